import { produce } from 'immer';
import { useCallback, useEffect, useState } from 'react';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useScreenContext } from '../../context/screen-context';
import { entityRequests, recordId } from '../../data/entity-requests';
import { fromServer, newLine, newRecord, type EditRecord, type RecordValues } from './edit-record';
import type { EditScreenModel } from './edit-model';

export type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

/**
 * The record an edit screen works on: loaded by id, or new with the entity defaults. Every change goes
 * through immer so the previous state stays intact (unsaved edits survive any failed call).
 */
export function useEditRecord(model: EditScreenModel, initialId: string | undefined) {
  const adapter = useDataAdapter();
  const { menu } = useScreenContext();
  const [record, setRecord] = useState<EditRecord>(() => newRecord(model.entity));
  const [load, setLoad] = useState<LoadState>(initialId ? { status: 'loading' } : { status: 'ready' });

  /** Reads the record again from the server; false (and the current edits kept) when that fails. */
  const reload = useCallback(
    async (id: unknown): Promise<{ ok: true } | { ok: false; message: string }> => {
      const answer = await entityRequests(adapter, model.entity, menu).findById(recordId(model.entity, id));
      if (answer.status !== 'S' || typeof answer.data !== 'object' || answer.data === null) {
        return { ok: false, message: answer.msg };
      }
      setRecord(fromServer(model.entity, answer.data));
      return { ok: true };
    },
    [adapter, model.entity, menu],
  );

  useEffect(() => {
    if (!initialId) return;
    let live = true;
    setLoad({ status: 'loading' });
    reload(initialId).then((result) => {
      if (live) setLoad(result.ok ? { status: 'ready' } : { status: 'failed', message: result.message });
    });
    return () => {
      live = false;
    };
  }, [initialId, reload]);

  const setField = useCallback((name: string, value: unknown, related?: RecordValues) => {
    setRecord((current) =>
      produce(current, (draft) => {
        draft.header[name] = value;
        Object.assign(draft.header, related);
      }),
    );
  }, []);

  const setLineField = useCallback(
    (collection: string, lineKey: string, name: string, value: unknown, related?: RecordValues) => {
      setRecord((current) =>
        produce(current, (draft) => {
          const line = draft.lines[collection]?.find((candidate) => candidate.key === lineKey);
          if (!line) return;
          line.values[name] = value;
          Object.assign(line.values, related);
        }),
      );
    },
    [],
  );

  const addLine = useCallback(
    (collection: string): string => {
      const grid = model.lineGrids.find((candidate) => candidate.collection.name === collection);
      if (!grid) throw new Error(`no line grid for ${collection}`);
      const line = newLine(grid.entity, grid.collection);
      setRecord((current) =>
        produce(current, (draft) => {
          (draft.lines[collection] ??= []).push(line);
        }),
      );
      return line.key;
    },
    [model.lineGrids],
  );

  const removeLine = useCallback((collection: string, lineKey: string) => {
    setRecord((current) =>
      produce(current, (draft) => {
        draft.lines[collection] = (draft.lines[collection] ?? []).filter((line) => line.key !== lineKey);
      }),
    );
  }, []);

  return { record, load, reload, setField, setLineField, addLine, removeLine };
}
