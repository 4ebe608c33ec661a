import { Select } from '@arco-design/web-react';
import type { SelectHandle } from '@arco-design/web-react/es/Select/interface';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataAdapter } from '../context/data-adapter-context';
import { useScreenContext } from '../context/screen-context';
import { entityResource } from '../data/data-adapter';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import type { EditorProps } from './editor-props';
import type { ReferenceSpec } from './field-spec';
import { referenceFilterState } from './reference-filter';
import { useSelectAria } from './use-select-aria';

type EntityRecord = Record<string, unknown>;

const SEARCH_ROWS = 20;
const SEARCH_DELAY_MS = 250;
const NO_PARAMS: Record<string, unknown> = {};

interface ReferenceOption {
  id: string | number;
  code: string;
  name: string;
  record?: EntityRecord;
}

function optionFromRecord(reference: ReferenceSpec, record: EntityRecord): ReferenceOption | undefined {
  const entity = reference.entity;
  const id = record[entity.primaryKey];
  if (typeof id !== 'number' && typeof id !== 'string') return undefined;
  const code = entity.codeField ? String(record[entity.codeField] ?? '') : '';
  const name = entity.displayField ? String(record[entity.displayField] ?? '') : String(id);
  return { id, code, name, record };
}

/** The option of the current value, rebuilt from the display keys the row keeps (no request needed). */
function currentOption(reference: ReferenceSpec, value: unknown, row?: Readonly<Record<string, unknown>>) {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (value === '') return undefined;
  const name = reference.nameKey ? row?.[reference.nameKey] : undefined;
  const code = reference.codeKey ? row?.[reference.codeKey] : undefined;
  return { id: value, code: code ? String(code) : '', name: name ? String(name) : String(value) };
}

/** "code name", then the option fields the column asks for ("code name | spec | city"). */
function optionLabel(reference: ReferenceSpec, option: ReferenceOption): string {
  const head = option.code ? `${option.code} ${option.name}` : option.name;
  const extra = reference.optionFields
    .map((field) => option.record?.[field])
    .filter((value) => value !== undefined && value !== null && value !== '')
    .map(String);
  return [head, ...extra].join(' | ');
}

/**
 * The row keys a pick sets besides the value: the ref's display keys (names shown beside it) and its
 * `fill` (defaults taken from the picked record: an item's unit), which overwrite what was there.
 * Clearing the value empties the display keys and leaves filled values as they are.
 */
export function relatedKeys(reference: ReferenceSpec, record: EntityRecord | undefined): Record<string, unknown> {
  const related: Record<string, unknown> = {};
  for (const [rowKey, sourceField] of Object.entries(reference.display)) {
    related[rowKey] = record ? (record[sourceField] ?? null) : null;
  }
  if (record) for (const [target, sourceField] of Object.entries(reference.fill)) related[target] = record[sourceField] ?? null;
  return related;
}

/**
 * The generic code / description select (spec 000 §2): searches the referenced entity's listByPage with
 * `<displayField>_like`, shows code and name, and keeps the ref's display keys on the row. A cascading
 * reference (`ref.filter`) sends the filter's values too and, while a value it needs is empty, is
 * disabled with "请先选择…" / "Choose … first".
 */
export function ReferenceSelect({ spec, value, onChange, row, parent, invalid, size, placeholder, purpose }: EditorProps) {
  const reference = spec.reference;
  if (!reference) throw new Error(`field ${spec.name} is not a reference`);
  const adapter = useDataAdapter();
  const { menu } = useScreenContext();
  const { t, text: localized } = useRendererI18n();
  const [found, setFound] = useState<ReferenceOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  const select = useRef<SelectHandle>(null);

  // A search form looks for any record: the cascade belongs to the record being edited.
  const cascading = reference.filter.length > 0 && purpose !== 'search';
  const filter = useMemo(
    () => (cascading ? referenceFilterState(reference.filter, row ?? {}, parent) : undefined),
    [cascading, reference.filter, row, parent],
  );
  const params = filter?.kind === 'ready' ? filter.params : NO_PARAMS;
  const paramsKey = JSON.stringify(params);
  // Other filter values, other choices: what was found for the previous ones is forgotten.
  useEffect(() => {
    latest.current += 1;
    setFound([]);
    setLoading(false);
  }, [paramsKey]);

  const search = (searched: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const ticket = ++latest.current;
      const entity = reference.entity;
      const body: Record<string, unknown> = { ...params, pageIndex: 1, pageRows: SEARCH_ROWS };
      if (searched.trim() !== '') body[`${entity.displayField ?? entity.codeField ?? entity.primaryKey}_like`] = searched.trim();
      setLoading(true);
      const answer = await adapter.request<EntityRecord[]>({
        service: entity.service,
        resource: entityResource(entity.name),
        operation: 'listByPage',
        body,
        menu,
      });
      if (ticket !== latest.current) return;
      setLoading(false);
      const rows = answer.status === 'S' && Array.isArray(answer.data) ? answer.data : [];
      setFound(rows.flatMap((record) => optionFromRecord(reference, record) ?? []));
    }, SEARCH_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const current = currentOption(reference, value, row);
  // A value without its name on the row (a search field prefilled from the route) fetches its record once.
  const unnamed = current && reference.nameKey && row?.[reference.nameKey] ? undefined : current?.id;
  const known = unnamed !== undefined && found.some((option) => String(option.id) === String(unnamed));
  useEffect(() => {
    if (unnamed === undefined || known) return undefined;
    let live = true;
    const entity = reference.entity;
    void adapter
      .request<EntityRecord[]>({ service: entity.service, resource: entityResource(entity.name), operation: 'listByPage', body: { [entity.primaryKey]: unnamed, pageRows: 1 }, menu })
      .then((answer) => {
        const record = answer.status === 'S' && Array.isArray(answer.data) ? answer.data[0] : undefined;
        const option = record ? optionFromRecord(reference, record) : undefined;
        if (live && option) setFound((list) => (list.some((candidate) => String(candidate.id) === String(option.id)) ? list : [option, ...list]));
      });
    return () => {
      live = false;
    };
  }, [unnamed, known, reference, adapter, menu]);
  const options = useMemo(() => {
    const list = [...found];
    if (current && !list.some((option) => String(option.id) === String(current.id))) list.unshift(current);
    return list;
  }, [found, current]);

  useSelectAria(select, localized(spec.label));
  const blockedHint = filter?.kind === 'blocked' ? t('edit.chooseFirst', { label: localized(filter.missing.label) }) : undefined;
  return (
    <Select
      ref={select}
      value={current?.id}
      showSearch
      allowClear
      filterOption={false}
      loading={loading}
      disabled={blockedHint !== undefined}
      status={invalid ? 'error' : undefined}
      size={size}
      placeholder={blockedHint ?? placeholder}
      onSearch={search}
      onVisibleChange={(visible) => visible && found.length === 0 && search('')}
      onChange={(id: string | number | undefined) => {
        const chosen = options.find((option) => String(option.id) === String(id));
        onChange(id ?? null, relatedKeys(reference, id === undefined ? undefined : chosen?.record));
      }}
    >
      {options.map((option) => (
        <Select.Option key={String(option.id)} value={option.id}>
          {optionLabel(reference, option)}
        </Select.Option>
      ))}
    </Select>
  );
}
