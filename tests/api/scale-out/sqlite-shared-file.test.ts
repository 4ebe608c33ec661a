import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../tools/support/server-process';
import { sessionAdapter, signIn } from '../support/signed-client';

/**
 * Two real server processes on one embedded SQLite file (one DATA_DIR), writing at the same time: each
 * save must wait for the other's write lock rather than fail.
 */
const SAVES = 40;

let dataDir: string;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'srm-shared-sqlite-'));
  const env = { WEB_DIR: '/nonexistent' };
  first = await startServer(env, dataDir);
  second = await startServer(env, dataDir);
}, 180_000);

afterAll(async () => {
  await Promise.all([first?.stop(false), second?.stop(false)]);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

type Row = Record<string, unknown>;

describe('two server processes on one SQLite file', () => {
  it('saves orders sent to both at once, every one, each with its own number', async () => {
    const buyer = await signIn(first.baseUrl, 'buyer', 'EN');
    const menu = await buyer.menu('PO_LIST');
    const adapters = [buyer.adapter, sessionAdapter(second.baseUrl, buyer.login, 'EN')];
    const list = (body: Row) => buyer.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body, menu });
    const template = (await list({ pageRows: 1 })).data[0];
    const before = (await list({ pageRows: 1 })).page?.count ?? 0;
    const saves = Array.from({ length: SAVES }, (_, index) =>
      adapters[index % 2].request<Row>({
        service: 'srm',
        resource: 'srmPoHeaderRestful',
        operation: 'saveOrUpdate',
        menu,
        body: {
          poType: 'STANDARD',
          orgId: template.orgId,
          supplierId: template.supplierId,
          currencyCode: 'CNY',
          taxRateCode: 'VAT13',
          buyerId: buyer.login.user.userId,
          startDate: '2026-12-01',
          description: `concurrent save ${index}`,
          lines: [{ itemName: '深沟球轴承 6204', demandQty: index + 1, taxPrice: 11.3, demandDate: '2026-12-10' }],
        },
      }),
    );
    const answers = await Promise.all(saves);
    expect(answers.filter((answer) => answer.status !== 'S').map((answer) => answer.msg)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.data.poNumber)).size).toBe(SAVES);
    expect((await list({ pageRows: 1 })).page?.count).toBe(before + SAVES);
  });
});
