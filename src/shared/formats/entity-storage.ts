import { z } from 'zod';

/**
 * Where an entity's records live. `table` (the default): a database table the engine migrates, queries
 * and writes. `service`: records a provider registered in code answers (Redis keys, the tables of the
 * database, another system's interface logs); the endpoints, access checks, envelope, paging and field
 * metadata are the same, but there is no table, no migration and no engine-added field.
 */
export const EntityStorage = z.enum(['table', 'service']);
export type EntityStorage = z.infer<typeof EntityStorage>;

/** What the storage rules look at; the parsed entity schema has all of it. */
interface StorageFacts {
  storage?: EntityStorage;
  table?: string;
  primaryKey: string;
  fields: { name: string; unique?: boolean; autoNumber?: unknown; computed?: unknown; createStamp?: unknown }[];
  lines?: unknown[];
  workflow?: unknown;
  ownership?: unknown;
  orgScope?: unknown;
  permitScope?: unknown;
  userScope?: unknown;
  participantScope?: unknown;
  callerScope?: unknown;
  userLists?: unknown;
  serviceLists?: unknown;
  indexes?: unknown[];
  flexfields?: boolean;
}

/** Parts of a schema that only mean something for a table: the engine implements them with SQL. */
/** `userScope` works on both: the platform keeps a service entity's answer to the caller's own records (service-entity-operations.ts). */
const TABLE_ONLY_KEYS = ['lines', 'workflow', 'ownership', 'orgScope', 'permitScope', 'participantScope', 'userLists', 'indexes', 'flexfields'] as const;
const TABLE_ONLY_FIELD_RULES = ['unique', 'autoNumber', 'computed', 'createStamp'] as const;

/** `false` (e.g. "flexfields": false) asks for nothing, so it is allowed everywhere. */
function isSet(value: unknown): boolean {
  return value !== undefined && value !== false;
}

/**
 * The rules that depend on the storage: a table entity names its table; a service entity has none,
 * declares its primary key as a field (the provider decides whether keys are numbers or text), and
 * uses nothing the engine would have to implement in SQL.
 */
export function checkEntityStorage(entity: StorageFacts, context: z.RefinementCtx): void {
  const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
  if (entity.storage !== 'service') {
    if (isSet(entity.callerScope)) problem(['callerScope'], 'callerScope is for service entities: a table entity is scoped by ownership, orgScope, userScope or participantScope');
    if (entity.table === undefined) problem(['table'], 'a table is required (or "storage": "service" for records a provider answers)');
    if (isSet(entity.serviceLists)) problem(['serviceLists'], 'serviceLists are for service entities: a table entity lists the caller\'s own records with userLists');
    return;
  }
  if (entity.table !== undefined) problem(['table'], 'a service entity has no table: its records come from a provider registered in code');
  if (!entity.fields.some((field) => field.name === entity.primaryKey)) {
    problem(['primaryKey'], `declare the primary key \`${entity.primaryKey}\` as a field: its type is the provider's`);
  }
  for (const key of TABLE_ONLY_KEYS) {
    if (isSet(entity[key])) problem([key], `a service entity cannot have ${key}: the engine implements it on a table`);
  }
  entity.fields.forEach((field, index) => {
    for (const rule of TABLE_ONLY_FIELD_RULES) {
      if (isSet(field[rule])) {
        problem(['fields', index, rule], `a field of a service entity cannot be ${rule}: the engine implements it on a table`);
      }
    }
  });
}
