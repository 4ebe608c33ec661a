import { isNeverSent } from '../../shared/entity/never-sent';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { findField, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EngineContext } from './engine-context';
import type { EntityRecord } from './entity-engine.types';

/** A referenced entity the display keys read: the columns they need and the fields of the rows that hold its ids. */
interface DisplaySource {
  target: EntitySchema;
  columns: string[];
  idFields: string[];
}

/** One reference field and the display keys it fills ([key, column of the referenced entity]). */
interface DisplayFill {
  field: string;
  entity: string;
  keys: [key: string, source: string][];
}

interface DisplayPlan {
  sources: Map<string, DisplaySource>;
  fills: DisplayFill[];
}

/** Each entity's plan, worked out once per catalog: every list page fills display keys. */
const plansByCatalog = new WeakMap<EntityCatalog, WeakMap<EntitySchema, DisplayPlan>>();

function displayPlan(entity: EntitySchema, catalog: EntityCatalog): DisplayPlan {
  let plans = plansByCatalog.get(catalog);
  if (!plans) {
    plans = new WeakMap();
    plansByCatalog.set(catalog, plans);
  }
  let plan = plans.get(entity);
  if (plan) return plan;
  plan = { sources: new Map(), fills: [] };
  for (const field of entity.fields) {
    const ref = field.ref;
    if (!ref?.display) continue;
    plan.fills.push({ field: field.name, entity: ref.entity, keys: Object.entries(ref.display) });
    if (!catalog.has(ref.entity)) continue;
    const target = catalog.get(ref.entity);
    const source = plan.sources.get(ref.entity) ?? { target, columns: [], idFields: [] };
    for (const column of Object.values(ref.display)) {
      // A serverOnly column (a password hash, say) never leaves the server, not even as a display key.
      if (!isNeverSent(findField(target, column)) && !source.columns.includes(column)) source.columns.push(column);
    }
    source.idFields.push(field.name);
    plan.sources.set(ref.entity, source);
  }
  plans.set(entity, plan);
  return plan;
}

/** The ids the rows point at through the fields. */
function referencedIds(rows: EntityRecord[], fields: string[]): Set<number> {
  const ids = new Set<number>();
  for (const field of fields) {
    for (const row of rows) {
      const value = row[field];
      const id = Number(value);
      if (value !== null && value !== undefined && Number.isFinite(id)) ids.add(id);
    }
  }
  return ids;
}

/**
 * Fills the display keys of references (`supplierName` beside `supplierId`) with ONE query per referenced
 * entity for all rows, never one per row. A dangling id leaves its display keys null.
 */
export async function fillDisplayKeys(context: EngineContext, entity: EntitySchema, rows: EntityRecord[]): Promise<void> {
  if (rows.length === 0) return;
  const plan = displayPlan(entity, context.catalog);
  // One query per referenced entity, all at once (on PostgreSQL, each on a connection of its own).
  const loaded = new Map(
    await Promise.all(
      [...plan.sources].map(async ([name, { target, columns, idFields }]) => {
        const byId = new Map<number, Record<string, unknown>>();
        const ids = referencedIds(rows, idFields);
        if (ids.size > 0 && columns.length > 0) {
          const found = await context.db
            .selectFrom(tableOf(target))
            .select([target.primaryKey, ...columns])
            .where(target.primaryKey, 'in', [...ids])
            .execute();
          for (const row of found) byId.set(Number(row[target.primaryKey]), row);
        }
        return [name, byId] as const;
      }),
    ),
  );
  for (const { field, entity: referenced, keys } of plan.fills) {
    const byId = loaded.get(referenced);
    for (const row of rows) {
      const found = row[field] === null || row[field] === undefined ? undefined : byId?.get(Number(row[field]));
      for (const [key, source] of keys) {
        const value = found?.[source];
        row[key] = value === undefined ? null : typeof value === 'bigint' ? Number(value) : value;
      }
    }
  }
}
