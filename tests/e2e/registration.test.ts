import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable, tesseractAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, openMenu, signIn, signOut } from './support/ui';

const run = chromiumAvailable();
const VALID_CODE = '91440300708461136T';
const COMPANY = '深圳测试电子有限公司';
const USER_NAME = 'szce01';
const PASSWORD = 'Supplier#2026';

describe.runIf(run)('a new supplier registers, is rejected, corrects, is approved and signs in, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  let registerNumber = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  /** A licence-like picture (the lines recognition reads, in a CJK font), drawn by the same browser. */
  async function licencePicture(): Promise<Buffer> {
    const drawing = await session.browser.newPage({ viewport: { width: 1000, height: 360 } });
    try {
      await drawing.setContent(`<body style="margin:40px;background:#fff;font:36px 'WenQuanYi Micro Hei'">
        <div>营业执照</div><div>统一社会信用代码 ${VALID_CODE}</div><div>名称 ${COMPANY}</div></body>`);
      return await drawing.screenshot({ type: 'png' });
    } finally {
      await drawing.close();
    }
  }

  /** Opens the registration of the approval list by its number, as a buyer. */
  async function openRegistration(): Promise<void> {
    await openMenu(page, '供应商注册审批');
    const link = activePane(page).locator('.srm-grid-link', { hasText: registerNumber });
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    await link.click();
    await expect.poll(() => activePane(page).locator('[data-field="registerNumber"]').innerText(), { timeout: 10_000 }).toContain(registerNumber);
  }

  it('the applicant fills the registration form; the licence picture prefills name and code where tesseract is installed', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('link', { name: '供应商注册' }).click();
    await page.waitForURL(/\/register$/);
    await page.getByRole('heading', { name: '供应商注册' }).waitFor();
    // The upload buttons are enabled once the page holds its draft token.
    await expect.poll(() => page.locator('.srm-register-file').first().getByRole('button').isEnabled()).toBe(true);

    await page.locator('input[type=file][data-file-kind="LICENSE"]').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: await licencePicture() });
    const creditCode = page.getByLabel('统一社会信用代码');
    if (tesseractAvailable()) {
      await expect.poll(() => creditCode.inputValue(), { timeout: 30_000 }).toBe(VALID_CODE);
      expect(await page.getByLabel('公司名称').inputValue()).toBe(COMPANY);
      await page.getByText('已根据营业执照填写公司名称和统一社会信用代码，请核对').waitFor();
    } else {
      await page.getByLabel('公司名称').fill(COMPANY);
      await creditCode.fill(VALID_CODE);
    }
    await page.getByText('营业执照.png').waitFor();
    await page.locator('input[type=file][data-file-kind="ID_CARD"]').setInputFiles({ name: 'id-card.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\n', 'latin1') });
    await page.getByText('id-card.pdf').waitFor();

    await page.getByLabel('联系人姓名').fill('李四');
    await page.getByLabel('联系电话').fill('13800000000');
    await page.getByLabel('联系邮箱').fill('li.si@example.com');
    await page.getByLabel('用户名').fill(USER_NAME);
    await page.getByLabel('密码', { exact: true }).fill('weak');
    await page.getByLabel('确认密码').fill('weak');
    await page.getByRole('button', { name: '提交注册' }).click();
    await page.getByText('密码长度不能少于8位').waitFor();
    await screenshot(page, 'register-01-form-checked');

    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码').fill(PASSWORD);
    await page.getByRole('button', { name: '提交注册' }).click();
    await page.getByText('注册已提交').waitFor();
    registerNumber = (/注册单号：(\S+?)。/.exec(await page.locator('.arco-result').innerText()) ?? [])[1] ?? '';
    expect(registerNumber).toMatch(/\S+/);
    await screenshot(page, 'register-02-submitted');

    await page.getByRole('button', { name: '查询注册进度' }).click();
    await page.waitForURL(/\/registerInfoEdit$/);
    expect(await page.getByLabel('注册单号').inputValue()).toBe(registerNumber);
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByText('待审核').waitFor();
  });

  it('a buyer rejects it with a reason, and the applicant sees why, corrects it and submits again', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openRegistration();
    await activePane(page).getByRole('button', { name: '驳回' }).click();
    await page.locator('.arco-modal').getByLabel('原因').fill('营业执照不清晰，请重新上传');
    await page.locator('.arco-modal .arco-btn-primary').click();
    await expect.poll(() => activePane(page).locator('[data-field="registerStatus"]').innerText(), { timeout: 10_000 }).toContain('驳回');
    await screenshot(page, 'register-03-rejected');
    await signOut(page);

    await page.goto(`${server.baseUrl}/registerInfoEdit`);
    await page.getByLabel('注册单号').fill(registerNumber);
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByText('驳回原因：营业执照不清晰，请重新上传').waitFor();
    await page.getByLabel('联系电话').fill('13900000000');
    await screenshot(page, 'register-04-correction');
    await page.getByRole('button', { name: '重新提交' }).click();
    await page.getByText('待审核').waitFor();
  });

  it('a buyer approves it, and the new supplier signs in to its own home', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openRegistration();
    expect(await activePane(page).locator('[data-field="contactPhone"]').innerText()).toContain('13900000000');
    await activePane(page).getByRole('button', { name: '审批通过' }).click();
    await page.locator('.arco-popconfirm .arco-btn-primary, .arco-modal .arco-btn-primary').first().click();
    await expect.poll(() => activePane(page).locator('[data-field="registerStatus"]').innerText(), { timeout: 10_000 }).toContain('通过');
    await screenshot(page, 'register-05-approved');
    await signOut(page);

    await signIn(page, server.baseUrl, USER_NAME, PASSWORD);
    await page.waitForURL(/\/main\/exHome/);
    await page.getByText(`您好，李四（${COMPANY}）`).waitFor();
    await screenshot(page, 'register-06-supplier-home');
    expect(consoleErrors).toEqual([]);
  });
});
