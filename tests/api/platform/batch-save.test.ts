import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown>;

let server: TestServer;
let admin: SignedInClient;
let menu: MenuContext;

function lookupTypes(operation: string, body: Row) {
  return admin.adapter.request<Row[]>({ service: 'base', resource: 'baseLookupTypeRestful', operation, body, menu });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.baseUrl, 'admin', 'EN');
  menu = await admin.menu('LOOKUP_TYPE');
});
afterAll(async () => {
  await server?.stop();
});

describe('doBatchSaveOrUpdate over HTTP', () => {
  it('saves every record of the batch with its lines', async () => {
    const answer = await lookupTypes('doBatchSaveOrUpdate', {
      data: [
        { lookupType: 'BATCH_A', meaning: '批量甲', customizationLevel: 'U', lookupValues: [{ lookupCode: 'X', meaning: '叉', enabledFlag: 'Y' }] },
        { lookupType: 'BATCH_B', meaning: '批量乙', customizationLevel: 'U' },
      ],
    });
    expect(answer.status, answer.msg).toBe('S');
    expect(answer.data.map((row) => row.lookupType)).toEqual(['BATCH_A', 'BATCH_B']);
    expect(answer.data.every((row) => row.versionNum === 1 && typeof row.lookupTypeId === 'number')).toBe(true);
    const listed = await lookupTypes('listByPage', { lookupType_like: 'BATCH_' });
    expect(listed.page?.count).toBe(2);
  });

  it('saves nothing when one record of the batch is invalid, and names the field', async () => {
    const answer = await lookupTypes('doBatchSaveOrUpdate', {
      data: [
        { lookupType: 'BATCH_C', meaning: '批量丙', customizationLevel: 'U' },
        { lookupType: 'BATCH_D', customizationLevel: 'NOPE' },
      ],
    });
    expect(answer.status).toBe('E');
    const fields = (answer.errors ?? []).map((error) => error.field);
    expect(fields).toContain('meaning');
    // The second record is at fault: every field error says so, and so does the message.
    expect((answer.errors ?? []).every((error) => error.record === 1)).toBe(true);
    expect(answer.msg).toMatch(/^Record 2: /);
    const listed = await lookupTypes('listByPage', { lookupType_in: ['BATCH_C', 'BATCH_D'] });
    expect(listed.status).toBe('S');
    expect(listed.page?.count).toBe(0);
  });

  it('refuses a batch of a user whose responsibility does not grant saving', async () => {
    const buyer = await signIn(server.baseUrl, 'buyer', 'EN');
    const buyerMenu = await buyer.menu('PO_LIST');
    const answer = await buyer.adapter.request({
      service: 'base',
      resource: 'baseLookupTypeRestful',
      operation: 'doBatchSaveOrUpdate',
      body: { data: [{ lookupType: 'BATCH_E', meaning: '批量戊', customizationLevel: 'U' }] },
      menu: buyerMenu,
    });
    expect(answer.status).toBe('E');
    expect(answer.msg).toMatch(/permission/i);
  });
});

describe('inline edits of the lookup value list, saved as a batch', () => {
  function lookupValues(operation: string, body: Row, through: MenuContext) {
    return admin.adapter.request<Row[]>({ service: 'base', resource: 'baseLookupValuesRestful', operation, body, menu: through });
  }

  it('saves the changed values of several lookup types through the list menu, and refuses a stale one whole', async () => {
    const valuesMenu = await admin.menu('LOOKUP_VALUE');
    const listed = await lookupValues('listByPage', { lookupType_in: ['YES_NO', 'PO_TYPE'], pageRows: 10 }, valuesMenu);
    expect(listed.status, listed.msg).toBe('S');
    const [first, second] = listed.data;
    const saved = await lookupValues(
      'doBatchSaveOrUpdate',
      { data: [{ ...first, meaningEn: 'Edited in the grid' }, { ...second, orderNo: 99 }] },
      valuesMenu,
    );
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.data.map((row) => [row.meaningEn, row.orderNo, row.versionNum])).toEqual([
      ['Edited in the grid', first.orderNo, Number(first.versionNum) + 1],
      [second.meaningEn, 99, Number(second.versionNum) + 1],
    ]);

    // A second save from rows read before the first: the first record is stale, nothing of the batch is kept.
    const stale = await lookupValues(
      'doBatchSaveOrUpdate',
      { data: [{ ...saved.data[1], orderNo: 7 }, { ...first, meaningEn: 'Late edit' }] },
      valuesMenu,
    );
    expect(stale.status).toBe('E');
    expect(stale.msg).toMatch(/^Record 2: /);
    const reread = await lookupValues('listByPage', { lookupValuesId_in: [first.lookupValuesId, second.lookupValuesId] }, valuesMenu);
    const byId = new Map(reread.data.map((row) => [row.lookupValuesId, row]));
    expect(byId.get(second.lookupValuesId)?.orderNo).toBe(99);
    expect(byId.get(first.lookupValuesId)?.meaningEn).toBe('Edited in the grid');
  });
});
