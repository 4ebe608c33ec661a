import { useEffect, useMemo, useRef } from 'react';
import { useDataAdapter } from '../../../context/data-adapter-context';
import { useScreenContext } from '../../../context/screen-context';
import { entityResource } from '../../../data/data-adapter';
import { relatedKeys } from '../../../fields/reference-select';
import { filterReads, referenceFilterState } from '../../../fields/reference-filter';
import type { EditRecord, RecordValues } from '../edit-record';
import type { EditScreenModel } from '../edit-model';
import { dependentReferences } from './dependent-references';

/**
 * Default choices (`ref.defaultWhere`) of header fields: when a value a cascading reference's filter reads
 * changes (the order's supplier), the one referenced record meeting the filter and the declared values (its
 * primary bank account) is chosen, with its display keys. Several or none: the field is left as it is (the
 * clearing empties a value that no longer qualifies). Loads of the record change nothing, and a value the user
 * picks meanwhile wins.
 */
export function useDependentDefaults(model: EditScreenModel, record: EditRecord, loaded: EditRecord | null, setHeader: (name: string, value: unknown, related: RecordValues) => void): void {
  const adapter = useDataAdapter();
  const { menu } = useScreenContext();
  const defaults = useMemo(() => dependentReferences(model).filter((dependent) => !dependent.collection && dependent.reference.defaultWhere), [model]);
  const previous = useRef(record);
  const latest = useRef(record);
  latest.current = record;
  const set = useRef(setHeader);
  set.current = setHeader;

  useEffect(() => {
    const before = previous.current;
    previous.current = record;
    if (defaults.length === 0 || before === record || record === loaded) return;
    for (const { name, reference } of defaults) {
      const changed = Object.keys({ ...before.header, ...record.header }).some((field) => !Object.is(before.header[field], record.header[field]) && filterReads(reference.filter, 'field', field));
      if (!changed) continue;
      const state = referenceFilterState(reference.filter, record.header, undefined);
      if (state.kind !== 'ready') continue;
      const started = record.header[name];
      const entity = reference.entity;
      void adapter
        .request<Record<string, unknown>[]>({
          service: entity.service,
          resource: entityResource(entity.name),
          operation: 'listByPage',
          body: { ...state.params, ...reference.defaultWhere, pageIndex: 1, pageRows: 2 },
          menu,
        })
        .then((answer) => {
          if (answer.status !== 'S' || !Array.isArray(answer.data) || answer.data.length !== 1) return;
          // The clearing may have emptied the old value first; anything else is the user's pick.
          const now = latest.current.header[name];
          if (!Object.is(now, started) && now !== null && now !== undefined && now !== '') return;
          const [chosen] = answer.data;
          set.current(name, chosen[entity.primaryKey], relatedKeys(reference, chosen));
        });
    }
  }, [record, loaded, defaults, adapter, menu]);
}
