// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateProject } from '../../../tools/validate/validate-project';

const root = resolve(import.meta.dirname, '../../..');
let copy = '';

type Json = Record<string, unknown>;

function edit(file: string, change: (json: Json) => void): void {
  const path = join(copy, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(json);
  writeFileSync(path, JSON.stringify(json));
}

function problems(): string {
  return validateProject(copy).problems.format();
}

const SUPPLIER = 'schemas/srm/srmPosSupplierInfo.json';
const LINE = 'schemas/srm/srmPoLine.json';
const importOf = (json: Json) => json.import as Json & { columns: unknown[] };

beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'srm-validate-import-'));
  for (const dir of ['schemas', 'screens', 'seed']) cpSync(join(root, dir), join(copy, dir), { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

describe('npm run validate: import definitions', () => {
  it('names a column that is no field, with a suggestion', () => {
    let index = -1;
    edit(SUPPLIER, (json) => {
      index = importOf(json).columns.push('supplierNam') - 1;
    });
    expect(problems()).toContain(`${SUPPLIER}: $.import.columns[${index}]: field \`supplierNam\` is not declared in srmPosSupplierInfo; did you mean \`supplierName\`?`);
  });

  it('refuses server-set columns that are no match key, and match keys that are no column', () => {
    edit(SUPPLIER, (json) => {
      importOf(json).matchBy = ['supplierName', 'companyPhon'];
    });
    const text = problems();
    expect(text).toContain('$.import.columns[0]: the server sets `supplierNumber`: it can only be a match-by key, not an imported column');
    expect(text).toContain("$.import.matchBy[1]: match-by key `companyPhon` must be one of the import's columns");
  });

  it('checks line sheets: a unique link column, known collections, line fields, every required line field', () => {
    edit(SUPPLIER, (json) => {
      const definition = importOf(json);
      definition.linkBy = 'supplierShortName';
      const lines = definition.lines as { collection: string; columns: unknown[] }[];
      lines[0].columns = ['supplierId', 'position', 'emial'];
      lines[1].collection = 'bankAccount';
    });
    const text = problems();
    expect(text).toContain('$.import.linkBy: line sheets need `linkBy`: a unique field among the import columns, whose value names the header row');
    expect(text).toContain('$.import.lines[0].columns[0]: `supplierId` names the header: the link column does that');
    expect(text).toContain('$.import.lines[0].columns[2]: field `emial` is not declared in srmPosSupplierContact; did you mean `email`?');
    expect(text).toContain('$.import.lines[0].columns: required field `contactName` of srmPosSupplierContact has no column, so no imported line could be saved');
    expect(text).toContain('$.import.lines[1].collection: `bankAccount` is no line collection of srmPosSupplierInfo; did you mean `bankAccounts`?');
  });

  it('checks reference columns: only on references, by a field that names one record', () => {
    edit(SUPPLIER, (json) => {
      const columns = importOf(json).columns;
      columns[7] = { field: 'parentSupplierId', refBy: 'supplierShortName' };
      columns[2] = { field: 'supplierShortName', refBy: 'supplierName' };
    });
    const text = problems();
    expect(text).toContain('$.import.columns[7].refBy: `supplierShortName` of srmPosSupplierInfo is not unique, so it cannot name one record');
    expect(text).toContain('$.import.columns[2].refBy: `supplierShortName` is no reference: `refBy` applies to reference fields only');
  });

  it('needs a column for every required field nothing else fills, and the resource code', () => {
    edit(SUPPLIER, (json) => {
      importOf(json).columns.splice(1, 1);
      json.permissions = { create: 'btnAdd' };
    });
    const text = problems();
    expect(text).toContain('$.import.columns: required field `supplierName` has no column, so no imported row could be saved');
    expect(text).toContain('$.permissions: an import needs its resource code: add `"import": "btnImport"` to `permissions`');
  });

  it('lets suppliers import only where they may write, and lines into a header without match keys', () => {
    edit(SUPPLIER, (json) => {
      importOf(json).supplierAllowed = true;
      importOf(json).intoHeader = true;
    });
    edit(LINE, (json) => {
      importOf(json).matchBy = ['itemCode'];
    });
    const text = problems();
    expect(text).toContain('$.import.supplierAllowed: supplier users may not write this entity (`ownership.supplierWritable`): they cannot import it either');
    expect(text).toContain('$.import.intoHeader: srmPosSupplierInfo is no line collection of any entity');
    expect(text).toContain(`${LINE}: $.import.matchBy: lines imported into a header are always added: drop \`matchBy\``);
  });

  it('refuses an import button on a screen whose entity does not import', () => {
    edit('screens/purchasing/purchaseOrderList.json', (json) => {
      (json.toolbar as Json[]).push({ action: 'import', resource: 'btnImport' });
    });
    expect(problems()).toContain('screens/purchasing/purchaseOrderList.json: $.toolbar[6].action: entity srmPoHeader has no `import` section, so it cannot be imported');
  });

  it('accepts the shipped definitions', () => {
    expect(problems()).toBe('');
  });
});

describe('npm run validate: record checks and effective-dated reads', () => {
  const TERM = 'schemas/srm/srmPaymentTerm.json';
  const RATE = 'schemas/base/baseExchangeRate.json';

  it('names a line collection, a line field or a header field a check reads that does not exist', () => {
    edit(TERM, (json) => {
      const [check] = json.checks as Json[];
      check.rule = { expr: { sumLines: { lines: 'nodes', field: 'percent' } }, op: 'eq', value: 100 };
      check.lines = 'node';
      check.when = { field: 'stauts', op: 'eq', value: 'DRAFT' };
    });
    const text = problems();
    expect(text).toContain(`${TERM}: $.checks[0].rule.expr.sumLines.field: field \`percent\` is not in line entity srmPaymentTermNode`);
    expect(text).toContain(`${TERM}: $.checks[0].lines: line collection \`node\` is not in entity srmPaymentTerm; did you mean \`nodes\`?`);
    expect(text).toContain(`${TERM}: $.checks[0].when.field: field \`stauts\` is not in entity srmPaymentTerm (the record); did you mean \`status\`?`);
  });

  it('needs effective-dated keys that exist, a date field of type date, and an operation of its own', () => {
    edit(RATE, (json) => {
      json.effectiveDated = { keys: ['fromCurrency', 'rateTyp'], dateField: 'description', operation: 'listByPage' };
    });
    const text = problems();
    expect(text).toContain('$.effectiveDated.keys[1]: field `rateTyp` is not in entity baseExchangeRate; did you mean `rateType`?');
    expect(text).toContain('$.effectiveDated.dateField: field `description` is of type string; an effective date must be of type date');
    expect(text).toContain('$.effectiveDated.operation: `listByPage` is already an operation of baseExchangeRate');
  });
});
