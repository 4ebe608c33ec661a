import { Form, Grid } from '@arco-design/web-react';
import type { CSSProperties } from 'react';
import { evaluateCondition } from '../../conditions/evaluate-condition';
import { AttachmentField } from '../../attachments/attachment-field';
import { FormattedValue } from '../../display/formatted-value';
import { FieldEditor } from '../../fields/field-editor';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
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
  errors: ReadonlyMap<string, string>;
  onChange: (field: string, value: unknown, related?: RecordValues) => void;
}

function FieldItem({
  field,
  header,
  formReadOnly,
  error,
  onChange,
}: {
  field: FormFieldModel;
  header: RecordValues;
  formReadOnly: boolean;
  error?: string;
  onChange: SectionProps['onChange'];
}) {
  const { text } = useRendererI18n();
  const readOnly =
    formReadOnly || field.readOnly || Boolean(field.readOnlyWhen && evaluateCondition(field.readOnlyWhen, header));
  const required =
    !readOnly && (field.spec.required || Boolean(field.requiredWhen && evaluateCondition(field.requiredWhen, header)));
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
          <AttachmentField rules={field.spec.attachment} value={header[name]} row={header} readOnly />
        </div>
      ) : readOnly ? (
        <div className="srm-read-only-field" data-field={name} style={field.spec.kind === 'textarea' ? READ_ONLY_TEXT : READ_ONLY_VALUE}>
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

/** One titled block of the header form: a grid of `columns` columns, each field taking `span` of them. */
export function FormSectionView({ section, header, formReadOnly, errors, onChange }: SectionProps) {
  const { text, language } = useRendererI18n();
  const visible = section.fields.filter((field) => !field.visibleWhen || evaluateCondition(field.visibleWhen, header));
  return (
    <section className="srm-form-section" style={{ background: 'var(--color-bg-2)', marginBottom: 12 }}>
      <div
        style={{
          padding: '8px 16px',
          fontWeight: 500,
          borderBottom: '1px solid var(--color-border-2)',
          borderLeft: '3px solid rgb(var(--primary-6))',
        }}
      >
        {text(section.title)}
      </div>
      <Form
        layout="horizontal"
        size="small"
        labelCol={{ flex: `${LABEL_WIDTH[language]}px` }}
        wrapperCol={{ flex: '1', style: { minWidth: 0 } }}
        // Arco's form is width: 100%; without border-box its padding pushed it past the section's edge.
        style={{ padding: '12px 16px 0', boxSizing: 'border-box' }}
      >
        <Grid.Row gutter={16}>
          {visible.map((field) => {
            const span = (GRID_SPAN / section.columns) * Math.min(field.span, section.columns);
            return (
              <Grid.Col key={field.spec.name} span={span}>
                <FieldItem
                  field={field}
                  header={header}
                  formReadOnly={formReadOnly}
                  error={errors.get(field.spec.name)}
                  onChange={onChange}
                />
              </Grid.Col>
            );
          })}
        </Grid.Row>
      </Form>
    </section>
  );
}
