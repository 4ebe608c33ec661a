import { Link } from '@arco-design/web-react';
import { IconCheckCircleFill, IconCloseCircle } from '@arco-design/web-react/icon';
import { useOptionalScreenNavigation } from '../context/screen-navigation-context';
import { rowTarget } from '../grid/columns/row-route';
import { RichTextView } from './rich-text-view';
import { AttachmentCell } from '../attachments/attachment-cell';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { useLookupMeanings } from '../lookups/use-lookup-meanings';
import type { DisplayFormat, FlagIcon } from './display-format';
import { displayText } from './display-text';
import { useCodeLabels, type CodeLabelDisplay } from './use-code-labels';

const FLAG_TRUE_COLOUR = 'rgb(var(--green-6))';
const FLAG_FALSE_COLOUR = 'var(--color-text-4)';
/** What displayText needs only for lookups and flags, which this component draws itself. */
const NO_ROW: Readonly<Record<string, unknown>> = {};
const NO_MEANINGS = (_type: string, code: unknown) => String(code ?? '');
const NO_FLAG_LABELS = { yes: '', no: '' };

function LookupMeaning({ lookupType, value }: { lookupType: string; value: unknown }) {
  const meaningOf = useLookupMeanings([lookupType]);
  return <>{meaningOf(lookupType, value)}</>;
}

/** An entity or operation code by its label, the code on hover (like the grid's cell); the code while the labels load. */
function CodeLabelValue({ display, value, row }: { display: CodeLabelDisplay; value: unknown; row: Readonly<Record<string, unknown>> }) {
  const { text } = useRendererI18n();
  const label = useCodeLabels(true)(display, value, row);
  const code = value === undefined || value === null ? '' : String(value);
  return label ? <span title={code} data-code={code}>{text(label)}</span> : <>{code}</>;
}

/** A link opening the screen the record names, under that screen's own menu; nothing when it names none. */
function RowRouteLink({ routeKey, idKey, row }: { routeKey: string; idKey: string; row: Readonly<Record<string, unknown>> }) {
  const { t } = useRendererI18n();
  const navigation = useOptionalScreenNavigation();
  const target = rowTarget({ routeKey, idKey }, row);
  if (!target) return null;
  return (
    <Link data-route={target.route} onClick={() => navigation?.openScreen(target.route, target.params, { menu: 'route' })}>
      {t('common.openDocument')}
    </Link>
  );
}

/** Y/N shown as a green or grey mark (spec 000 §9); a value that is neither shows as text. */
function FlagValue({ value, icon }: { value: unknown; icon?: FlagIcon }) {
  const { t } = useRendererI18n();
  const trueValue = icon?.trueValue ?? 'Y';
  const falseValue = icon?.falseValue ?? 'N';
  if (value === undefined || value === null || value === '') return null;
  if (!icon) return <>{value === trueValue ? t('common.yes') : value === falseValue ? t('common.no') : String(value)}</>;
  if (value === trueValue) {
    return <IconCheckCircleFill aria-label={t('common.yes')} style={{ color: FLAG_TRUE_COLOUR, fontSize: 16 }} />;
  }
  if (value === falseValue) {
    return icon.falseShow === false ? null : (
      <IconCloseCircle aria-label={t('common.no')} style={{ color: FLAG_FALSE_COLOUR, fontSize: 16 }} />
    );
  }
  return <>{String(value)}</>;
}

/** Shows a value read-only: lookup meaning, reference name, formatted number or date, flag mark. */
export function FormattedValue({
  format,
  value,
  row,
}: {
  format: DisplayFormat;
  value: unknown;
  row?: Readonly<Record<string, unknown>>;
}) {
  switch (format.kind) {
    case 'lookup':
      return <LookupMeaning lookupType={format.lookupType} value={value} />;
    case 'flag':
      return <FlagValue value={value} icon={format.icon} />;
    case 'html':
      return <RichTextView value={value} />;
    case 'attachment':
      return <AttachmentCell rules={format.rules} value={value} row={row} readOnly />;
    case 'rowRoute':
      return <RowRouteLink routeKey={format.routeKey} idKey={format.idKey} row={row ?? NO_ROW} />;
    case 'codeLabel':
      return <CodeLabelValue display={format} value={value} row={row ?? NO_ROW} />;
    case 'number':
    case 'date':
    case 'reference':
    case 'text':
      // The same text a grid cell shows; lookups and flags are handled above.
      return <>{displayText(format, value, row ?? NO_ROW, NO_MEANINGS, NO_FLAG_LABELS)}</>;
  }
}
