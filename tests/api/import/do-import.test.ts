import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { ImportDone, ImportRejected } from '../../../src/shared/api/import-answer';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { ImportClient } from './support/import-client';
import { workbookOf } from './support/workbooks';

type Row = Record<string, unknown>;

let server: TestServer;
let admin: SignedInClient;
let lookupMenu: MenuContext;
let orderMenu: MenuContext;
let client: ImportClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.baseUrl, 'admin', 'EN');
  lookupMenu = await admin.menu('LOOKUP_VALUE');
  orderMenu = await admin.menu('PO_LIST');
  client = new ImportClient(server.baseUrl, admin.login, 'EN');
});
afterAll(async () => {
  await server?.stop();
});

async function findDic(lookupType: string): Promise<Row[]> {
  const answer = await admin.adapter.request<Row[]>({ service: 'base', resource: 'baseLookupValuesRestful', operation: 'findDic', body: { lookupType } });
  return answer.data;
}

async function order(filters: Row): Promise<Row> {
  const listed = await admin.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body: filters, menu: orderMenu });
  const found = await admin.adapter.request<Row>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'findById', body: { id: listed.data[0].poHeaderId }, menu: orderMenu });
  return found.data;
}

describe('doImport of lookup values (rows as JSON, match by type and code)', () => {
  it('creates new values and updates existing ones; findDic shows them at once', async () => {
    const answer = await client.doImport<ImportDone>('base', 'baseLookupValues', {
      data: [
        { lookupTypeId: 'UOM', lookupCode: 'ROLL', meaning: '卷', meaningEn: 'Roll', enabledFlag: 'Y', orderNo: 50 },
        { lookupTypeId: 'UOM', lookupCode: 'BOX', meaning: '纸箱', meaningEn: 'Carton' },
      ],
    }, lookupMenu);
    expect(answer.envelope.status, answer.envelope.msg).toBe('S');
    expect(answer.envelope.data).toEqual({ rows: 2, created: 1, updated: 1 });
    const values = await findDic('UOM');
    expect(values.find((value) => value.lookupCode === 'ROLL')).toMatchObject({ lookupType: 'UOM', meaning: '卷', meaningEn: 'Roll' });
    expect(values.find((value) => value.lookupCode === 'BOX')).toMatchObject({ meaning: '纸箱', meaningEn: 'Carton' });
    expect(values.filter((value) => value.lookupCode === 'BOX')).toHaveLength(1);
  });

  it('numbers rows from 1, names unknown types and repeated keys, and saves nothing', async () => {
    const answer = await client.doImport<ImportRejected>('base', 'baseLookupValues', {
      data: [
        { lookupTypeId: 'UOM', lookupCode: 'DRUM', meaning: '桶' },
        { lookupTypeId: 'NO_SUCH_TYPE', lookupCode: 'X', meaning: '叉' },
        { lookupTypeId: 'UOM', lookupCode: 'DRUM', meaning: '圆桶' },
        { lookupTypeId: 'UOM', lookupCode: 'TUBE', enabledFlag: 'maybe' },
      ],
    }, lookupMenu);
    expect(answer.envelope.status).toBe('E');
    expect(answer.envelope.data.errorRows).toBe(3);
    expect(answer.envelope.data.resultId).toBeUndefined();
    expect(answer.envelope.data.truncated).toBe(false);
    expect(answer.envelope.data.errors).toEqual([
      { row: 2, column: 'Lookup type code', field: 'lookupTypeId', message: 'Lookup type: "NO_SUCH_TYPE" does not exist' },
      { row: 3, column: 'Code', field: 'lookupCode', message: 'Lookup type/Code "UOM/DRUM" appears more than once in the import' },
      { row: 4, column: 'Meaning (CN)', field: 'meaning', message: 'Meaning (CN) is required' },
      { row: 4, column: 'Enabled', field: 'enabledFlag', message: 'Enabled must be Y or N' },
    ]);
    expect((await findDic('UOM')).some((value) => value.lookupCode === 'DRUM')).toBe(false);
  });

  it('lists the first 200 problems and says there are more', async () => {
    const data = Array.from({ length: 205 }, (_, i) => ({ lookupTypeId: 'UOM', lookupCode: `BAD${i}` }));
    const answer = await client.doImport<ImportRejected>('base', 'baseLookupValues', { data }, lookupMenu);
    expect(answer.envelope.data).toMatchObject({ rows: 205, errorRows: 205, truncated: true });
    expect(answer.envelope.data.errors).toHaveLength(200);
    expect(answer.envelope.data.errors.at(-1)).toMatchObject({ row: 200, field: 'meaning' });
  });

  it('refuses a call without rows', async () => {
    for (const body of [{}, { data: [] }, { data: 'rows' }, { data: [1, 2] }]) {
      const answer = await client.doImport('base', 'baseLookupValues', body, lookupMenu);
      expect(answer.envelope).toMatchObject({ status: 'E', msg: 'Give the rows to import in data', errors: [{ field: 'data' }] });
    }
  });
});

