import { FLEX_FIELDS } from '../../src/shared/entity/entity-catalog';
import { DemoRecordsFile, isRecordRef, SystemRecordsFile, type DemoRecord, type DemoValue } from '../../src/shared/formats/demo-records-format';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { isServerSetField } from '../../src/shared/validation/validate-record';
import { schemaRefFor } from './check-schema-refs';
import type { JsonFile } from './project-files';
import { jsonPath, type ProblemList } from './problems';
import { didYouMean } from './suggest';

/** The folder of the generic demo seed (src/server/seed/demo-records.ts). */
export const DEMO_RECORDS_DIR = 'seed/demo/records';

/** The folder of the system records (src/server/seed/system-records.ts), applied before any demo record. */
export const SYSTEM_RECORDS_DIR = 'seed/system/records';

/** The demo user names of seed/system/demo-users.json, read loosely: the server checks that file's shape. */
export function demoUserNames(json: unknown): Set<string> {
  const users = (json as { users?: { userName?: unknown }[] } | null)?.users;
  return new Set((Array.isArray(users) ? users : []).map((user) => user?.userName).filter((name): name is string => typeof name === 'string'));
}

interface FileContext {
  file: string;
  entities: ReadonlyMap<string, EntitySchema>;
  problems: ProblemList;
  /** "entity.field" -> codes the files before this record create (the key of a demo file). */
  created: Map<string, Set<string>>;
  /** "entity.field" pairs some demo file creates records by: only those references can be checked. */
  seeded: ReadonlySet<string>;
}

function inputFields(entity: EntitySchema): Set<string> {
  return new Set([...entity.fields.filter((field) => !isServerSetField(field)).map((field) => field.name), ...(entity.flexfields ? FLEX_FIELDS : [])]);
}

function checkValue(context: FileContext, entity: EntitySchema, field: string, value: DemoValue, path: string): void {
  const { file, entities, problems } = context;
  if (isRecordRef(value)) {
    const target = entities.get(value.ref);
    if (!target) return problems.add(file, `${path}.ref`, `entity \`${value.ref}\` does not exist${didYouMean(value.ref, entities.keys())}`);
    const by = target.fields.find((candidate) => candidate.name === value.by);
    if (!by) return problems.add(file, `${path}.by`, `field \`${value.by}\` is not in entity ${target.name}${didYouMean(value.by, target.fields.map((f) => f.name))}`);
    if (!by.unique && target.codeField !== by.name) problems.add(file, `${path}.by`, `\`${value.by}\` is neither unique nor the code field of ${target.name}: it may find several records`);
    const pair = `${target.name}.${value.by}`;
    if (context.seeded.has(pair) && !context.created.get(pair)?.has(String(value.value))) {
      problems.add(file, `${path}.value`, `no earlier demo record of ${target.name} has ${value.by} "${value.value}": put the referenced record first`);
    }
    return;
  }
  if (!Array.isArray(value)) return;
  const collection = entity.lines?.find((lines) => lines.name === field);
  const lineEntity = collection && entities.get(collection.entity);
  if (!lineEntity) return problems.add(file, path, `\`${field}\` is not a line collection of ${entity.name}: only lines are given as a list`);
  value.forEach((line, index) => checkRecord(context, lineEntity, line, `${path}[${index}]`, new Set([collection.foreignKey])));
}

function checkRecord(context: FileContext, entity: EntitySchema, record: DemoRecord, path: string, filledByServer: ReadonlySet<string> = new Set()): void {
  const allowed = inputFields(entity);
  for (const name of entity.lines?.map((lines) => lines.name) ?? []) allowed.add(name);
  for (const [field, value] of Object.entries(record)) {
    if (!allowed.has(field)) {
      context.problems.add(context.file, `${path}.${field}`, `\`${field}\` is not a field of ${entity.name} that a save takes${didYouMean(field, allowed)}`);
      continue;
    }
    checkValue(context, entity, field, value, `${path}.${field}`);
  }
  for (const field of entity.fields) {
    const given = record[field.name] !== undefined && record[field.name] !== null && record[field.name] !== '';
    if (field.required && !given && field.default === undefined && !isServerSetField(field) && !filledByServer.has(field.name)) {
      context.problems.add(context.file, path, `required field \`${field.name}\` of ${entity.name} is missing`);
    }
  }
}

