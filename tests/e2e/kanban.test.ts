import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { signIn as signInApi, type SignedInClient } from '../api/support/signed-client';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { carry, dragCard, pickUpSettled } from './support/kanban-drag';
import { activePane, openMenu, signIn, signOut } from './support/ui';

const run = chromiumAvailable();
const BOARD = '采购订单看板';

function column(page: Page, status: string): Locator {
  return activePane(page).locator(`.srm-kanban-column[data-status="${status}"]`);
}

function cards(page: Page, status: string): Locator {
  return column(page, status).locator('.srm-kanban-card');
}

/** The ids (data-card) of the cards a column shows. */
function cardIds(page: Page, status: string): Promise<string[]> {
  return cards(page, status).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-card') ?? ''));
}

/**
 * The move is over for the board once the moved card holds the focus in its new column: the columns reloaded,
 * the cards movable again. Until then a new drag does not start (the cards are locked while a move runs).
 */
async function moveOver(page: Page, id: string): Promise<void> {
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return { card: element?.getAttribute('data-card'), movable: element?.getAttribute('aria-disabled') === 'false' };
    });
  await expect.poll(focused).toEqual({ card: id, movable: true });
}

async function openBoard(page: Page): Promise<void> {
  await openMenu(page, BOARD);
  await page.waitForURL(/\/main\/PurchaseOrderKb\?/);
  await expect.poll(() => activePane(page).locator('.srm-kanban-column').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(() => activePane(page).locator('.srm-kanban-column-loading').count(), { timeout: 10_000 }).toBe(0);
}

describe.runIf(run)('purchase order board: cards dragged between status columns run workflow actions, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let admin: SignedInClient;
  let consoleErrors: string[] = [];

  /** The order's status on the server, read through the order list's menu. */
  async function serverStatus(id: string): Promise<unknown> {
    const answer = await admin.adapter.request<{ status: string }>({
      service: 'srm',
      resource: 'srmPoHeaderRestful',
      operation: 'findById',
      body: { id: Number(id) },
      menu: await admin.menu('PO_LIST'),
    });
    return answer.data?.status;
  }

  /**
   * Submitted orders under 100,000, read through the order list's menu: the approver is their one approver
   * (seed/bpm/poApproval.bpmn), so his approval ends their process (from 100,000 a countersign follows).
   */
  async function oneApproverOrders(): Promise<string[]> {
    const answer = await admin.adapter.request<{ poHeaderId: number }[]>({
      service: 'srm',
      resource: 'srmPoHeaderRestful',
      operation: 'listByPage',
      body: { status: 'SUBMITTED', taxTotalAmount_lt: 100_000, pageRows: 50 },
      menu: await admin.menu('PO_LIST'),
    });
    return answer.data.map((row) => String(row.poHeaderId));
  }

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
    admin = await signInApi(server.baseUrl, 'admin');
  });

  afterAll(async () => {
    await session?.close();
  });

  it('the approver drags a submitted order to 已审批 with the mouse: it lands there and is approved on the server', async () => {
    await signIn(page, server.baseUrl, 'approver', 'Approver@123');
    await openBoard(page);
    await expect.poll(() => cards(page, 'SUBMITTED').count()).toBeGreaterThan(0);
    await screenshot(page, 'kanban-01-approver-board');
    const small = await oneApproverOrders();
    const id = (await cardIds(page, 'SUBMITTED')).find((candidate) => small.includes(candidate));
    if (!id) throw new Error('the approver\'s board shows no submitted order under 100,000');
    const card = column(page, 'SUBMITTED').locator(`.srm-kanban-card[data-card="${id}"]`);

    await carry(page, card, column(page, 'APPROVED'));
    // In the air: the columns the card cannot go to look disabled, those it can go to accept it.
    await expect.poll(() => column(page, 'APPROVED').getAttribute('class')).toContain('is-accepts');
    expect(await column(page, 'REJECTED').getAttribute('class')).toContain('is-accepts');
    expect(await column(page, 'DRAFT').getAttribute('aria-disabled')).toBe('true');
    expect(await column(page, 'CONFIRMED').getAttribute('aria-disabled')).toBe('true');
    await screenshot(page, 'kanban-02-approver-dragging');
    await page.mouse.up();

    await expect.poll(() => cardIds(page, 'APPROVED'), { timeout: 10_000 }).toContain(id);
    expect(await cardIds(page, 'SUBMITTED')).not.toContain(id);
    await expect.poll(() => serverStatus(id)).toBe('APPROVED');
    await expect.poll(() => page.getByText(/已执行“审批通过”：PO\d{8}-\d{4} 从“已提交”移到“已审批”/).count()).toBe(1);
    await screenshot(page, 'kanban-03-approver-approved');
  });

  it('the approver cannot drag an approved order back to 拟定: the card stays and the reason shows', async () => {
    const [id] = await cardIds(page, 'APPROVED');
    await dragCard(page, cards(page, 'APPROVED').first(), column(page, 'DRAFT'));
    await expect.poll(() => page.getByText('不能从“已审批”移到“拟定”：没有从“已审批”到“拟定”的操作').count()).toBe(1);
    expect(await cardIds(page, 'APPROVED')).toContain(id);
    expect(await cardIds(page, 'DRAFT')).not.toContain(id);
    expect(await serverStatus(id)).toBe('APPROVED');
    await screenshot(page, 'kanban-04-approver-refused');
  });

  it('a click on a card opens the order under the board\'s menu', async () => {
    const boardMenu = new URL(page.url()).searchParams.get('menuId');
    const [id] = await cardIds(page, 'APPROVED');
    await cards(page, 'APPROVED').first().click();
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
    expect(new URL(page.url()).searchParams.get('id')).toBe(id);
    expect(new URL(page.url()).searchParams.get('menuId')).toBe(boardMenu);
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText(), { timeout: 10_000 }).toContain('已审批');
    await expect.poll(() => activePane(page).locator('[data-field="poNumber"]').innerText()).toMatch(/^PO\d{8}-\d{4}$/);
    expect(await page.getByText('您没有权限执行此操作').count()).toBe(0);
    await screenshot(page, 'kanban-05-approver-opens-card');
    await signOut(page);
  });

  it('the buyer drags a draft to 已提交 with the mouse, and submits another with the keyboard', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openBoard(page);
    await expect.poll(() => cards(page, 'DRAFT').count()).toBeGreaterThan(1);
    const [first, second] = await cardIds(page, 'DRAFT');
    await dragCard(page, cards(page, 'DRAFT').first(), column(page, 'SUBMITTED'));
    await expect.poll(() => cardIds(page, 'SUBMITTED'), { timeout: 10_000 }).toContain(first);
    await expect.poll(() => serverStatus(first)).toBe('SUBMITTED');
    await moveOver(page, first);
    await screenshot(page, 'kanban-06-buyer-submitted');

    // Space picks the card up, the right arrow carries it to the next column, Space drops it.
    const card = column(page, 'DRAFT').locator(`.srm-kanban-card[data-card="${second}"]`);
    await card.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => column(page, 'DRAFT').getAttribute('class')).toContain('is-own');
    await pickUpSettled(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => column(page, 'SUBMITTED').getAttribute('class')).toContain('is-over');
    await screenshot(page, 'kanban-07-buyer-keyboard-dragging');
    await page.keyboard.press('Space');
    await expect.poll(() => cardIds(page, 'SUBMITTED'), { timeout: 10_000 }).toContain(second);
    await expect.poll(() => serverStatus(second)).toBe('SUBMITTED');
    // Until the board has reloaded both columns, every card stays locked and a drag would not start.
    await moveOver(page, second);

    // Approving is not his: the move is refused before anything is sent.
    await dragCard(page, column(page, 'SUBMITTED').locator(`.srm-kanban-card[data-card="${first}"]`), column(page, 'APPROVED'));
    await expect.poll(() => page.getByText('不能从“已提交”移到“已审批”：您无权执行“审批通过”').count()).toBe(1);
    expect(await serverStatus(first)).toBe('SUBMITTED');
    await screenshot(page, 'kanban-08-buyer-refused');
    await signOut(page);
  });

  it('a supplier sees its sent orders and drags one to 供应商已确认', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    await openBoard(page);
    expect(await activePane(page).locator('.srm-kanban-column').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-status')))).toEqual([
      'SENT',
      'FEEDBACK',
      'CONFIRMED',
      'HOLD',
      'CLOSED',
    ]);
    await expect.poll(() => cards(page, 'SENT').count()).toBeGreaterThan(0);
    await screenshot(page, 'kanban-09-supplier-board');
    const [id] = await cardIds(page, 'SENT');
    await dragCard(page, cards(page, 'SENT').first(), column(page, 'CONFIRMED'));
    await expect.poll(() => cardIds(page, 'CONFIRMED'), { timeout: 10_000 }).toContain(id);
    await expect.poll(() => serverStatus(id)).toBe('CONFIRMED');
    await screenshot(page, 'kanban-10-supplier-confirmed');
    expect(consoleErrors).toEqual([]);
  });
});
