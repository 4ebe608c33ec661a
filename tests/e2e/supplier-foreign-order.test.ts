import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { signIn as signInApi } from '../api/support/signed-client';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, signIn } from './support/ui';

const run = chromiumAvailable();

type Row = Record<string, unknown>;

/** What supplier1's order shows that supplier2 must never see: its number, its supplier and its lines' items. */
interface ForeignOrder {
  id: number;
  secrets: string[];
}

async function supplier1Order(baseUrl: string): Promise<ForeignOrder> {
  const supplier1 = await signInApi(baseUrl, 'supplier1', 'CN');
  const menu = await supplier1.menu('PO_LIST');
  const request = (operation: string, body: Row) => supplier1.adapter.request<Row>({ service: 'srm', resource: 'srmPoHeaderRestful', operation, body, menu });
  const list = await supplier1.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body: { pageRows: 1 }, menu });
  expect(list.status).toBe('S');
  const id = Number(list.data[0].poHeaderId);
  const order = await request('findById', { id });
  expect(order.status).toBe('S');
  const lines = (order.data.lines as Row[] | undefined) ?? [];
  const secrets = [order.data.poNumber, order.data.supplierName, ...lines.map((line) => line.itemName)]
    .filter((value): value is string => typeof value === 'string' && value !== '');
  expect(secrets.length).toBeGreaterThanOrEqual(2);
  return { id, secrets };
}

/** The envelope of the edit screen's findById once the URL opened it. */
function findByIdAnswer(page: Page): Promise<Response> {
  return page.waitForResponse((response) => response.url().includes('/srmPoHeaderRestful/findById'), { timeout: 20_000 });
}

/**
 * Issue 22: a supplier who opens another supplier's order (an old link, a guessed id) meets the calm page of a
 * missing document, the same page and envelope as for an order that does not exist, and nothing of that order.
 */
describe.runIf(run)('a supplier opening another supplier’s order, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let foreign: ForeignOrder;

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page } = session);
    foreign = await supplier1Order(server.baseUrl);
  });

  afterAll(async () => {
    await session?.close();
  });

  async function openOrder(id: number): Promise<Row> {
    const answered = findByIdAnswer(page);
    await page.goto(`${server.baseUrl}/main/purOrderManage/purchaseOrderEdit?id=${id}`);
    const envelope = (await (await answered).json()) as Row;
    await expect.poll(() => activePane(page).getByText('单据不存在或无权查看').count(), { timeout: 15_000 }).toBe(1);
    return envelope;
  }

  it('shows the not-found page of a missing order, with no trace of supplier1’s order and no console error', async () => {
    await signIn(page, server.baseUrl, 'supplier2', 'Supplier@123');
    const foreignAnswer = await openOrder(foreign.id);
    expect(foreignAnswer).toMatchObject({ status: 'E', reason: 'notFound', data: null });
    expect(await activePane(page).getByText('页面加载失败').count()).toBe(0);
    expect(await activePane(page).getByRole('button', { name: '返回列表' }).count()).toBe(1);
    const shown = await page.locator('body').innerText();
    const html = await page.content();
    for (const secret of foreign.secrets) {
      expect(shown, secret).not.toContain(secret);
      expect(html, secret).not.toContain(secret);
    }
    await screenshot(page, 'supplier-foreign-order-01-not-found');

    const missingAnswer = await openOrder(987654);
    expect(missingAnswer).toMatchObject({ status: 'E', reason: 'notFound', data: null });
    // The same words for both: nothing tells that the other order exists.
    expect(missingAnswer.msg).toBe(foreignAnswer.msg);
    expect(session.consoleErrors).toEqual([]);
  });
});
