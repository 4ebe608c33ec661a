import { Form, Grid } from '@arco-design/web-react';
import { IconDown, IconRight } from '@arco-design/web-react/icon';
import { memo, useEffect, useState, type CSSProperties } from 'react';
import type { ConditionContext } from '../../../src/shared/expressions/evaluate-condition';
import { LazyAttachmentField } from '../../attachments/lazy-attachment-field';
import { FormattedValue } from '../../display/formatted-value';
import { FieldEditor } from '../../fields/field-editor';
import { fieldState } from '../../fields/field-rules';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { isEmptyValue } from '../../../src/shared/validation/validate-record';
import { sectionHasErrors } from './edit-errors';
import type { RecordValues } from './edit-record';
import type { FormFieldModel, SectionModel } from './edit-model';

const GRID_SPAN = 24;
/**
 * One label width for every field, so labels line up across columns and spanning fields; English labels
 * are longer ("Purchasing organisation"), so they get more room than the Chinese ones.
 */
const LABEL_WIDTH = { CN: 128, EN: 152 } as const;

const READ_ONLY_VALUE: CSSProperties = { minHeight: 28, lineHeight: '28px', color: 'var(--color-text-1)' };
/** Long text read-only keeps its line breaks (a JSON document stays readable) and scrolls when tall. */
const READ_ONLY_TEXT: CSSProperties = {
  ...READ_ONLY_VALUE,
  lineHeight: 1.6,
  padding: '4px 0',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: 480,
  overflow: 'auto',
};

export interface SectionProps {
  section: SectionModel;
  header: RecordValues;
  formReadOnly: boolean;
  /** Fields editable although the form is read-only: those an approval step opens to the viewer. */
  openFields?: ReadonlySet<string>;
  /** What `$side` and `$new` read in the fields' conditions. */
  conditions: ConditionContext;
  errors: ReadonlyMap<string, string>;
  onChange: (field: string, value: unknown, related?: RecordValues) => void;
}

function FieldItem({
  field,
  header,
  readOnly,
  required,
  error,
  onChange,
}: {
  field: FormFieldModel;
  header: RecordValues;
  readOnly: boolean;
  required: boolean;
  error?: string;
  onChange: SectionProps['onChange'];
}) {
  const { text } = useRendererI18n();
  const name = field.spec.name;
  return (
    <Form.Item
      label={text(field.spec.label)}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ marginBottom: 12 }}
    >
      {readOnly && field.spec.attachment ? (
        <div data-field={name}>
          <LazyAttachmentField rules={field.spec.attachment} value={header[name]} row={header} readOnly />
        </div>
      ) : readOnly ? (
        <div className="srm-read-only-field" data-field={name} style={field.spec.kind === 'textarea' || field.spec.kind === 'html' ? READ_ONLY_TEXT : READ_ONLY_VALUE}>
          <FormattedValue format={field.display} value={header[name]} row={header} />
        </div>
      ) : (
        <div data-field={name}>
          <FieldEditor
            spec={field.spec}
            value={header[name]}
            row={header}
            invalid={Boolean(error)}
            size="small"
            onChange={(value, related) => onChange(name, value, related)}
          />
        </div>
      )}
    </Form.Item>
  );
}

/**
 * One titled block of the header form: a grid of `columns` columns, each field taking `span` of them.
 * Each field shows, is edited and is required as the entity's field rules and the screen's conditions
 * say on the record now. A collapsible section folds under its title, and opens when one of its fields
 * gets an error.
 */
function FormSection({ section, header, formReadOnly, openFields, conditions, errors, onChange }: SectionProps) {
  const { t, text, language } = useRendererI18n();
  const [collapsed, setCollapsed] = useState(section.initiallyCollapsed);
  const hasError = sectionHasErrors(section, errors);
  useEffect(() => {
    if (hasError) setCollapsed(false);
  }, [hasError, errors]);
  const fields = section.fields.map((field) => ({ field, state: fieldState(field.spec, field, { record: header, conditions }) }));
  const visible = fields.filter(({ state }) => state.visible);
  const readOnlyOf = (field: FormFieldModel, readOnlyByRule: boolean) => (formReadOnly && !openFields?.has(field.spec.name)) || readOnlyByRule;
  // In a form being edited, a block of fields read-only by their rules with nothing in them (a new order's
  // amounts and approval) only pushes the lines down: it shows once one of them has a value. A document
  // read-only as a whole keeps its blocks, so its reader sees what is still empty.
  if (!formReadOnly && visible.every(({ field, state }) => state.readOnly && isEmptyValue(header[field.spec.name]))) return null;
  const open = !section.collapsible || !collapsed;
  const titleStyle: CSSProperties = {
    padding: '8px 16px',
    fontWeight: 500,
    borderBottom: open ? '1px solid var(--color-border-2)' : undefined,
    borderLeft: '3px solid rgb(var(--primary-6))',
  };
  return (
    <section className="srm-form-section" data-section={section.key} data-collapsed={open ? undefined : 'true'} style={{ background: 'var(--color-bg-2)', marginBottom: 12 }}>
      <div className="srm-form-section-title" style={titleStyle}>
        {section.collapsible ? (
          <button
            type="button"
            className="srm-form-section-toggle"
            aria-expanded={open}
            title={open ? t('grid.collapse') : t('grid.expand')}
            onClick={() => setCollapsed((current) => !current)}
          >
            {open ? <IconDown /> : <IconRight />}
            {text(section.title)}
          </button>
        ) : (
          text(section.title)
        )}
      </div>
      {open && (
        <Form
          layout="horizontal"
          size="small"
          labelCol={{ flex: `${LABEL_WIDTH[language]}px` }}
          wrapperCol={{ flex: '1', style: { minWidth: 0 } }}
          // Arco's form is width: 100%; without border-box its padding pushed it past the section's edge.
          style={{ padding: '12px 16px 0', boxSizing: 'border-box' }}
        >
          <Grid.Row gutter={16}>
            {visible.map(({ field, state }) => {
              const span = (GRID_SPAN / section.columns) * Math.min(field.span, section.columns);
              const readOnly = readOnlyOf(field, state.readOnly);
              return (
                <Grid.Col key={field.spec.name} span={span}>
                  <FieldItem
                    field={field}
                    header={header}
                    readOnly={readOnly}
                    required={!readOnly && state.required}
                    error={errors.get(field.spec.name)}
                    onChange={onChange}
                  />
                </Grid.Col>
              );
            })}
          </Grid.Row>
        </Form>
      )}
    </section>
  );
}

/** Drawn again only when the header, its errors or the form's state change (not while a line is typed in). */
export const FormSectionView = memo(FormSection);
