import { useEffect, useMemo, useRef } from 'react';
import { MATCH_FILL_OPERATION, matchFillReads } from '../../../../src/shared/entity/match-fills';
import { useDataAdapter } from '../../../context/data-adapter-context';
import { useScreenContext } from '../../../context/screen-context';
import { entityResource } from '../../../data/data-adapter';
import type { EditLine, EditRecord, RecordValues } from '../edit-record';
import { allLineGrids, type EditScreenModel } from '../edit-model';

interface WatchedGrid {
  collection: string;
  service: string;
  entityName: string;
  fields: Set<string>;
  parentFields: Set<string>;
}

function differs(before: RecordValues | undefined, after: RecordValues, names: ReadonlySet<string>): boolean {
  return [...names].some((name) => !Object.is(before?.[name], after[name]));
}

/** What the rules read of a line and its header, as one text: an answer is applied only while it still holds. */
function readKey(grid: WatchedGrid, line: EditLine, header: RecordValues): string {
  return JSON.stringify([[...grid.fields].map((name) => line.values[name] ?? null), [...grid.parentFields].map((name) => header[name] ?? null)]);
}

/**
 * Match fills (`matchFills` of a line entity, docs/authoring.md "Values from a matching record") as the user
 * types: when a field a rule reads changes on a line (the item, the quantity) or on the header (the supplier,
 * the organisation, the order date), the line asks the server (`findMatchFills`) for the values a save would
 * give it (the agreement's step price and reference) and shows them. An answer that arrives after the
 * line or header changed again is dropped; loading the record asks nothing.
 */
export function useMatchFills(
  model: EditScreenModel,
  record: EditRecord,
  loaded: EditRecord | null,
  enabled: boolean,
  setCell: (collection: string, lineKey: string, name: string, value: unknown) => void,
): void {
  const adapter = useDataAdapter();
  const { menu } = useScreenContext();
  const grids = useMemo<WatchedGrid[]>(
    () =>
      allLineGrids(model)
        .filter((grid) => (grid.entity.matchFills?.length ?? 0) > 0)
        .map((grid) => {
          const fields = new Set<string>();
          const parentFields = new Set<string>();
          for (const rule of grid.entity.matchFills ?? []) {
            const reads = matchFillReads(rule);
            reads.fields.forEach((name) => fields.add(name));
            reads.parentFields.forEach((name) => parentFields.add(name));
          }
          return { collection: grid.collection.name, service: grid.entity.service, entityName: grid.entity.name, fields, parentFields };
        }),
    [model],
  );
  const previous = useRef(record);
  const latest = useRef(record);
  latest.current = record;
  const set = useRef(setCell);
  set.current = setCell;

  useEffect(() => {
    const before = previous.current;
    previous.current = record;
    if (!enabled || grids.length === 0 || before === record || record === loaded) return;
    for (const grid of grids) {
      const headerChanged = differs(before.header, record.header, grid.parentFields);
      const beforeLines = new Map((before.lines[grid.collection] ?? []).map((line) => [line.key, line.values]));
      for (const line of record.lines[grid.collection] ?? []) {
        if (!headerChanged && !differs(beforeLines.get(line.key), line.values, grid.fields)) continue;
        const asked = readKey(grid, line, record.header);
        void adapter
          .request<RecordValues>({
            service: grid.service,
            resource: entityResource(grid.entityName),
            operation: MATCH_FILL_OPERATION,
            body: { record: line.values, parent: record.header },
            menu,
          })
          .then((answer) => {
            if (answer.status !== 'S' || typeof answer.data !== 'object' || answer.data === null) return;
            const now = latest.current;
            const current = (now.lines[grid.collection] ?? []).find((candidate) => candidate.key === line.key);
            if (!current || readKey(grid, current, now.header) !== asked) return;
            for (const [name, value] of Object.entries(answer.data)) {
              if (!Object.is(current.values[name] ?? null, value ?? null)) set.current(grid.collection, line.key, name, value);
            }
          });
      }
    }
  }, [record, loaded, enabled, grids, adapter, menu]);
}
