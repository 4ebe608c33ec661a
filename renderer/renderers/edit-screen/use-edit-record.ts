import type { FailureReason } from '../../../src/shared/api/envelope';
import { produce, type Draft } from 'immer';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useScreenContext } from '../../context/screen-context';
import { entityRequests, recordId } from '../../data/entity-requests';
import { useLookupAttributes, type LookupAttributeOf } from '../../lookups/use-lookup-attributes';
import { childValues, fromServer, newLine, newRecord, type EditLine, type EditRecord, type RecordValues } from './edit-record';
import { allLineGrids, allSections, type EditScreenModel } from './edit-model';
import { formDefaults } from './form-defaults';
import { followHeader, inheritedSources, inheritInto } from './inherited-fields';
import { lineValues, liveComputation, recomputeHeader, recomputeLine } from './live-computed';
import { useChildLineEdits } from './line-children/use-child-line-edits';

/** `reason`: the record is missing or out of reach (envelope.ts), which is no failure of the screen. */
export type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string; reason?: FailureReason };

/** Changes the record: the recipe gets the draft, the lookups to compute with (null: no live computing) and the record before. */
export type RecordUpdate = (recipe: (draft: Draft<EditRecord>, compute: LookupAttributeOf | null, before: EditRecord) => void) => void;

/**
 * The record an edit screen works on: loaded by id, or new with the entity defaults. Every change goes
 * through immer so the previous state stays intact (unsaved edits survive any failed call), and
 * recomputes the computed fields it affects (line amounts, totals over lines of lines, header totals) as
 * the server will on save. `loaded` is the record as last read from the server (what prints).
 */
