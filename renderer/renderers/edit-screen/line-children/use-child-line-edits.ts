import type { Draft } from 'immer';
import { useCallback } from 'react';
import type { EntitySchema } from '../../../../src/shared/formats/entity-format';
import type { LookupAttributeOf } from '../../../lookups/use-lookup-attributes';
import { newLine, type EditLine, type EditRecord, type RecordValues } from '../edit-record';
import type { EditScreenModel } from '../edit-model';
import { inheritInto } from '../inherited-fields';
import { lineValues, recomputeHeader } from '../live-computed';
import type { RecordUpdate } from '../use-edit-record';

interface ChildEditDeps {
  model: EditScreenModel;
  update: RecordUpdate;
  lineEntityOf: (collection: string) => EntitySchema | undefined;
  /** Recomputes a line's lines of lines against it, then the line with their totals. */
  recomputeWithChildren: (lineEntity: EntitySchema, line: Draft<EditLine>, header: RecordValues, compute: LookupAttributeOf) => void;
}

/** Where a line of a line is: its line (collection and key), its own collection. */
export interface ChildPlace {
  collection: string;
  lineKey: string;
  children: string;
}

/**
 * Edits of lines of lines (an order line's schedules): add, delete and change one, then the line's
 * computed fields (a scheduled quantity adding them up) and the header's totals follow, as the server
 * computes them on save.
 */
export function useChildLineEdits({ model, update, lineEntityOf, recomputeWithChildren }: ChildEditDeps) {
  /** Runs `change` on the line's draft and its collection, then recomputes the line and the header. */
  const changeLine = useCallback(
    (place: ChildPlace, change: (children: Draft<EditLine>[], before: EditLine) => Draft<EditLine>[] | void) => {
      update((draft, compute, before) => {
        const index = before.lines[place.collection]?.findIndex((candidate) => candidate.key === place.lineKey) ?? -1;
        if (index < 0) return;
        const line = draft.lines[place.collection][index];
        line.lines ??= {};
        const replaced = change((line.lines[place.children] ??= []), before.lines[place.collection][index]);
        if (replaced) line.lines[place.children] = replaced;
        const lineEntity = lineEntityOf(place.collection);
        if (!compute || !lineEntity) return;
        recomputeWithChildren(lineEntity, line, draft.header, compute);
        recomputeHeader(model.entity, draft.header, lineValues(before as EditRecord, { collection: place.collection, key: place.lineKey, values: { ...line.values } }), compute);
      });
    },
    [update, lineEntityOf, recomputeWithChildren, model.entity],
  );

  const setChildField = useCallback(
    (place: ChildPlace, childKey: string, name: string, value: unknown, related?: RecordValues) => {
      changeLine(place, (children) => {
        const child = children.find((candidate) => candidate.key === childKey);
        if (!child) return;
        child.values[name] = value;
        Object.assign(child.values, related);
      });
    },
    [changeLine],
  );

  /** A new line of the line, with its entity's defaults and the values it inherits from its line; its key. */
  const addChild = useCallback(
    (place: ChildPlace): string => {
      const lineEntity = lineEntityOf(place.collection);
      const collection = lineEntity?.lines?.find((lines) => lines.name === place.children);
      if (!lineEntity || !collection || !model.catalog.has(collection.entity)) throw new Error(`no lines ${place.children} under ${place.collection}`);
      const childEntity = model.catalog.get(collection.entity);
      const child = newLine(childEntity, collection);
      changeLine(place, (children, line) => {
        inheritInto(childEntity, child.values, line.values);
        children.push(child);
      });
      return child.key;
    },
    [changeLine, lineEntityOf, model.catalog],
  );

  const removeChild = useCallback(
    (place: ChildPlace, childKey: string) => {
      changeLine(place, (_children, before) => (before.lines?.[place.children] ?? []).filter((child) => child.key !== childKey));
    },
    [changeLine],
  );

  return { setChildField, addChild, removeChild };
}
