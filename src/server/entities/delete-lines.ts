import { tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EngineContext } from './engine-context';

/** Ids per statement, well below every database's limit on bound values. */
const DELETE_CHUNK = 500;

function chunks(ids: readonly number[]): number[][] {
  const parts: number[][] = [];
  for (let start = 0; start < ids.length; start += DELETE_CHUNK) parts.push(ids.slice(start, start + DELETE_CHUNK));
  return parts;
}

/** Deletes the lines of the given records of `entity`, their own lines first, inside the caller's transaction. */
export async function deleteLinesBelow(context: EngineContext, entity: EntitySchema, ids: readonly number[]): Promise<void> {
  for (const collection of entity.lines ?? []) {
    const lineEntity = context.catalog.get(collection.entity);
    await context.guarded?.beforeWrite(lineEntity.name);
    for (const part of chunks(ids)) {
      if ((lineEntity.lines ?? []).length > 0) {
        const rows = await context.db.selectFrom(tableOf(lineEntity)).select(lineEntity.primaryKey).where(collection.foreignKey, 'in', part).execute();
        await deleteLinesBelow(context, lineEntity, rows.map((row) => Number(row[lineEntity.primaryKey])));
      }
      await context.db.deleteFrom(tableOf(lineEntity)).where(collection.foreignKey, 'in', part).execute();
    }
  }
}

/** Deletes line records of `entity` by id with everything below them. */
export async function deleteLinesOf(context: EngineContext, entity: EntitySchema, ids: readonly number[]): Promise<void> {
  await context.guarded?.beforeWrite(entity.name);
  await deleteLinesBelow(context, entity, ids);
  for (const part of chunks(ids)) await context.db.deleteFrom(tableOf(entity)).where(entity.primaryKey, 'in', part).execute();
}