describe('lines imported into a purchase order (srmPoLine, intoHeader)', () => {
  const line = (itemName: string, extra: Row = {}) => ({ itemName, demandQty: 2, taxPrice: 11.3, demandDate: '2026-12-31', ...extra });

  it('adds the lines after the existing ones, numbered on, with the header totals updated', async () => {
    const draft = await order({ status: 'DRAFT', orgId_in: [] });
    const before = draft.lines as Row[];
    const answer = await client.doImport<ImportDone>('srm', 'srmPoLine', {
      poHeaderId: draft.poHeaderId,
      data: [line('导入行甲', { uomCode: 'Kilogram', taxRateCode: 'VAT13' }), line('导入行乙')],
    }, orderMenu);
    expect(answer.envelope.status, answer.envelope.msg).toBe('S');
    expect(answer.envelope.data).toEqual({ rows: 2, created: 2, updated: 0 });
    const after = await order({ poHeaderId: draft.poHeaderId });
    const lines = after.lines as Row[];
    expect(lines).toHaveLength(before.length + 2);
    expect(lines.slice(-2)).toMatchObject([
      { itemName: '导入行甲', lineNumber: before.length + 1, uomCode: 'KG', taxTotalPrice: 22.6 },
      // The tax rate left empty comes from the header.
      { itemName: '导入行乙', lineNumber: before.length + 2, uomCode: 'PCS', taxRateCode: draft.taxRateCode },
    ]);
    expect(Number(after.taxTotalAmount)).toBeCloseTo(Number(draft.taxTotalAmount) + 45.2, 2);
  });

  it('answers a bad line by its row and adds none', async () => {
    const draft = await order({ status: 'DRAFT' });
    const answer = await client.doImport<ImportRejected>('srm', 'srmPoLine', {
      poHeaderId: draft.poHeaderId,
      data: [line('好行'), line('坏行', { demandQty: -1, demandDate: '2026-02-30' })],
    }, orderMenu);
    expect(answer.envelope.status).toBe('E');
    expect(answer.envelope.data.errors).toEqual([
      { row: 2, column: 'Quantity', field: 'demandQty', message: 'Quantity must be at least 0.0001' },
      { row: 2, column: 'Need-by date', field: 'demandDate', message: 'Need-by date must be a date in the form yyyy-MM-dd' },
    ]);
    expect(((await order({ poHeaderId: draft.poHeaderId })).lines as Row[]).length).toBe((draft.lines as Row[]).length);
  });

  it('imports lines from a workbook too, the header named in the query', async () => {
    const draft = await order({ status: 'DRAFT' });
    const file = await workbookOf(['*Item name', '*Quantity', '*Unit price incl. tax', '*Need-by date'], [['表格导入行', 3, 10, new Date(Date.UTC(2026, 11, 1))]]);
    const answer = await client.importExcel<ImportDone>({ entity: 'srmPoLine', poHeaderId: String(draft.poHeaderId) }, file, orderMenu);
    expect(answer.envelope.status, answer.envelope.msg).toBe('S');
    const lines = (await order({ poHeaderId: draft.poHeaderId })).lines as Row[];
    expect(lines.at(-1)).toMatchObject({ itemName: '表格导入行', demandQty: 3, demandDate: '2026-12-01' });
  });

  it('refuses without a header, with a header that is no id, and when the order may no longer change', async () => {
    const missing = await client.doImport('srm', 'srmPoLine', { data: [line('无订单')] }, orderMenu);
    expect(missing.envelope).toMatchObject({ status: 'E', msg: 'Name the Purchase order to import into (parameter poHeaderId)' });
    const bad = await client.doImport('srm', 'srmPoLine', { poHeaderId: 'PO-1', data: [line('无订单')] }, orderMenu);
    expect(bad.envelope).toMatchObject({ status: 'E', msg: 'The parameter poHeaderId must be a record id', errors: [{ field: 'poHeaderId' }] });
    const approved = await order({ status: 'APPROVED' });
    const locked = await client.doImport('srm', 'srmPoLine', { poHeaderId: approved.poHeaderId, data: [line('已审批')] }, orderMenu);
    expect(locked.envelope).toMatchObject({ status: 'E', msg: 'The record cannot be changed or deleted when the status is Approved' });
    const gone = await client.doImport('srm', 'srmPoLine', { poHeaderId: 987654321, data: [line('不存在')] }, orderMenu);
    expect(gone.envelope).toMatchObject({ status: 'E', msg: 'Purchase order: record not found' });
  });
});