export function useEditRecord(model: EditScreenModel, initialId: string | undefined) {
  const adapter = useDataAdapter();
  const { menu, user } = useScreenContext();
  /** A new record: the entity's defaults, then the form's (`$currentUser`: the signed-in buyer). */
  const blankRecord = useCallback(() => {
    const fresh = newRecord(model.entity);
    Object.assign(fresh.header, formDefaults(allSections(model), user));
    return fresh;
  }, [model, user]);
  const [state, setState] = useState<{ record: EditRecord; loaded: EditRecord | null }>(() => ({ record: blankRecord(), loaded: null }));
  const [load, setLoad] = useState<LoadState>(initialId ? { status: 'loading' } : { status: 'ready' });

  const grids = useMemo(() => allLineGrids(model), [model]);
  const { catalog } = model;
  const computation = useMemo(
    () =>
      liveComputation({
        entity: model.entity,
        lines: grids.map((grid) => ({
          name: grid.collection.name,
          entity: grid.entity,
          children: (grid.entity.lines ?? []).filter((lines) => catalog.has(lines.entity)).map((lines) => ({ name: lines.name, entity: catalog.get(lines.entity) })),
        })),
      }),
    [model.entity, grids, catalog],
  );
  const attributes = useLookupAttributes(computation.lookupTypes);
  // Read inside the updaters: a change made while a lookup loads is computed on save by the server.
  const attrOf = useRef<LookupAttributeOf | null>(null);
  attrOf.current = computation.active ? attributes : null;
  const lineEntityOf = useCallback((collection: string) => grids.find((grid) => grid.collection.name === collection)?.entity, [grids]);
  // Header fields some line inherits (a tax rate): changing one moves the lines that follow it.
  const inheritedByLines = useMemo(() => new Set(grids.flatMap((grid) => [...inheritedSources(grid.entity)])), [grids]);

  /** Reads the record again from the server; false (and the current edits kept) when that fails. */
  const reload = useCallback(
    async (id: unknown): Promise<{ ok: true } | { ok: false; message: string; reason?: FailureReason }> => {
      const answer = await entityRequests(adapter, model.entity, menu).findById(recordId(model.entity, id));
      if (answer.status !== 'S' || typeof answer.data !== 'object' || answer.data === null) {
        return { ok: false, message: answer.msg, reason: answer.status === 'S' ? 'notFound' : answer.reason };
      }
      const record = fromServer(model.entity, answer.data, catalog);
      setState({ record, loaded: record });
      return { ok: true };
    },
    [adapter, model.entity, menu, catalog],
  );

  useEffect(() => {
    if (!initialId) return;
    let live = true;
    setLoad({ status: 'loading' });
    reload(initialId).then((result) => {
      if (live) setLoad(result.ok ? { status: 'ready' } : { status: 'failed', message: result.message, reason: result.reason });
    });
    return () => {
      live = false;
    };
  }, [initialId, reload]);

  /** Starts a new record: the entity and form defaults, then `values` (a tree's new node gets its parent). */
  const startNew = useCallback(
    (values: RecordValues = {}) => {
      const fresh = blankRecord();
      Object.assign(fresh.header, values);
      setState({ record: fresh, loaded: null });
    },
    [blankRecord],
  );

  const update = useCallback<RecordUpdate>((recipe) => {
    setState((current) => ({ ...current, record: produce(current.record, (draft) => recipe(draft, attrOf.current, current.record)) }));
  }, []);

  /** A line recomputed with its own lines (their totals), after its lines of lines are recomputed against it. */
  const recomputeWithChildren = useCallback(
    (lineEntity: NonNullable<ReturnType<typeof lineEntityOf>>, line: Draft<EditLine>, header: RecordValues, compute: LookupAttributeOf) => {
      for (const collection of lineEntity.lines ?? []) {
        if (!catalog.has(collection.entity)) continue;
        const childEntity = catalog.get(collection.entity);
        for (const child of line.lines?.[collection.name] ?? []) recomputeLine(childEntity, child.values, line.values, compute);
      }
      recomputeLine(lineEntity, line.values, header, compute, childValues(line as EditLine));
    },
    [catalog],
  );

  const setField = useCallback(
    (name: string, value: unknown, related?: RecordValues) => {
      update((draft, compute, before) => {
        draft.header[name] = value;
        Object.assign(draft.header, related);
        const changed = [name, ...Object.keys(related ?? {})];
        let followed = false;
        if (changed.some((field) => inheritedByLines.has(field))) {
          for (const [collection, lines] of Object.entries(draft.lines)) {
            const lineEntity = lineEntityOf(collection);
            if (lineEntity) for (const line of lines) followed = followHeader(lineEntity, line.values, before.header, draft.header) || followed;
          }
        }
        if (!compute) return;
        if (!followed && !changed.some((field) => computation.headerFieldsReadByLines.has(field))) {
          recomputeHeader(model.entity, draft.header, lineValues(before), compute);
          return;
        }
        // The lines read this header field or followed it (a tax rate they inherit): every line is computed again.
        for (const [collection, lines] of Object.entries(draft.lines)) {
          const lineEntity = lineEntityOf(collection);
          if (lineEntity) for (const line of lines) recomputeWithChildren(lineEntity, line, draft.header, compute);
        }
        const values = Object.fromEntries(Object.entries(draft.lines).map(([collection, lines]) => [collection, lines.map((line) => ({ ...line.values }))]));
        recomputeHeader(model.entity, draft.header, values, compute);
      });
    },
    [update, computation, inheritedByLines, lineEntityOf, model.entity, recomputeWithChildren],
  );

  const setLineField = useCallback(
    (collection: string, lineKey: string, name: string, value: unknown, related?: RecordValues) => {
      update((draft, compute, before) => {
        const index = before.lines[collection]?.findIndex((candidate) => candidate.key === lineKey) ?? -1;
        const line = index < 0 ? undefined : draft.lines[collection][index];
        if (!line) return;
        line.values[name] = value;
        Object.assign(line.values, related);
        const lineEntity = lineEntityOf(collection);
        if (!compute || !lineEntity) return;
        recomputeWithChildren(lineEntity, line, draft.header, compute);
        recomputeHeader(model.entity, draft.header, lineValues(before, { collection, key: lineKey, values: { ...line.values } }), compute);
      });
    },
    [update, lineEntityOf, model.entity, recomputeWithChildren],
  );

  /** New lines with these values (picked from a source), the entity defaults and the header's inherited values where a value is empty; their keys. */
  const addLines = useCallback(
    (collection: string, valuesList: readonly RecordValues[] = [{}]): string[] => {
      const grid = grids.find((candidate) => candidate.collection.name === collection);
      if (!grid) throw new Error(`no line grid for ${collection}`);
      const added = valuesList.map((values) => {
        const line = newLine(grid.entity, grid.collection);
        for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') line.values[name] = value;
        return line;
      });
      update((draft, compute, before) => {
        const lines = (draft.lines[collection] ??= []);
        for (const line of added) {
          lines.push(line);
          inheritInto(grid.entity, lines[lines.length - 1].values, draft.header);
          if (compute) recomputeWithChildren(grid.entity, lines[lines.length - 1], draft.header, compute);
        }
        if (compute && valuesList.some((values) => Object.keys(values).length > 0)) {
          const now = [...(before.lines[collection] ?? []).map((line) => line.values), ...lines.slice(-added.length).map((line) => ({ ...line.values }))];
          recomputeHeader(model.entity, draft.header, { ...lineValues(before), [collection]: now }, compute);
        }
      });
      return added.map((line) => line.key);
    },
    [grids, update, model.entity, recomputeWithChildren],
  );

  const addLine = useCallback((collection: string): string => addLines(collection)[0], [addLines]);

  const removeLine = useCallback(
    (collection: string, lineKey: string) => {
      update((draft, compute, before) => {
        const kept = (before.lines[collection] ?? []).filter((line) => line.key !== lineKey);
        draft.lines[collection] = kept;
        if (compute) recomputeHeader(model.entity, draft.header, { ...lineValues(before), [collection]: kept.map((line) => line.values) }, compute);
      });
    },
    [update, model.entity],
  );

  const children = useChildLineEdits({ model, update, lineEntityOf, recomputeWithChildren });

  return { record: state.record, loaded: state.loaded, load, reload, startNew, setField, setLineField, addLine, addLines, removeLine, ...children };
}
