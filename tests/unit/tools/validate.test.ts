// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateProject } from '../../../tools/validate/validate-project';

const root = resolve(import.meta.dirname, '../../..');
let copy = '';

function projectCopy(): string {
  copy = mkdtempSync(join(tmpdir(), 'srm-validate-'));
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

describe('validateProject', () => {
  it('accepts the project as committed', () => {
    const report = validateProject(root);
    expect(report.problems.format()).toBe('');
    expect(report.entityCount).toBeGreaterThanOrEqual(12);
    expect(report.screenCount).toBeGreaterThanOrEqual(5);
  });

  it('names the file, the JSON path and a suggestion for a misspelt column field', () => {
    projectCopy();
    edit('screens/purchasing/purchaseOrderList.json', (json) => {
      (json.columns as { key: string }[])[0].key = 'poNumbr';
    });
    const text = validateProject(copy).problems.format();
    expect(text).toContain('screens/purchasing/purchaseOrderList.json: $.columns[0].key: field `poNumbr` is not in entity srmPoHeader; did you mean `poNumber`?');
  });

  it('refuses a search field the server cannot filter on: a reference\'s display key', () => {
    projectCopy();
    edit('screens/purchasing/purchaseOrderList.json', (json) => {
      (json.search as { field: string }[])[1].field = 'supplierName';
    });
    const text = validateProject(copy).problems.format();
    expect(text).toContain(
      'screens/purchasing/purchaseOrderList.json: $.search[1].field: field `supplierName` cannot filter srmPoHeader (a display key of a reference: search by the reference field itself)',
    );
  });

  it('checks the fields of a line collection\'s fixedWhen on the header entity', () => {
    projectCopy();
    edit('schemas/srm/srmPurForecast.json', (json) => {
      (json.lines as { fixedWhen: unknown }[])[0].fixedWhen = { field: 'statsu', op: 'ne', value: 'NEW' };
    });
    const text = validateProject(copy).problems.format();
    expect(text).toContain('schemas/srm/srmPurForecast.json: $.lines[0].fixedWhen');
    expect(text).toContain('`statsu`');
  });

  it('reports unknown entities, lookup types, routes, actions and resource codes', () => {
    projectCopy();
    edit('screens/purchasing/purOrderManage/purchaseOrderEdit.json', (json) => {
      (json.actions as { action: string; resource?: string }[]).push({ action: 'doSubmitt', resource: 'btnSubmit' });
      (json.actions as { action: string; resource?: string }[]).push({ action: 'save', resource: 'btnSav' });
      json.listRoute = 'purchaseOrderLst';
    });
    edit('schemas/srm/srmPoLine.json', (json) => {
      (json.fields as { name: string; lookup?: string }[]).find((f) => f.name === 'uomCode')!.lookup = 'UOMS';
    });
    edit('seed/system/menus.json', (json) => {
      const [purchase] = json.menus as { children: { route: string }[] }[];
      purchase.children[0].route = 'purchaseOrders';
    });
    const text = validateProject(copy).problems.format();
    expect(text).toContain('action `doSubmitt` is neither a standard action');
    expect(text).toContain("did you mean `doSubmit`?");
    expect(text).toContain('route `purchaseOrderLst` has no screen; did you mean `purchaseOrderList`?');
    expect(text).toContain('schemas/srm/srmPoLine.json: $.fields[7].lookup: lookup type `UOMS` is not in seed/system/lookups.json; did you mean `UOM`?');
    expect(text).toContain('seed/system/menus.json: $.menus[0].children[0].route: route `purchaseOrders` has no screen');
  });

  it('reports format errors with their JSON path and a wrong route or $schema', () => {
    projectCopy();
    edit('screens/admin/lookup.json', (json) => {
      json.route = 'lookups';
      json.$schema = 'screen.schema.json';
      (json.table as Record<string, unknown>).pageSize = -1;
    });
    const text = validateProject(copy).problems.format();
    expect(text).toContain('screens/admin/lookup.json: $.table.pageSize:');
  });

  it('reports a route that does not match its file', () => {
    projectCopy();
    edit('screens/admin/lookup.json', (json) => {
      json.route = 'lookups';
    });
    const text = validateProject(copy).problems.format();
    expect(text).toContain('screens/admin/lookup.json: $.route: route `lookups` must match the file path `lookup`');
  });
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

describe('access declarations in entity schemas', () => {
  it('asks to mark internal a field computed from an internal one, and checks the organisation field', () => {
    projectCopy();
    let taxTotal = -1;
    edit('schemas/srm/srmPoLine.json', (json) => {
      const fields = json.fields as { name: string; internal?: boolean }[];
      fields.find((f) => f.name === 'taxPrice')!.internal = true;
      taxTotal = fields.findIndex((f) => f.name === 'taxTotalPrice');
    });
    edit('schemas/srm/srmPoHeader.json', (json) => {
      json.orgScope = { field: 'orgIdd' };
    });
    const text = validateProject(copy).problems.format();
    expect(text).toContain(`schemas/srm/srmPoLine.json: $.fields[${taxTotal}].computed: computed from the internal field \`taxPrice\`: mark \`taxTotalPrice\` internal too`);
    expect(text).toContain('schemas/srm/srmPoHeader.json: $.orgScope.field: field `orgIdd` is not in entity srmPoHeader; did you mean `orgId`?');
  });

  it("keeps the name of the column where the engine keeps a line's document organisation from declared fields", () => {
    projectCopy();
    let at = -1;
    edit('schemas/srm/srmPoLine.json', (json) => {
      const fields = json.fields as { name: string; type: string; label: unknown }[];
      at = fields.push({ name: 'documentOrgId', type: 'integer', label: { cn: '组织', en: 'Organisation' } }) - 1;
    });
    expect(validateProject(copy).problems.format()).toContain(
      `schemas/srm/srmPoLine.json: $.fields[${at}].name: \`documentOrgId\` is where the engine keeps a line's document organisation; name the field otherwise`,
    );
  });
});
