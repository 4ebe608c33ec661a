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
