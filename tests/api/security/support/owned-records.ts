import { randomUUID } from 'node:crypto';
import { type EntityCatalog, isServiceEntity, tableOf } from '../../../../src/shared/entity/entity-catalog';
import type { EntityField, EntitySchema, Ownership } from '../../../../src/shared/formats/entity-format';
import { ownerOf } from '../../../../src/server/entities/supplier-scope';
import type { Database } from '../../../../src/server/db';

type Row = Record<string, unknown>;

/** Entities whose records belong to a supplier: an owner field of their own or their header's. */
export function supplierOwnedEntities(catalog: EntityCatalog): EntitySchema[] {
  return catalog.all().filter((entity) => !isServiceEntity(entity) && ownerOf(entity, catalog) !== undefined);
}

/** The status a record must be in for its own supplier to see it. */
function visibleStatus(owner: EntitySchema, ownership: Ownership): string | undefined {
  if (!owner.workflow) return undefined;
  return ownership.supplierVisibleStatuses?.[0] ?? owner.workflow.initial;
}

async function anyId(database: Database, entity: EntitySchema): Promise<number | null> {
  const row = await database.db.selectFrom(tableOf(entity)).select(entity.primaryKey).orderBy(entity.primaryKey).limit(1).executeTakeFirst();
  return row ? Number(row[entity.primaryKey]) : null;
}

/** A value a column accepts, for a record written straight into the table. */
async function sampleValue(database: Database, catalog: EntityCatalog, field: EntityField): Promise<unknown> {
  const unique = field.unique || field.autoNumber ? `-${randomUUID().slice(0, 8)}` : '';
  if (field.lookup) {
    const value = await database.db
      .selectFrom('base_lookup_values')
      .select('lookupCode')
      .where('lookupType', '=', field.lookup)
      .limit(1)
      .executeTakeFirst();
    return value?.lookupCode ?? null;
  }
  if (field.ref && catalog.has(field.ref.entity)) return anyId(database, catalog.get(field.ref.entity));
  switch (field.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'date':
      return '2026-01-15';
    case 'datetime':
      return '2026-01-15 08:00:00';
    case 'flag':
      return 'N';
    case 'attachment':
      return null;
    default:
      return `sec${unique}`.slice(0, field.length ?? 200);
  }
}

const AUDIT = { versionNum: 1, creationDate: '2026-01-15 08:00:00', createdBy: -1, lastUpdatedBy: -1, lastUpdateDate: '2026-01-15 08:00:00', lastUpdateLogin: -1 };
/**
 * Keys of written records start here, so an attacked id never equals a small number an answer names
 * for another reason ("Record 1: ..." of a batch), which the comparison with a missing id would blank.
 */
const WRITTEN_KEYS_FROM = 900_000;
let writtenKeys = 0;

/** A record of `entity` written straight into its table: `fixed` values, required fields with sample values. */
export async function insertRow(database: Database, catalog: EntityCatalog, entity: EntitySchema, fixed: Row): Promise<number> {
  writtenKeys += 1;
  const values: Row = { ...AUDIT, [entity.primaryKey]: WRITTEN_KEYS_FROM + writtenKeys };
  for (const field of entity.fields) {
    if (field.name in fixed) continue;
    if (field.required || field.unique || field.autoNumber) values[field.name] = await sampleValue(database, catalog, field);
  }
  Object.assign(values, fixed);
  const inserted = await database.db.insertInto(tableOf(entity)).values(values).returning(entity.primaryKey).executeTakeFirstOrThrow();
  return Number(inserted[entity.primaryKey]);
}

/**
 * The id of a record of `entity` that belongs to `supplierId` and that supplier sees: an existing one
 * (the demo data), else one written straight into the table from the schema (required fields with
 * sample values, the owner field, a status suppliers see; a line under such a header, a line of a line
 * under such a line). So every
 * supplier-owned entity, including ones added later, has a record to attack.
 */
