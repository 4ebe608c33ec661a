import type { RawNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { EntityCatalog } from '../../../../src/shared/entity/entity-catalog';
import { loadEntitySchemas } from '../../../../src/server/db';
import { snakeCaseName } from '../../../../src/server/db/column-naming';
import { recordSelection, rowToRecord, valuesToRecord } from '../../../../src/server/entities/record-mapping';

const catalog = new EntityCatalog(loadEntitySchemas(join(resolve(import.meta.dirname, '../../../..'), 'schemas')));

/** A stored row of every column of the entity, serverOnly ones included, numbers as a driver may answer them. */
function storedRow(entityName: string): Record<string, unknown> {
  const entity = catalog.get(entityName);
  const row: Record<string, unknown> = { [entity.primaryKey]: '41', versionNum: 3n, creationDate: '2026-01-02 03:04:05' };
  for (const [index, field] of entity.fields.entries()) {
    row[field.name] = field.type === 'integer' || field.type === 'number' ? String(index * 1.5) : index % 4 === 0 ? null : `text ${index}`;
  }
  return row;
}

describe('a record read as values', () => {
  it.each(['srmPoHeader', 'srmSupplierRegister', 'baseAttachment'])('of %s is the record rowToRecord answers for the same row', (entityName) => {
    const entity = catalog.get(entityName);
    const row = storedRow(entityName);
    const columns = (recordSelection(entity).toOperationNode() as RawNode).sqlFragments.join('');
    const values = columns.split(', ').map((quoted) => {
      const column = quoted.slice(1, -1);
      const key = Object.keys(row).find((name) => snakeCaseName(name) === column);
      return key === undefined ? undefined : row[key];
    });
    const record = valuesToRecord(entity, values);
    expect(record).toEqual(rowToRecord(entity, row));
    expect(Object.keys(record)).toEqual(Object.keys(rowToRecord(entity, row)));
    for (const field of entity.fields.filter((candidate) => candidate.serverOnly)) expect(record).not.toHaveProperty(field.name);
  });
});
