import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The exchange rate in force on a date (`effectiveDated` of baseExchangeRate, docs/api.md "Records in force
 * on a date"): findEffective answers the rate with the latest effective date on or before the date asked, for
 * one from/to currency and rate type; before the first rate it says none is in force. Demo rates: USD->CNY
 * spot on the first of each month from 2026-06 to 2026-11 (seed/demo/records/071-exchange-rates.json).
 */
type Row = Record<string, unknown>;

let server: TestServer;
let buyer: SignedInClient;
let admin: SignedInClient;
let buyerMenu: MenuContext;
let adminMenu: MenuContext;

const USD_SPOT = { fromCurrency: 'USD', toCurrency: 'CNY', rateType: 'SPOT' };

async function findEffective(body: Row, client = buyer, menu = buyerMenu) {
  return client.adapter.request<Row>({ service: 'base', resource: 'baseExchangeRateRestful', operation: 'findEffective', body, menu });
}

beforeAll(async () => {
  server = await startTestServer();
  [buyer, admin] = await Promise.all([signIn(server.baseUrl, 'buyer', 'EN'), signIn(server.baseUrl, 'admin', 'EN')]);
  [buyerMenu, adminMenu] = await Promise.all([buyer.menu('EXCHANGE_RATE'), admin.menu('EXCHANGE_RATE')]);
});
afterAll(async () => {
  await server?.stop();
});

describe('the exchange rate in force on a date', () => {
  it('answers the rate effective exactly on the date, and the latest one before a date between two rates', async () => {
    const on = await findEffective({ ...USD_SPOT, date: '2026-08-01' });
    expect(on.status, on.msg).toBe('S');
    expect(on.data).toMatchObject({ ...USD_SPOT, effectiveDate: '2026-08-01', rate: 7.1524 });
    const between = await findEffective({ ...USD_SPOT, date: '2026-08-31' });
    expect(between.data).toMatchObject({ effectiveDate: '2026-08-01', rate: 7.1524 });
    const dayBefore = await findEffective({ ...USD_SPOT, date: '2026-07-31' });
    expect(dayBefore.data).toMatchObject({ effectiveDate: '2026-07-01', rate: 7.1658 });
    const later = await findEffective({ ...USD_SPOT, date: '2030-01-01' });
    expect(later.data).toMatchObject({ effectiveDate: '2026-11-01', rate: 7.0968 });
  });

  it('keeps rate types apart: the monthly average starts a month later than spot', async () => {
    const average = await findEffective({ ...USD_SPOT, rateType: 'MONTH_AVG', date: '2026-06-15' });
    expect(average.status).toBe('E');
    const july = await findEffective({ ...USD_SPOT, rateType: 'MONTH_AVG', date: '2026-07-15' });
    expect(july.data).toMatchObject({ rateType: 'MONTH_AVG', effectiveDate: '2026-07-01', rate: 7.1745 });
  });

  it('says plainly that no rate is in force before the first one', async () => {
    const before = await findEffective({ ...USD_SPOT, date: '2026-05-31' });
    expect(before.status).toBe('E');
    expect(before.msg).toBe('No Exchange rate (USD/CNY/SPOT) is in force on 2026-05-31: none has a Effective date on or before that date');
    expect(before.errors).toEqual([{ field: 'date', message: before.msg }]);
  });

  it('refuses a missing key or a date that is not yyyy-MM-dd, naming the parameter', async () => {
    const answer = await findEffective({ fromCurrency: 'USD', toCurrency: 'CNY', date: '2026-02-30' });
    expect(answer.status).toBe('E');
    expect(answer.errors).toEqual([
      { field: 'rateType', message: 'Rate type is required to find the record in force' },
      { field: 'date', message: 'The parameter date "2026-02-30" is not a valid date (yyyy-MM-dd)' },
    ]);
  });

  it('finds a rate saved later, and refuses a second rate for the same currencies, type and date', async () => {
    const saved = await admin.adapter.request<Row>({
      service: 'base', resource: 'baseExchangeRateRestful', operation: 'saveOrUpdate', menu: adminMenu,
      body: { ...USD_SPOT, rate: 7.0812345, effectiveDate: '2026-11-20' },
    });
    expect(saved.status, saved.msg).toBe('S');
    expect((await findEffective({ ...USD_SPOT, date: '2026-11-25' })).data).toMatchObject({ rate: 7.0812345 });
    expect((await findEffective({ ...USD_SPOT, date: '2026-11-19' })).data).toMatchObject({ rate: 7.0968 });
    const twice = await admin.adapter.request<Row>({
      service: 'base', resource: 'baseExchangeRateRestful', operation: 'saveOrUpdate', menu: adminMenu,
      body: { ...USD_SPOT, rate: 7.1, effectiveDate: '2026-11-20' },
    });
    expect(twice.status).toBe('E');
    expect(twice.errors?.[0]?.field).toBe('effectiveDate');
  });

  it('is a read: the buyer holding the menu without buttons may ask, and may not write', async () => {
    const write = await buyer.adapter.request<Row>({ service: 'base', resource: 'baseExchangeRateRestful', operation: 'saveOrUpdate', menu: buyerMenu, body: { ...USD_SPOT, rate: 7, effectiveDate: '2026-12-01' } });
    expect(write.status).toBe('E');
  });
});
