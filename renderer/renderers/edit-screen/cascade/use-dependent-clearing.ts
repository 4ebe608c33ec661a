import { useEffect, useMemo, useRef } from 'react';
import { useDataAdapter } from '../../../context/data-adapter-context';
import { useScreenContext } from '../../../context/screen-context';
import { entityResource, type DataAdapter, type MenuContext } from '../../../data/data-adapter';
import type { ReferenceSpec } from '../../../fields/field-spec';
import { referenceFilterState } from '../../../fields/reference-filter';
import type { EditRecord, RecordValues } from '../edit-record';
import type { EditScreenModel } from '../edit-model';
import { dependentChecks, dependentReferences, type DependentCheck } from './dependent-references';

/** Most ids one check asks about at once (the server's page limit). */
const MAX_IDS_PER_CHECK = 500;

export interface DependentClearing {
  clearHeader: (name: string, related: RecordValues) => void;
  clearLine: (collection: string, lineKey: string, name: string, related: RecordValues) => void;
  /** A line of a line's value (absent: lines of lines keep theirs, as on the tree screen's node form). */
  clearChild?: (place: { collection: string; lineKey: string; children: string }, childKey: string, name: string, related: RecordValues) => void;
}

/** The display keys a reference keeps, emptied with it. */
export function emptiedDisplayKeys(reference: ReferenceSpec): RecordValues {
  return Object.fromEntries(Object.keys(reference.display).map((key) => [key, null]));
}

/** Which of these ids of the referenced entity match the filter (one listByPage with `<key>_in`). */
async function qualifyingIds(adapter: DataAdapter, menu: MenuContext, reference: ReferenceSpec, params: Record<string, unknown>, ids: unknown[]) {
  const entity = reference.entity;
  const answer = await adapter.request<Record<string, unknown>[]>({
    service: entity.service,
    resource: entityResource(entity.name),
    operation: 'listByPage',
    body: { ...params, [`${entity.primaryKey}_in`]: ids, pageIndex: 1, pageRows: ids.length },
    menu,
  });
  // A failed check proves nothing: the value stays, and the server checks it on save.
  if (answer.status !== 'S' || !Array.isArray(answer.data)) return undefined;
  return new Set(answer.data.map((row) => String(row[entity.primaryKey])));
}

function rowOf(record: EditRecord, check: DependentCheck): RecordValues | undefined {
  if (!check.dependent.collection) return record.header;
  const line = record.lines[check.dependent.collection]?.find((candidate) => candidate.key === check.lineKey);
  if (!check.dependent.children) return line?.values;
  return line?.lines?.[check.dependent.children]?.find((child) => child.key === check.childKey)?.values;
}

/** What a dependent's filter reads as `{parentField}`: the header for a line, the line for a line of a line. */
function parentOf(record: EditRecord, check: DependentCheck): RecordValues | undefined {
  if (!check.dependent.collection) return undefined;
  if (!check.dependent.children) return record.header;
  return record.lines[check.dependent.collection]?.find((candidate) => candidate.key === check.lineKey)?.values;
}

/**
 * Cascading choices (`ref.filter`): when a value a dependent reference's filter reads changes (the
 * supplier of a supplier site), a dependent value that no longer qualifies is cleared, with the names
 * it kept. A filter still missing its input clears at once; otherwise the referenced records are asked
 * which of the current values still match. Loads of the record change nothing.
 */
export function useDependentClearing(model: EditScreenModel, record: EditRecord, loaded: EditRecord | null, clearing: DependentClearing): void {
  const adapter = useDataAdapter();
  const { menu } = useScreenContext();
  const dependents = useMemo(() => dependentReferences(model), [model]);
  const previous = useRef(record);
  const latest = useRef(record);
  latest.current = record;
  const actions = useRef(clearing);
  actions.current = clearing;

  useEffect(() => {
    const before = previous.current;
    previous.current = record;
    if (dependents.length === 0 || before === record || record === loaded) return;
    const checks = dependentChecks(dependents, before, record);
    if (checks.length === 0) return;

    const clear = (check: DependentCheck) => {
      const now = rowOf(latest.current, check);
      // Changed again meanwhile: the newer value is the user's choice.
      if (!now || !Object.is(now[check.dependent.name], check.value)) return;
      const related = emptiedDisplayKeys(check.dependent.reference);
      const { collection, children } = check.dependent;
      if (collection && children && check.lineKey && check.childKey) {
        actions.current.clearChild?.({ collection, lineKey: check.lineKey, children }, check.childKey, check.dependent.name, related);
      } else if (check.dependent.collection && check.lineKey) actions.current.clearLine(check.dependent.collection, check.lineKey, check.dependent.name, related);
      else actions.current.clearHeader(check.dependent.name, related);
    };

    // Checks with the same filter values go in one request.
    const groups = new Map<string, { reference: ReferenceSpec; params: Record<string, unknown>; checks: DependentCheck[] }>();
    for (const check of checks) {
      const row = rowOf(record, check);
      if (!row) continue;
      const state = referenceFilterState(check.dependent.reference.filter, row, parentOf(record, check));
      if (state.kind === 'blocked') {
        clear(check);
        continue;
      }
      const key = `${check.dependent.collection ?? ''}\u0000${check.dependent.children ?? ''}\u0000${check.dependent.name}\u0000${JSON.stringify(state.params)}`;
      const group = groups.get(key) ?? { reference: check.dependent.reference, params: state.params, checks: [] };
      group.checks.push(check);
      groups.set(key, group);
    }
    for (const { reference, params, checks: grouped } of groups.values()) {
      for (let start = 0; start < grouped.length; start += MAX_IDS_PER_CHECK) {
        const part = grouped.slice(start, start + MAX_IDS_PER_CHECK);
        const ids = [...new Set(part.map((check) => check.value))];
        void qualifyingIds(adapter, menu, reference, params, ids).then((found) => {
          if (!found) return;
          for (const check of part) if (!found.has(String(check.value))) clear(check);
        });
      }
    }
  }, [record, loaded, dependents, adapter, menu]);
}
