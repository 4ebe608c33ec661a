import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { blockingViolations } from './support/axe';
import { screenshot } from './support/browser';
import { activePane, chooseOption, gridRows, openMenu, signIn, signOut, typeDate } from './support/ui';

const run = chromiumAvailable();
const POLL = { timeout: 15_000 };
const COMPANY = '常州邀请测试机电有限公司';
const EMAIL = 'wu.min@cz-invite.example.com';
const ORG = '上海制造有限公司';

describe.runIf(run)('a buyer invites a supplier, which registers through the mailed link, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  let link = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });
  afterAll(async () => {
    await session?.close();
  });

  /** The newest mail to the invited contact, as the message history (消息记录) keeps it without SMTP. */
  function lastMailBody(): string {
    const database = new Database(join(server.dataDir, 'srm.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const row = database.prepare('select body from base_message_history where recipient = ? order by message_id desc limit 1').get(EMAIL) as { body: string } | undefined;
      return row?.body ?? '';
    } finally {
      database.close();
    }
  }

  async function invitationRow() {
    await openMenu(page, '注册邀请');
    const search = activePane(page).getByRole('search');
    await search.locator('.srm-search-field', { hasText: '受邀公司名称' }).locator('input').fill(COMPANY);
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => gridRows(page).count(), POLL).toBe(1);
    return gridRows(page).first();
  }

  it('the buyer creates the invitation and sends it; the mail holds the registration link', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '注册邀请');
    await activePane(page).getByRole('button', { name: '新建邀请' }).click();
    await activePane(page).locator('[data-field="supplierName"] input').fill(COMPANY);
    await activePane(page).locator('[data-field="contactName"] input').fill('吴敏');
    await activePane(page).locator('[data-field="contactEmail"] input').fill(EMAIL);
    await chooseOption(page, 'orgId', ORG);
    await typeDate(page, activePane(page).locator('[data-field="expiryDate"]'), '2099-12-31');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="inviteNumber"]').innerText(), POLL).toMatch(/INV\d{8}-\d{4}/);
    await activePane(page).getByRole('button', { name: '发送邀请' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="inviteStatus"]').innerText(), POLL).toContain('已发送');
    await screenshot(page, 'invite-01-sent');

    link = /https?:\/\/\S+\/register\?invite=[A-Za-z0-9_-]{43}/.exec(lastMailBody())?.[0] ?? '';
    expect(link).not.toBe('');
    await signOut(page);
  });

  it('the invitee opens the link: the organisation is fixed, the company and contact filled in; it registers', async () => {
    await page.goto(link);
    await page.getByRole('heading', { name: '供应商注册' }).waitFor();
    const org = page.getByLabel('邀请组织');
    await expect.poll(() => org.inputValue(), POLL).toBe(ORG);
    expect(await org.isDisabled()).toBe(true);
    expect(await page.getByLabel('公司名称').inputValue()).toBe(COMPANY);
    expect(await page.getByLabel('联系邮箱').inputValue()).toBe(EMAIL);
    await screenshot(page, 'invite-02-prefilled');
    // The fixed organisation is labelled and readable like the rest of the form.
    expect(await blockingViolations(page)).toEqual([]);

    await expect.poll(() => page.locator('.srm-register-file').first().getByRole('button').isEnabled()).toBe(true);
    await page.locator('input[type=file][data-file-kind="LICENSE"]').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\n', 'latin1') });
    await page.getByText('licence.pdf').waitFor();
    await page.locator('input[type=file][data-file-kind="ID_CARD"]').setInputFiles({ name: 'id-card.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\n', 'latin1') });
    await page.getByText('id-card.pdf').waitFor();
    await page.getByLabel('统一社会信用代码').fill('91440300708461136T');
    await page.getByLabel('联系电话').fill('13812345678');
    await page.getByLabel('用户名').fill('czinvite01');
    await page.getByLabel('密码', { exact: true }).fill('Supplier#2026');
    await page.getByLabel('确认密码').fill('Supplier#2026');
    await page.getByRole('button', { name: '提交注册' }).click();
    await page.getByText('注册已提交').waitFor();
    await screenshot(page, 'invite-03-registered');

    // The link works once: opened again it says so instead of the form.
    await page.goto(link);
    await page.getByText('该邀请链接已用于注册，不能再次使用').waitFor();
    await screenshot(page, 'invite-04-link-used');
  });

  it('the buyer sees the invitation registered, with its registration', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    const row = await invitationRow();
    await expect.poll(() => row.locator('[data-cell$=":inviteStatus"]').innerText(), POLL).toContain('已注册');
    expect(await row.locator('[data-cell$=":registerId"]').innerText()).toMatch(/^R\d{14}$/);
    await screenshot(page, 'invite-05-list-registered');
    expect(consoleErrors).toEqual([]);
  });
});
