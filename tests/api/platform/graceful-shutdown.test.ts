import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_HEADERS } from '../../../src/shared/signing/request-signature';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { startServer, type RunningServer } from '../../../tools/support/server-process';
import { sendRaw, signedRequestInit } from '../support/raw-requests';
import { signIn, type SignedInClient } from '../support/signed-client';
import { createServerDatabase, TEST_API_DIALECT, type ServerDatabase } from '../support/test-database';

type Row = Record<string, unknown>;

const SAVE = '/api/srm/v1/srmPoHeaderRestful/saveOrUpdate';
const SAVE_REQUEST_ID = 'shutdown-test-save';
/** Enough lines that saving them takes a good second, so SIGTERM surely lands while it runs. */
const LINE_COUNT = 2000;

let database: ServerDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createServerDatabase('shutdown');
  // At debug, a request's first line comes when it arrives (incoming request), not only when it ends.
  server = await startServer({ ...database.env, LOG_LEVEL: 'debug', WEB_DIR: '/nonexistent' }, database.dataDir);
}, 120_000);
afterAll(async () => {
  await server?.stop(false);
  await database?.drop();
}, 60_000);

interface LogLine {
  msg: string;
  reqId?: string;
  signal?: string;
}

function logLines(process: RunningServer): LogLine[] {
  return process
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

async function until(what: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A request sent while the server stops: 503 from the shutdown gate, or no connection at all. */
async function duringShutdown(baseUrl: string, path: string): Promise<number | 'refused'> {
  try {
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'refused';
  }
}

async function orderInput(buyer: SignedInClient, menu: MenuContext): Promise<Row> {
  const list = (resource: string) => buyer.adapter.request<Row[]>({ service: resource.startsWith('base') ? 'base' : 'srm', resource, operation: 'listByPage', body: {}, menu });
  const [suppliers, orgs] = await Promise.all([list('srmPosSupplierInfoRestful'), list('baseOrganizationRestful')]);
  return {
    orgId: orgs.data[0].orgId,
    supplierId: suppliers.data[0].supplierId,
    buyerId: buyer.login.user.userId,
    startDate: '2026-12-01',
    description: 'saved across SIGTERM',
    lines: Array.from({ length: LINE_COUNT }, (_, index) => ({
      itemName: `零件 ${index + 1}`,
      demandQty: index + 1,
      taxPrice: 2.5,
      demandDate: '2026-12-10',
    })),
  };
}

describe(`graceful shutdown on ${TEST_API_DIALECT}`, () => {
  it('finishes a save in flight at SIGTERM, refuses new requests meanwhile, exits 0, and the save is all there after a restart', async () => {
    const buyer = await signIn(server.baseUrl, 'buyer', 'EN');
    const menu = await buyer.menu('PO_LIST');
    const init = signedRequestInit(buyer.login, {
      path: SAVE,
      body: await orderInput(buyer, menu),
      headers: { [SIGNED_HEADERS.menuId]: String(menu.menuId), [SIGNED_HEADERS.respId]: String(menu.respId), 'x-request-id': SAVE_REQUEST_ID },
    });
    let answered = false;
    const saving = sendRaw(server.baseUrl, init, SAVE).finally(() => (answered = true));
    await until('the save to reach the server', () => logLines(server).some((line) => line.reqId === SAVE_REQUEST_ID));

    const stopping = server.stop(false);
    expect(answered, 'SIGTERM was sent while the save was in flight').toBe(false);
    await until('the server to begin shutting down', () => logLines(server).some((line) => line.msg === 'shutting down'));
    const lateAnswers = await Promise.all([duringShutdown(server.baseUrl, '/api/ready'), duringShutdown(server.baseUrl, '/api/health')]);
    for (const answer of lateAnswers) expect([503, 'refused']).toContain(answer);

    const saved = await saving;
    expect(saved.httpStatus).toBe(200);
    expect(saved.envelope.status, saved.envelope.msg).toBe('S');
    const order = saved.envelope.data as Row;
    expect(order.lines as Row[]).toHaveLength(LINE_COUNT);
    await stopping;
    expect(server.exitCode()).toBe(0);

    // Every log line of the save carries its request id.
    const lines = logLines(server);
    const ofSave = lines.filter((line) => line.reqId === SAVE_REQUEST_ID).map((line) => line.msg);
    expect(ofSave).toEqual(['incoming request', 'request completed']);
    expect(lines.some((line) => line.msg === 'shutdown failed')).toBe(false);
    if (TEST_API_DIALECT === 'postgres') {
      // The save waits on the database between statements, so the process handles SIGTERM while it runs.
      // (On SQLite every statement completes at once and the signal is handled right after the save.)
      const shutdownAt = lines.findIndex((line) => line.msg === 'shutting down');
      expect(lines.findIndex((line) => line.reqId === SAVE_REQUEST_ID && line.msg === 'request completed')).toBeGreaterThan(shutdownAt);
    }

    server = await startServer({ ...database.env, WEB_DIR: '/nonexistent' }, database.dataDir);
    const again = await signIn(server.baseUrl, 'buyer', 'EN');
    const found = await again.adapter.request<Row>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'findById', body: { id: order.poHeaderId }, menu });
    expect(found.status, found.msg).toBe('S');
    expect(found.data).toMatchObject({ poNumber: order.poNumber, description: 'saved across SIGTERM' });
    const lineQuantities = (found.data.lines as Row[]).map((line) => Number(line.demandQty));
    expect(lineQuantities).toEqual(Array.from({ length: LINE_COUNT }, (_, index) => index + 1));
  }, 120_000);
});
