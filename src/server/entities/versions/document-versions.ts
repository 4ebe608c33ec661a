import { changeableField } from '../../../shared/change-request/change-request-plan';
import { tableOf } from '../../../shared/entity/entity-catalog';
import type { EntitySchema, LineCollection } from '../../../shared/formats/entity-format';
import type { VersionedRule } from '../../../shared/formats/versioned-format';
import { diffRecords, type DiffCollection } from '../change-requests/record-diff';
import type { EngineContext } from '../engine-context';
import type { Actor, EntityRecord } from '../entity-engine.types';
import { recordWithLines } from '../load-record';
import { insertRows } from '../write-row';

/** The fields of a snapshot line and of a change record naming the version they belong to. */
const VERSION_NUMBER = 'versionNumber';
const SNAPSHOT = 'snapshot';

function collectionOf(entity: EntitySchema, name: string): LineCollection {
  const found = entity.lines?.find((lines) => lines.name === name);
  if (!found) throw new Error(`${entity.name}: versioned collection ${name} is not a line collection`);
  return found;
}

/** The collections a save never takes from its input: the engine alone writes the snapshots and change records. */
export function versionCollections(entity: EntitySchema): string[] {
  return entity.versioned ? [entity.versioned.snapshots, entity.versioned.changes] : [];
}

/** What a version compares: the changeable fields of the header and of each other line collection, lines by id. */
function versionDiff(context: EngineContext, entity: EntitySchema, rule: VersionedRule) {
  const own = new Set([rule.snapshots, rule.changes]);
  const collections: DiffCollection[] = (entity.lines ?? [])
    .filter((collection) => !own.has(collection.name))
    .map((collection) => {
      const lineEntity = context.catalog.get(collection.entity);
      const skip = [collection.foreignKey, ...(collection.numberField ? [collection.numberField] : [])];
      return {
        name: collection.name,
        entity: lineEntity,
        fields: lineEntity.fields.filter((field) => changeableField(field, skip)).map((field) => field.name),
        sourceOf: (line: EntityRecord) => (line[lineEntity.primaryKey] === undefined || line[lineEntity.primaryKey] === null ? undefined : Number(line[lineEntity.primaryKey])),
      };
    });
  return { entity, fields: entity.fields.filter((field) => changeableField(field, [rule.versionField])).map((field) => field.name), collections };
}

async function stored(context: EngineContext, entity: EntitySchema, id: number): Promise<EntityRecord> {
  const row = await context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', id).executeTakeFirstOrThrow();
  return recordWithLines(context, entity, row);
}

async function snapshotOf(context: EngineContext, entity: EntitySchema, rule: VersionedRule, id: number, version: number): Promise<EntityRecord | undefined> {
  const collection = collectionOf(entity, rule.snapshots);
  const row = await context.db
    .selectFrom(tableOf(context.catalog.get(collection.entity)))
    .selectAll()
    .where(collection.foreignKey, '=', id)
    .where(VERSION_NUMBER, '=', version)
    .executeTakeFirst();
  return row ? (JSON.parse(String(row[SNAPSHOT])) as EntityRecord) : undefined;
}

/**
 * After a workflow action of a versioned document, in its transaction: the change it opens keeps the version in
 * force (once per version), and the approval that ends a change raises the version and writes what changed.
 */
export async function afterVersionedAction(context: EngineContext, entity: EntitySchema, action: string, id: number, actor: Actor): Promise<void> {
  const rule = entity.versioned;
  if (!rule || (action !== rule.openOn && action !== rule.bumpOn)) return;
  const record = await stored(context, entity, id);
  const version = Number(record[rule.versionField] ?? 1);
  const previous = await snapshotOf(context, entity, rule, id, version);
  if (action === rule.openOn) {
    if (previous) return;
    const kept: EntityRecord = { ...record };
    for (const name of versionCollections(entity)) delete kept[name];
    const collection = collectionOf(entity, rule.snapshots);
    await insertRows(context, context.catalog.get(collection.entity), [{ [collection.foreignKey]: id, [VERSION_NUMBER]: version, [SNAPSHOT]: JSON.stringify(kept) }], actor);
    return;
  }
  // Approved without a change opened on this version (the first approval): it stays the version it is.
  if (!previous) return;
  const next = version + 1;
  const changes = await diffRecords(context, versionDiff(context, entity, rule), previous, record, actor);
  const collection = collectionOf(entity, rule.changes);
  const numberField = collection.numberField;
  const start = numberField ? ((record[rule.changes] as EntityRecord[] | undefined)?.length ?? 0) : 0;
  const rows = changes.map((change, index) => ({ ...change, [collection.foreignKey]: id, [VERSION_NUMBER]: next, ...(numberField ? { [numberField]: start + index + 1 } : {}) }));
  await insertRows(context, context.catalog.get(collection.entity), rows, actor);
  await context.db.updateTable(tableOf(entity)).set({ [rule.versionField]: next }).where(entity.primaryKey, '=', id).execute();
}
