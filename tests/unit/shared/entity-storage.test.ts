// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isServiceEntity, primaryKeyType, tableOf } from '../../../src/shared/entity/entity-catalog';
import { EntitySchema } from '../../../src/shared/formats/entity-format';
import { validateProject } from '../../../tools/validate/validate-project';

const root = resolve(import.meta.dirname, '../../..');
const label = { cn: '甲', en: 'A' };
const serviceEntity = {
  version: 1,
  name: 'demoKey',
  service: 'base',
  storage: 'service',
  label,
  primaryKey: 'key',
  fields: [
    { name: 'key', type: 'string', label },
    { name: 'size', type: 'integer', label },
  ],
};

function problems(json: unknown): string[] {
  const result = EntitySchema.safeParse(json);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('"storage": "service" in the entity format', () => {
  it('declares an entity without table whose key is a declared field of its own type', () => {
    expect(problems(serviceEntity)).toEqual([]);
    const entity = EntitySchema.parse(serviceEntity);
    expect(isServiceEntity(entity)).toBe(true);
    expect(primaryKeyType(entity)).toBe('string');
    expect(() => tableOf(entity)).toThrow('entity demoKey has no table: a provider answers its records');
  });

  it('keeps tables the default: a table entity must name its table, its key is the engine\'s integer', () => {
    const { storage: _storage, ...withoutStorage } = serviceEntity;
    const tableEntity = { ...withoutStorage, primaryKey: 'demoId', fields: serviceEntity.fields.slice(1) };
    expect(problems(tableEntity)).toEqual(['table: a table is required (or "storage": "service" for records a provider answers)']);
    const parsed = EntitySchema.parse({ ...tableEntity, table: 'demo_keys' });
    expect(isServiceEntity(parsed)).toBe(false);
    expect(tableOf(parsed)).toBe('demo_keys');
    expect(primaryKeyType(parsed)).toBe('integer');
  });

  it('refuses on a service entity what only a table can do, naming where', () => {
    expect(
      problems({
        ...serviceEntity,
        table: 'demo_keys',
        primaryKey: 'id',
        flexfields: true,
        lines: [{ name: 'lines', entity: 'other', foreignKey: 'keyId' }],
        fields: [{ name: 'key', type: 'string', label, unique: true }],
      }),
    ).toEqual([
      'table: a service entity has no table: its records come from a provider registered in code',
      "primaryKey: declare the primary key `id` as a field: its type is the provider's",
      'lines: a service entity cannot have lines: the engine implements it on a table',
      'flexfields: a service entity cannot have flexfields: the engine implements it on a table',
      'fields.0.unique: a field of a service entity cannot be unique: the engine implements it on a table',
    ]);
    expect(problems({ ...serviceEntity, flexfields: false })).toEqual([]);
  });
});

describe('the validator with a service entity', () => {
  let copy = '';
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = '';
  });

  function editCopy(file: string, change: (json: Record<string, unknown>) => void): string {
    copy = mkdtempSync(join(tmpdir(), 'srm-validate-'));
    for (const dir of ['schemas', 'screens', 'seed']) cpSync(join(root, dir), join(copy, dir), { recursive: true });
    const path = join(copy, file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    change(json);
    writeFileSync(path, JSON.stringify(json));
    return validateProject(copy).problems.format();
  }

  it('accepts the Redis key entity and its screens as committed', () => {
    const report = validateProject(root);
    expect(report.problems.format()).toBe('');
  });

  it('knows a service entity has no audit fields: a screen column naming one is reported', () => {
    const text = editCopy('screens/admin/redis.json', (json) => {
      (json.columns as { key: string }[]).push({ key: 'lastUpdateDate' });
    });
    expect(text).toContain('screens/admin/redis.json: $.columns[5].key: field `lastUpdateDate` is not in entity baseRedisKey');
  });

  it('reports a service entity that gives itself a table, with the file and path', () => {
    const text = editCopy('schemas/base/baseRedisKey.json', (json) => {
      json.table = 'base_redis_keys';
    });
    expect(text).toContain('schemas/base/baseRedisKey.json: $.table: a service entity has no table');
  });
});
