import { IconCheckCircleFill, IconCloseCircle } from '@arco-design/web-react/icon';
import { AttachmentCell } from '../attachments/attachment-cell';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { useLookup } from '../lookups/use-lookup';
import { formatDate } from '../format/format-date';
import { formatNumber } from '../format/format-number';
import type { DisplayFormat, FlagIcon } from './display-format';

const FLAG_TRUE_COLOUR = 'rgb(var(--green-6))';
const FLAG_FALSE_COLOUR = 'var(--color-text-4)';

function LookupMeaning({ lookupType, value }: { lookupType: string; value: unknown }) {
  const { meaningOf } = useLookup(lookupType);
  const codes = typeof value === 'string' && value.includes(',') ? value.split(',') : [value];
  return <>{codes.map((code) => meaningOf(code)).join(', ')}</>;
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
    case 'number':
      return <>{formatNumber(value, { precision: format.precision, thousands: format.thousands })}</>;
    case 'date':
      return <>{formatDate(value, format.format)}</>;
    case 'reference': {
      const name = format.displayKey ? row?.[format.displayKey] : undefined;
      const shown = name === undefined || name === null || name === '' ? value : name;
      return <>{shown === undefined || shown === null ? '' : String(shown)}</>;
    }
    case 'attachment':
      return <AttachmentCell rules={format.rules} value={value} row={row} readOnly />;
    case 'text': {
      const shown = format.displayKey ? (row?.[format.displayKey] ?? value) : value;
      return <>{shown === undefined || shown === null ? '' : String(shown)}</>;
    }
  }
}
