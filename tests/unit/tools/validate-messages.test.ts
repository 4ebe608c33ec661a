// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateProject } from '../../../tools/validate/validate-project';

const root = resolve(import.meta.dirname, '../../..');
let copy = '';

function projectCopy(): string {
  copy = mkdtempSync(join(tmpdir(), 'srm-validate-messages-'));
  for (const dir of ['schemas', 'screens', 'seed']) cpSync(join(root, dir), join(copy, dir), { recursive: true });
  return copy;
}

function edit(file: string, change: (json: Record<string, unknown>) => void): void {
  const path = join(copy, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(path, JSON.stringify(json));
}

afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = '';
});

describe('validator messages name the file, the JSON path and the fix', () => {
  it('suggests the field a misspelt form field meant, as the authoring issue words it', () => {
    projectCopy();
    let index = -1;
    edit('screens/purchasing/purOrderManage/purchaseOrderEdit.json', (json) => {
      const [section] = json.sections as { fields: { field: string }[] }[];
      index = section.fields.push({ field: 'supplierNme' }) - 1;
    });
    const text = validateProject(copy).problems.format();
    expect(text).toContain(
      `screens/purchasing/purOrderManage/purchaseOrderEdit.json: $.sections[0].fields[${index}].field: field \`supplierNme\` is not in entity srmPoHeader; did you mean \`supplierName\`?`,
    );
  });

  it('asks for the $schema of every descriptor and entity schema, naming the value', () => {
    projectCopy();
    edit('screens/admin/lookup.json', (json) => {
      delete json.$schema;
    });
    edit('schemas/srm/srmPoLine.json', (json) => {
      json.$schema = 'entity.schema.json';
    });
    const text = validateProject(copy).problems.format();
    expect(text).toContain('screens/admin/lookup.json: $.$schema: must be "../../schemas/screen.schema.json" so editors can complete and check the file');
    expect(text).toContain('schemas/srm/srmPoLine.json: $.$schema: must be "../entity.schema.json" so editors can complete and check the file');
  });
});
