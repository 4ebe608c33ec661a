// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EntitySchema } from '../../../src/shared/formats/entity-format';
import { ScreenDescriptor } from '../../../renderer/screen-format';
import { exportJsonSchemas } from '../../../tools/json-schema-export';
import { listJsonFiles } from '../../../tools/validate/project-files';

const root = resolve(import.meta.dirname, '../../..');
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('formats', () => {
  it('parse every committed entity schema and screen descriptor', () => {
    const entities = listJsonFiles(resolve(root, 'schemas')).filter((f) => !f.endsWith('.schema.json'));
    const screens = listJsonFiles(resolve(root, 'screens'));
    expect(entities.length).toBeGreaterThan(0);
    for (const file of entities) expect(EntitySchema.safeParse(read(file)).success, file).toBe(true);
    for (const file of screens) expect(ScreenDescriptor.safeParse(read(file)).success, file).toBe(true);
  });

  it('refuse unknown keys and wrong types with the path of the problem', () => {
    const result = ScreenDescriptor.safeParse({
      version: 1, type: 'list', route: 'x', title: { cn: '甲', en: 'A' }, entity: 'e',
      table: { name: 't', pageSize: 'twenty' }, columns: [{ key: 'a', colour: 'red' }],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('table.pageSize');
    expect(paths).toContain('columns.0');
  });

  it('fill defaults when a descriptor is parsed', () => {
    const parsed = ScreenDescriptor.parse({
      version: 1, type: 'list', route: 'x', title: { cn: '甲', en: 'A' }, entity: 'e', table: { name: 't' }, columns: [{ key: 'a' }],
    });
    // The page size follows the table type when the descriptor is parsed into a model (table-model.test.ts).
    expect(parsed.type === 'list' && parsed.table.type).toBe('editable');
    expect(parsed.type === 'list' && parsed.table.paging).toBe(true);
    expect(parsed.type === 'list' && parsed.toolbar).toEqual([]);
  });

  it('committed JSON Schemas match the zod formats (npm run gen:schemas)', () => {
    for (const [file, text] of Object.entries(exportJsonSchemas())) {
      expect(readFileSync(resolve(root, file), 'utf8'), `${file} is stale`).toBe(text);
    }
  });
});