/**
 * seed/demo/records/*.json (src/shared/formats/demo-records-format.ts): each file's entity, user, key and
 * fields exist; references name an entity and its code field, and a record a demo file creates is created
 * before the records that refer to it (files apply in name order, records in order).
 */
export function checkDemoRecords(
  files: readonly JsonFile[],
  entities: ReadonlyMap<string, EntitySchema>,
  users: ReadonlySet<string>,
  problems: ProblemList,
  systemFiles: readonly JsonFile[] = [],
  /** "entity.field" -> codes other system seeds create before any demo record (menus.json's responsibilities). */
  seededElsewhere: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): void {
  const parsed: { file: string; data: DemoRecordsFile | SystemRecordsFile }[] = [];
  const byName = (list: readonly JsonFile[]) => [...list].sort((a, b) => a.file.localeCompare(b.file));
  // System records come first: the server applies them on every start, before any demo record.
  for (const { file, json, system } of [...byName(systemFiles).map((f) => ({ ...f, system: true })), ...byName(files).map((f) => ({ ...f, system: false }))]) {
    const result = system ? SystemRecordsFile.safeParse(json) : DemoRecordsFile.safeParse(json);
    if (!result.success) {
      for (const issue of result.error.issues) problems.add(file, jsonPath(issue.path), issue.message);
      continue;
    }
    const expected = schemaRefFor(file, system ? 'system-records.schema.json' : 'demo-records.schema.json');
    if (result.data.$schema !== expected) problems.add(file, '$.$schema', `must be "${expected}" so editors can complete and check the file`);
    if (system && result.data.records.some((record) => Object.values(record).some(Array.isArray))) {
      problems.add(file, '$.records', 'system records have no lines: they are inserted in bulk, not saved through the engine');
    }
    parsed.push({ file, data: result.data });
  }
  const seeded = new Set(parsed.filter(({ data }) => data.key.length === 1).map(({ data }) => `${data.entity}.${data.key[0]}`));
  const created = new Map([...seededElsewhere].map(([pair, codes]) => [pair, new Set(codes)]));
  for (const { file, data } of parsed) {
    const entity = entities.get(data.entity);
    if (!entity) {
      problems.add(file, '$.entity', `entity \`${data.entity}\` does not exist${didYouMean(data.entity, entities.keys())}`);
      continue;
    }
    if ('user' in data && !users.has(data.user)) problems.add(file, '$.user', `\`${data.user}\` is not a demo user of seed/system/demo-users.json${didYouMean(data.user, users)}`);
    const fields = new Set(entity.fields.map((field) => field.name));
    if ('actions' in data) {
      data.actions?.forEach((action, i) => {
        const actions = Object.keys(entity.workflow?.actions ?? {});
        if (!actions.includes(action)) problems.add(file, `$.actions[${i}]`, `\`${action}\` is not a workflow action of ${entity.name}${didYouMean(action, actions)}`);
      });
    }
    data.key.forEach((name, i) => {
      if (!fields.has(name)) problems.add(file, `$.key[${i}]`, `field \`${name}\` is not in entity ${entity.name}${didYouMean(name, fields)}`);
    });
    const context: FileContext = { file, entities, problems, created, seeded };
    data.records.forEach((record, index) => {
      const path = `$.records[${index}]`;
      checkRecord(context, entity, record, path);
      for (const name of data.key) {
        // An explicit null is a key value too: the seed finds the stored record whose field is empty.
        if (record[name] === undefined) problems.add(file, path, `the key field \`${name}\` is missing: it tells whether the record is there already (write null for an empty one)`);
      }
      if (data.key.length === 1) {
        const pair = `${entity.name}.${data.key[0]}`;
        const codes = created.get(pair) ?? new Set<string>();
        codes.add(String(record[data.key[0]]));
        created.set(pair, codes);
      }
    });
  }
}
