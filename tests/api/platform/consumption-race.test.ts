import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown>;

let server: TestServer;
let supplier: SignedInClient;
let orderMenu: MenuContext;
let noteMenu: MenuContext;

beforeAll(async () => {
  server = await startTestServer();
  supplier = await signIn(server.baseUrl, 'supplier1', 'EN');
  orderMenu = await supplier.menu('PO_LIST');
  noteMenu = await supplier.menu('DELIVERY_NOTE');
});
afterAll(async () => {
  await server?.stop();
});

const call = (resource: string, operation: string, body: Row, menu: MenuContext) =>
  supplier.adapter.request<Row>({ service: 'srm', resource, operation, body, menu });

describe('consumed quantities under parallel requests', () => {
  it('lets through exactly the delivery notes that fit in what the order line has open', async () => {
    const confirmed = await supplier.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body: { status: 'CONFIRMED', pageRows: 1 }, menu: orderMenu });
    expect(confirmed.status).toBe('S');
    const order = (await call('srmPoHeaderRestful', 'findById', { id: confirmed.data[0].poHeaderId }, orderMenu)).data;
    const line = (order.lines as Row[])[0];
    const open = Number(line.openQty);
    const onWayBefore = Number(line.onWayQty);
    expect(open).toBeGreaterThanOrEqual(4);
    const share = Math.floor(open / 4);
    // Six notes of a quarter each: four fit, two must be refused, whatever order they arrive in.
    const notes: Row[] = [];
    for (let i = 0; i < 6; i += 1) {
      const made = await call('srmPoHeaderRestful', 'doCreateDelivery', { id: order.poHeaderId }, orderMenu);
      expect(made.status).toBe('S');
      const first = (made.data.lines as Row[]).find((candidate) => candidate.poLineId === line.poLineId) as Row;
      const saved = await call('srmDeliveryHeaderRestful', 'saveOrUpdate', { ...made.data, lines: [{ ...first, shipQty: share }] }, noteMenu);
      expect(saved.status).toBe('S');
      notes.push(saved.data);
    }
    const answers = await Promise.all(notes.map((note) => call('srmDeliveryHeaderRestful', 'doSubmit', { id: note.deliveryHeaderId, versionNum: note.versionNum }, noteMenu)));
    expect(answers.filter((answer) => answer.status === 'S')).toHaveLength(4);
    const refused = answers.filter((answer) => answer.status !== 'S');
    expect(refused).toHaveLength(2);
    for (const answer of refused) expect(answer.msg).toMatch(/quantity in transit would exceed what is open/);
    const after = (await call('srmPoHeaderRestful', 'findById', { id: order.poHeaderId }, orderMenu)).data;
    const consumed = (after.lines as Row[]).find((candidate) => candidate.poLineId === line.poLineId) as Row;
    expect(consumed.onWayQty).toBe(onWayBefore + 4 * share);
    expect(consumed.openQty).toBe(open - 4 * share);
  });
});
