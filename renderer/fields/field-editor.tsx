import { Input } from '@arco-design/web-react';
import { AttachmentCell } from '../attachments/attachment-cell';
import { LazyAttachmentField } from '../attachments/lazy-attachment-field';
import { FormattedValue } from '../display/formatted-value';
import { resolveDisplayFormat } from '../display/display-format';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { textOf, type EditorProps } from './editor-props';
import { FlagEditor } from './flag-editor';
import { LazyDateEditor } from './lazy-date-editor';
import { LookupSelect } from './lookup-select';
import { LazyRichTextEditor } from './rich-text/lazy-rich-text-editor';
import { NumberEditor } from './number-editor';
import { ReferenceSelect } from './reference-select';

/** Chooses the editor of a field by its resolved kind (descriptor editType, else the entity field type). */
export function FieldEditor(props: EditorProps) {
  const { spec, value, onChange, invalid, size, placeholder } = props;
  const { text } = useRendererI18n();
  switch (spec.kind) {
    case 'number':
      return <NumberEditor {...props} />;
    case 'date':
      return <LazyDateEditor {...props} />;
    case 'datetime':
      // Datetimes are stamped by the server (approvals, audit): shown, never typed; a search picks its bounds.
      if (props.purpose === 'search') return <LazyDateEditor {...props} />;
      return <FormattedValue format={resolveDisplayFormat(spec)} value={value} />;
    case 'lookup':
    case 'multiLookup':
      return <LookupSelect {...props} />;
    case 'flag':
      return <FlagEditor {...props} />;
    case 'reference':
      return <ReferenceSelect {...props} />;
    case 'textarea':
      if (props.purpose !== 'search') {
        return (
          <Input.TextArea
            aria-label={text(spec.label)}
            value={textOf(value)}
            maxLength={spec.field?.length}
            rows={3}
            status={invalid ? 'error' : undefined}
            placeholder={placeholder}
            onChange={(typed) => onChange(typed)}
          />
        );
      }
      return <TextInput {...props} />;
    case 'text':
      return <TextInput {...props} />;
    case 'html':
      // Searches and grid cells type plain words; forms get the rich text editor.
      if (props.purpose === 'search' || props.placement === 'cell') return <TextInput {...props} />;
      return <LazyRichTextEditor {...props} />;
    case 'attachment':
      if (!spec.attachment) break;
      return props.placement === 'cell' ? (
        <AttachmentCell rules={spec.attachment} value={value} row={props.row} onChange={(ids) => onChange(ids)} />
      ) : (
        <LazyAttachmentField rules={spec.attachment} value={value} row={props.row} onChange={(ids) => onChange(ids)} />
      );
  }
  return <Input aria-label={text(spec.label)} value={textOf(value)} size={size} onChange={(typed) => onChange(typed)} />;
}

function TextInput({ spec, value, onChange, invalid, size, placeholder }: EditorProps) {
  const { text, t } = useRendererI18n();
  // A secret (entity key `secret`) is written, never read back: typed hidden, empty keeps the stored one.
  if (spec.field?.secret) {
    return (
      <Input.Password
        aria-label={text(spec.label)}
        value={textOf(value)}
        maxLength={spec.field.length}
        autoComplete="new-password"
        status={invalid ? 'error' : undefined}
        size={size}
        placeholder={t('common.secretPlaceholder')}
        onChange={(typed) => onChange(typed)}
      />
    );
  }
  return (
    <Input
      aria-label={text(spec.label)}
      value={textOf(value)}
      maxLength={spec.field?.length}
      allowClear
      status={invalid ? 'error' : undefined}
      size={size}
      placeholder={placeholder}
      onChange={(typed) => onChange(typed)}
    />
  );
}
