import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { findField, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EngineContext } from './engine-context';
import type { EntityRecord } from './entity-engine.types';

interface DisplayNeed {
  /** Columns to read from the referenced entity. */
  sources: Set<string>;
  ids: Set<number>;
}

/** Referenced entity -> the ids the rows point at and the columns their display keys need. */
function collectNeeds(entity: EntitySchema, rows: EntityRecord[], catalog: EntityCatalog): Map<string, DisplayNeed> {
  const needs = new Map<string, DisplayNeed>();
  for (const field of entity.fields) {
    const ref = field.ref;
    if (!ref?.display || !catalog.has(ref.entity)) continue;
    const target = catalog.get(ref.entity);
    const need = needs.get(ref.entity) ?? { sources: new Set<string>(), ids: new Set<number>() };
    for (const source of Object.values(ref.display)) {
      // A serverOnly column (a password hash, say) never leaves the server, not even as a display key.
      if (!findField(target, source)?.serverOnly) need.sources.add(source);
    }
    for (const row of rows) {
      const id = Number(row[field.name]);
      if (row[field.name] !== null && row[field.name] !== undefined && Number.isFinite(id)) need.ids.add(id);
    }
    needs.set(ref.entity, need);
  }
  return needs;
}

/**
 * Fills the display keys of references (`supplierName` beside `supplierId`) with ONE query per referenced
 * entity for all rows, never one per row. A dangling id leaves its display keys null.
 */
export async function fillDisplayKeys(context: EngineContext, entity: EntitySchema, rows: EntityRecord[]): Promise<void> {
  if (rows.length === 0) return;
  const needs = collectNeeds(entity, rows, context.catalog);
  const loaded = new Map<string, Map<number, Record<string, unknown>>>();
  for (const [name, need] of needs) {
    const target = context.catalog.get(name);
    const byId = new Map<number, Record<string, unknown>>();
    if (need.ids.size > 0 && need.sources.size > 0) {
      const found = await context.db
        .selectFrom(tableOf(target))
        .select([target.primaryKey, ...need.sources])
        .where(target.primaryKey, 'in', [...need.ids])
        .execute();
      for (const row of found) byId.set(Number(row[target.primaryKey]), row);
    }
    loaded.set(name, byId);
  }
  for (const field of entity.fields) {
    const ref = field.ref;
    if (!ref?.display) continue;
    const byId = loaded.get(ref.entity);
    for (const row of rows) {
      const referenced = row[field.name] === null || row[field.name] === undefined ? undefined : byId?.get(Number(row[field.name]));
      for (const [key, source] of Object.entries(ref.display)) {
        const value = referenced?.[source];
        row[key] = value === undefined ? null : typeof value === 'bigint' ? Number(value) : value;
      }
    }
  }
}