export async function recordOfSupplier(database: Database, catalog: EntityCatalog, entity: EntitySchema, supplierId: number): Promise<number> {
  const found = ownerOf(entity, catalog);
  if (!found) throw new Error(`${entity.name} has no owner field`);
  const { owner, ownership } = found;
  if (ownership.supplierField === owner.primaryKey && owner === entity) return supplierId;
  const status = visibleStatus(owner, ownership);
  const audience = ownership.audience;
  const audienceCollection = audience ? owner.lines?.find((collection) => collection.name === audience.lines) : undefined;
  const headerRow = async (): Promise<number> => {
    let query = database.db.selectFrom(tableOf(owner)).select(owner.primaryKey);
    if (ownership.supplierField) query = query.where(ownership.supplierField, '=', supplierId);
    if (status && owner.workflow) query = query.where(owner.workflow.statusField, '=', status);
    // A record addressed by an audience is always written fresh: a demo one may also address other suppliers.
    const existing = audience ? undefined : await query.orderBy(owner.primaryKey).limit(1).executeTakeFirst();
    if (existing) return Number(existing[owner.primaryKey]);
    const fixed: Row = ownership.supplierField ? { [ownership.supplierField]: supplierId } : {};
    if (status && owner.workflow) fixed[owner.workflow.statusField] = status;
    const headerId = await insertRow(database, catalog, owner, fixed);
    if (audience && audienceCollection) {
      // Addressed to the supplier by its own id (the first direct match of the audience): one receiver line naming it.
      const direct = audience.match.find((match) => !match.through);
      if (!direct) throw new Error(`${owner.name}: the audience has no direct supplier match to address a test record with`);
      await insertRow(database, catalog, catalog.get(audienceCollection.entity), { [audienceCollection.foreignKey]: headerId, [direct.field]: supplierId });
    }
    return headerId;
  };
  let id = await headerRow();
  // Down from the owner to the entity: a line under that header, a line of a line under that line.
  const chain = catalog.headersOf(entity.name);
  const below = chain.slice(0, chain.findIndex((relation) => relation.header === owner) + 1).reverse();
  if (below.length === 0 && owner !== entity) throw new Error(`${entity.name} is owned through a header it is no line of`);
  for (const relation of below) {
    const lineEntity = catalog.get(relation.collection.entity);
    let lineQuery = database.db.selectFrom(tableOf(lineEntity)).select(lineEntity.primaryKey).where(relation.collection.foreignKey, '=', id);
    // The audience line the supplier sees is the one addressing it.
    const addressing = relation.header === owner && audienceCollection === relation.collection ? audience?.match.find((match) => !match.through) : undefined;
    if (addressing) lineQuery = lineQuery.where(addressing.field, '=', supplierId);
    const line = await lineQuery.orderBy(lineEntity.primaryKey).limit(1).executeTakeFirst();
    id = line ? Number(line[lineEntity.primaryKey]) : await insertRow(database, catalog, lineEntity, { [relation.collection.foreignKey]: id });
  }
  return id;
}

/** The stored row and its lines, to prove an attempt changed nothing. */
export async function snapshot(database: Database, catalog: EntityCatalog, entity: EntitySchema, id: number): Promise<unknown> {
  const row = await database.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', id).executeTakeFirst();
  const lines: Record<string, unknown> = {};
  for (const collection of entity.lines ?? []) {
    const lineEntity = catalog.get(collection.entity);
    lines[collection.name] = await database.db
      .selectFrom(tableOf(lineEntity))
      .selectAll()
      .where(collection.foreignKey, '=', id)
      .orderBy(lineEntity.primaryKey)
      .execute();
  }
  return { row: row ?? null, lines };
}

/** The ids of the supplier users' own suppliers. */
export async function supplierIdOfUser(database: Database, userName: string): Promise<number> {
  const row = await database.db.selectFrom('base_users').select('supplierId').where('userName', '=', userName).executeTakeFirstOrThrow();
  return Number(row.supplierId);
}
