import { Button, Grid, Space } from '@arco-design/web-react';
import { IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { FieldEditor } from '../../fields/field-editor';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import type { SearchFieldModel } from './list-model';
import type { SearchValues } from './search-filters';

const FIELDS_PER_ROW = 4;

function SearchEditor({
  field,
  value,
  onChange,
}: {
  field: SearchFieldModel;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { t } = useRendererI18n();
  const placeholder = field.spec.kind === 'text' || field.spec.kind === 'number' ? t('common.inputPlaceholder') : t('common.selectPlaceholder');
  if (field.op === 'between') {
    const [from, to] = Array.isArray(value) ? value : [undefined, undefined];
    return (
      <Space size={4} style={{ width: '100%' }}>
        <FieldEditor spec={field.spec} purpose="search" size="small" value={from} onChange={(next) => onChange([next, to])} />
        <span>~</span>
        <FieldEditor spec={field.spec} purpose="search" size="small" value={to} onChange={(next) => onChange([from, next])} />
      </Space>
    );
  }
  return (
    <FieldEditor
      spec={field.spec}
      purpose="search"
      multiple={field.op === 'in'}
      size="small"
      placeholder={placeholder}
      value={value}
      onChange={(next) => onChange(next)}
    />
  );
}

/** The search form of a list: one editor per search field, four to a row, then Search and Reset. */
export function SearchForm({
  fields,
  onSearch,
  initialValues,
}: {
  fields: readonly SearchFieldModel[];
  onSearch: (values: SearchValues) => void;
  /** Values the form starts with (a list opened with search params); reset clears them too. */
  initialValues?: SearchValues;
}) {
  const { t, text } = useRendererI18n();
  const [values, setValues] = useState<SearchValues>(initialValues ?? {});
  if (fields.length === 0) return null;
  return (
    <form
      className="srm-search-form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
      style={{ padding: '12px 16px 4px', background: 'var(--color-bg-2)', borderBottom: '1px solid var(--color-border-2)' }}
    >
      <Grid.Row gutter={[16, 8]}>
        {fields.map((field) => (
          <Grid.Col key={field.id} span={24 / FIELDS_PER_ROW}>
            <div className="srm-search-field" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span style={{ flex: '0 0 96px', textAlign: 'right', color: 'var(--color-text-2)', fontSize: 13 }}>
                {text(field.label)}
              </span>
              <span style={{ flex: 1, minWidth: 0 }}>
                <SearchEditor
                  field={field}
                  value={values[field.id]}
                  onChange={(next) => setValues((current) => ({ ...current, [field.id]: next }))}
                />
              </span>
            </div>
          </Grid.Col>
        ))}
      </Grid.Row>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 0' }}>
        <Space size={8}>
          <Button type="primary" size="small" htmlType="submit" icon={<IconSearch />}>
            {t('common.search')}
          </Button>
          <Button
            size="small"
            icon={<IconRefresh />}
            onClick={() => {
              setValues({});
              onSearch({});
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </div>
    </form>
  );
}
