import type { EntityField, EntitySchema, FieldType, LineCollection } from '../formats/entity-format';
import { MAX_LINE_DEPTH } from './entity-limits';

/** Fields every entity gets from the engine, besides its primary key. */
export const AUDIT_FIELDS = [
  'versionNum',
  'creationDate',
  'createdBy',
  'lastUpdatedBy',
  'lastUpdateDate',
  'lastUpdateLogin',
] as const;

export const FLEX_FIELDS = [
  'attributeCategory',
  ...Array.from({ length: 10 }, (_, i) => `attribute${i + 1}`),
] as const;

export interface LineRelation {
  header: EntitySchema;
  collection: LineCollection;
}

/** All entity schemas by name, with the relations between them resolved once. */
export class EntityCatalog {
  private readonly byName = new Map<string, EntitySchema>();
  private readonly parents = new Map<string, LineRelation>();

  constructor(entities: EntitySchema[]) {
    for (const entity of entities) {
      if (this.byName.has(entity.name)) throw new Error(`entity ${entity.name} is defined twice`);
      this.byName.set(entity.name, entity);
    }
    for (const entity of entities) {
      for (const collection of entity.lines ?? []) {
        this.parents.set(collection.entity, { header: entity, collection });
      }
    }
  }

  get(name: string): EntitySchema {
    const entity = this.byName.get(name);
    if (!entity) throw new Error(`unknown entity ${name}`);
    return entity;
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  all(): EntitySchema[] {
    return [...this.byName.values()];
  }

  /** The header an entity is a line of, if any. */
  parentOf(name: string): LineRelation | undefined {
    return this.parents.get(name);
  }

  /**
   * The relations above a line entity, nearest first: an order line's schedule has its order line, then
   * the order. Empty for a header. Stops at a cycle (the validator reports it).
   */
  headersOf(name: string): LineRelation[] {
    const chain: LineRelation[] = [];
    const seen = new Set([name]);
    let relation = this.parents.get(name);
    while (relation && !seen.has(relation.header.name)) {
      chain.push(relation);
      seen.add(relation.header.name);
      relation = this.parents.get(relation.header.name);
    }
    return chain;
  }

  /** The document an entity's records belong to: the top header above it, or the entity itself. */
  documentOf(name: string): EntitySchema {
    const chain = this.headersOf(name);
    return chain.length > 0 ? chain[chain.length - 1].header : this.get(name);
  }
}

/** Refuses schemas whose line collections nest deeper than MAX_LINE_DEPTH (the server checks at start; `npm run validate` names the file). */
export function assertLineDepth(catalog: EntityCatalog): void {
  for (const entity of catalog.all()) {
    if (catalog.headersOf(entity.name).length > MAX_LINE_DEPTH) {
      throw new Error(`entity ${entity.name}: line collections nest at most ${MAX_LINE_DEPTH} deep`);
    }
  }
}

/** Records answered by a provider registered in code, not stored in a table (src/shared/formats/entity-storage.ts). */
export function isServiceEntity(entity: EntitySchema): boolean {
  return entity.storage === 'service';
}

/** The table of an entity stored in the database; asking it of a service entity is a programming error. */
export function tableOf(entity: EntitySchema): string {
  if (entity.table === undefined) throw new Error(`entity ${entity.name} has no table: a provider answers its records`);
  return entity.table;
}

/** The type of the primary key: the engine's integer ids, or the declared key field of a service entity. */
export function primaryKeyType(entity: EntitySchema): FieldType {
  return findField(entity, entity.primaryKey)?.type ?? 'integer';
}

export function findField(entity: EntitySchema, name: string): EntityField | undefined {
  return entity.fields.find((field) => field.name === name);
}

/** Every column name of the entity's table: key, declared fields, flexfields, audit fields. */
export function columnNames(entity: EntitySchema): string[] {
  return [
    entity.primaryKey,
    ...entity.fields.map((field) => field.name),
    ...(entity.flexfields ? FLEX_FIELDS : []),
    ...AUDIT_FIELDS,
  ];
}

/** Names a record may carry besides declared fields: references' display keys, and the reader's read marker (readReceipts.readKey). */
export function displayKeys(entity: EntitySchema): string[] {
  const readKey = entity.readReceipts?.readKey;
  return [...entity.fields.flatMap((field) => Object.keys(field.ref?.display ?? {})), ...(readKey ? [readKey] : [])];
}
