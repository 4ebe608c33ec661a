import { findField } from '../../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import { isEmptyValue } from '../../../shared/validation/validate-record';
import type { EngineContext } from '../engine-context';
import type { Actor, EntityRecord } from '../entity-engine.types';
import { entityLabel, fieldLabel } from '../entity-fields';
import { loadLookups, lookupTypesOf } from '../lookup-values';
import { lineLabel, sameValue, shownValue } from './change-values';

/** One compared line collection: its entity, the fields compared, and which line of `before` a line of `after` is. */
export interface DiffCollection {
  name: string;
  entity: EntitySchema;
  fields: string[];
  /** The id of the `before` line an `after` line stands for; undefined for a line `after` adds. */
  sourceOf: (line: EntityRecord) => number | undefined;
}

/** What to compare of two versions of a record. */
export interface DiffPlan {
  entity: EntitySchema;
  fields: string[];
  collections: DiffCollection[];
}

/** A change record as people read it (old -> new as text, in the actor's language). */
export type ChangeRecord = Record<string, unknown>;

/**
 * Each changed header field, each changed field of a kept line, every field of an added or removed line, old -> new:
 * the diff of change requests (a request against its target) and of document versions (a version against the last).
 */
export async function diffRecords(context: EngineContext, plan: DiffPlan, before: EntityRecord, after: EntityRecord, actor: Actor): Promise<ChangeRecord[]> {
  const language = actor.language;
  const lookups = await loadLookups(context, lookupTypesOf([plan.entity, ...plan.collections.map((collection) => collection.entity)]));
  const records: ChangeRecord[] = [];
  const add = async (part: string, partLabel: string, entity: EntitySchema, name: string, changeType: string, line: string | null, old: unknown, now: unknown) => {
    const field = findField(entity, name);
    if (!field) return;
    records.push({
      partName: part, partLabel, lineLabel: line, changeType, fieldName: name, fieldLabel: fieldLabel(field, language),
      oldValue: await shownValue(context, field, old, lookups, language),
      newValue: await shownValue(context, field, now, lookups, language),
    });
  };
  const headerLabel = entityLabel(plan.entity, language);
  for (const name of plan.fields) {
    if (!sameValue(after[name], before[name])) await add('header', headerLabel, plan.entity, name, 'CHANGE', null, before[name], after[name]);
  }
  for (const collection of plan.collections) {
    const partLabel = entityLabel(collection.entity, language);
    const beforeLines = Array.isArray(before[collection.name]) ? (before[collection.name] as EntityRecord[]) : [];
    const afterLines = Array.isArray(after[collection.name]) ? (after[collection.name] as EntityRecord[]) : [];
    const byId = new Map(beforeLines.map((line) => [Number(line[collection.entity.primaryKey]), line]));
    const kept = new Set<number>();
    for (const [index, line] of afterLines.entries()) {
      const sourceId = collection.sourceOf(line);
      const source = sourceId === undefined ? undefined : byId.get(sourceId);
      const label = await lineLabel(context, collection.entity, line, index + 1, lookups, language);
      if (source && sourceId !== undefined) kept.add(sourceId);
      for (const name of collection.fields) {
        if (!source) {
          if (!isEmptyValue(line[name])) await add(collection.name, partLabel, collection.entity, name, 'ADD', label, null, line[name]);
        } else if (!sameValue(line[name], source[name])) await add(collection.name, partLabel, collection.entity, name, 'CHANGE', label, source[name], line[name]);
      }
    }
    for (const [index, line] of beforeLines.entries()) {
      if (kept.has(Number(line[collection.entity.primaryKey]))) continue;
      const label = await lineLabel(context, collection.entity, line, index + 1, lookups, language);
      for (const name of collection.fields) {
        if (!isEmptyValue(line[name])) await add(collection.name, partLabel, collection.entity, name, 'REMOVE', label, line[name], null);
      }
    }
  }
  return records;
}
