import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLookupValue } from '../support/lookup-admin';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

interface DictionaryRow {
  lookupType: string;
  lookupCode: string;
  meaning: string;
  meaningEn: string | null;
  orderNo: number | null;
  attribute1: string | null;
}

let server: TestServer;
let admin: SignedInClient;
let supplier: SignedInClient;

async function findDic(client: SignedInClient, lookupType: string): Promise<DictionaryRow[]> {
  const answer = await client.adapter.request<DictionaryRow[]>({
    service: 'base',
    resource: 'baseLookupValuesRestful',
    operation: 'findDic',
    body: { lookupType },
  });
  expect(answer.status).toBe('S');
  return answer.data;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.baseUrl, 'admin');
  supplier = await signIn(server.baseUrl, 'supplier1');
});
afterAll(async () => {
  await server?.stop();
});

describe('findDic', () => {
  it('answers the enabled values of a type in order, to any signed-in user', async () => {
    const taxRates = await findDic(supplier, 'TAX_RATE');
    expect(taxRates.map((row) => row.lookupCode)).toEqual(['VAT13', 'VAT9', 'VAT6', 'VAT0']);
    expect(taxRates[0]).toMatchObject({ lookupType: 'TAX_RATE', meaningEn: expect.any(String), attribute1: '0.13' });
    expect(await findDic(supplier, 'NO_SUCH_TYPE')).toEqual([]);
  });

  it('refuses a request without lookup type', async () => {
    const answer = await admin.adapter.request({ service: 'base', resource: 'baseLookupValuesRestful', operation: 'findDic', body: {} });
    expect(answer.status).toBe('E');
    expect(answer.errors?.[0].field).toBe('lookupType');
  });

  it('drops a value disabled through the API at once (cache refreshed)', async () => {
    expect((await findDic(admin, 'UOM')).map((row) => row.lookupCode)).toContain('BOX');
    const saved = await changeLookupValue(admin, 'UOM', 'BOX', { enabledFlag: 'N' });
    expect(saved).toMatchObject({ status: 'S', msg: '保存成功' });
    const after = (await findDic(admin, 'UOM')).map((row) => row.lookupCode);
    expect(after).not.toContain('BOX');
    expect(after).toContain('PCS');
  });
});
