import { Form, Modal, Select } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { useDataAdapter } from '../context/data-adapter-context';
import type { MenuContext } from '../data/data-adapter';
import type { OperationFormField } from '../descriptors/button.schema';
import { useRendererI18n } from '../i18n/use-renderer-i18n';

type Value = string | number;
interface Choice {
  value: Value;
  label: string;
}
type Values = Record<string, Value | undefined>;

/** One choice field: its choices are read again whenever the fields it depends on, or the typed keyword, change. */
function ChoiceField({ entity, menu, field, values, onChange }: { entity: EntitySchema; menu: MenuContext; field: OperationFormField; values: Values; onChange: (value: Value | undefined) => void }) {
  const adapter = useDataAdapter();
  const { text } = useRendererI18n();
  const [keyword, setKeyword] = useState('');
  const [choices, setChoices] = useState<Choice[]>([]);
  const [loading, setLoading] = useState(false);
  const depends = field.dependsOn.map((name) => values[name]);
  const ready = depends.every((value) => value !== undefined);
  const dependsKey = JSON.stringify(depends);

  useEffect(() => {
    if (!ready) return setChoices([]);
    let cancelled = false;
    setLoading(true);
    const body = { field: field.name, keyword, ...Object.fromEntries(field.dependsOn.map((name) => [name, values[name]])) };
    void adapter.request<Choice[]>({ service: entity.service, resource: `${entity.name}Restful`, operation: field.choices, body, menu }).then((answer) => {
      if (cancelled) return;
      setLoading(false);
      setChoices(answer.status === 'S' ? answer.data : []);
    });
    return () => {
      cancelled = true;
    };
    // The values are read through dependsKey: only the fields this one depends on matter.
  }, [adapter, entity, menu, field, keyword, dependsKey, ready]);

  const label = text(field.label);
  return (
    <Form.Item label={label} required={field.required}>
      <Select
        aria-label={label}
        showSearch
        allowClear
        filterOption={false}
        loading={loading}
        disabled={!ready}
        value={values[field.name]}
        onSearch={setKeyword}
        onChange={(value: Value | undefined) => onChange(value)}
      >
        {choices.map((choice) => (
          <Select.Option key={String(choice.value)} value={choice.value}>
            {choice.label}
          </Select.Option>
        ))}
      </Select>
    </Form.Item>
  );
}

/**
 * The form of a toolbar operation (ButtonOperation.form): a choice per field, each read from the entity's
 * choices operation; OK sends the values as the operation's body. A field clears when one it depends on changes.
 */
export function OperationFormDialog({ title, entity, menu, fields, busy, onSubmit, onCancel }: {
  title: string;
  entity: EntitySchema;
  menu: MenuContext;
  fields: readonly OperationFormField[];
  busy: boolean;
  onSubmit: (values: Record<string, Value>) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>({});
  const complete = fields.every((field) => !field.required || values[field.name] !== undefined);
  const change = (name: string, value: Value | undefined) =>
    setValues((current) => {
      const next: Values = { ...current, [name]: value };
      for (const field of fields) if (field.dependsOn.includes(name)) next[field.name] = undefined;
      return next;
    });
  return (
    <Modal
      visible
      title={title}
      okButtonProps={{ disabled: !complete, loading: busy }}
      onOk={() => onSubmit(Object.fromEntries(Object.entries(values).filter((entry): entry is [string, Value] => entry[1] !== undefined)))}
      onCancel={onCancel}
    >
      <Form layout="vertical" className="srm-operation-form">
        {fields.map((field) => (
          <ChoiceField key={field.name} entity={entity} menu={menu} field={field} values={values} onChange={(value) => change(field.name, value)} />
        ))}
      </Form>
    </Modal>
  );
}
