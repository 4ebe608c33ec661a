// Dialect-neutral: OCR of licence pictures.
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceFieldsOf } from '../../../src/server/registration/licence-text';
import type { TextRecognizer } from '../../../src/server/registration/tesseract-reader';
import { CHROMIUM_PATH, chromiumAvailable, tesseractAvailable } from '../../support/real-tool';
import { startTestServer, type TestServer } from '../support/test-server';
import { publicCall } from './identity-support';

const VALID_CODE = '91440300708461136T';
const COMPANY = '深圳测试电子有限公司';
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');

async function newToken(server: TestServer): Promise<string> {
  const answer = await publicCall<{ registerToken: string }>(server, 'srm', 'supplierRegisterRestful', 'issueRegisterToken', {});
  return answer.data.registerToken;
}

async function uploadLicence(server: TestServer, token: string, bytes: Buffer, fileName: string): Promise<number> {
  const query = new URLSearchParams({ registerToken: token, fileKind: 'LICENSE', fileName });
  const response = await fetch(`${server.baseUrl}/api/srm/v1/supplierRegisterRestful/uploadRegisterFile?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', 'SAAF-Language': 'EN' },
    body: new Uint8Array(bytes),
  });
  const answer = (await response.json()) as { status: string; data: { registerFileId: number } };
  expect(answer.status).toBe('S');
  return answer.data.registerFileId;
}

function recognize(server: TestServer, registerToken: string, registerFileId: number) {
  return publicCall<{ creditCode?: string; companyName?: string }>(server, 'srm', 'supplierRegisterRestful', 'recognizeLicence', {
    registerToken,
    registerFileId,
  });
}

/** A licence-like picture: the two lines recognition looks for, in a CJK font, rendered by Chromium. */
async function licenceImage(): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 360 } });
    await page.setContent(`<body style="margin:40px;background:#fff;font:36px 'WenQuanYi Micro Hei'">
      <div>营业执照</div><div>统一社会信用代码 ${VALID_CODE}</div><div>名称 ${COMPANY}</div></body>`);
    return await page.screenshot({ type: 'png' });
  } finally {
    await browser.close();
  }
}

describe('licence text', () => {
  it('finds the code across OCR spaces and a misread letter only when the check character then passes', () => {
    expect(licenceFieldsOf(`统一社会信用代码 9144 0300 7084 6113 6T\n名 称：${COMPANY}`)).toEqual({
      creditCode: VALID_CODE,
      companyName: COMPANY,
    });
    expect(licenceFieldsOf('代码 9144O3OO7O846113GT').creditCode).toBeUndefined();
    expect(licenceFieldsOf('代码 9144O3OO7O846113GT'.replace('G', '6')).creditCode).toBe(VALID_CODE);
    expect(licenceFieldsOf('no licence here')).toEqual({});
  });
});

describe('licence recognition without the engine', () => {
  const missing: TextRecognizer = { available: async () => false, read: async () => '' };
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, undefined, { recognizer: missing });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('says recognition is unavailable and asks the applicant to type', async () => {
    const token = await newToken(server);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const answer = await recognize(server, token, await uploadLicence(server, token, png, 'licence.png'));
    expect(answer).toMatchObject({ status: 'E', msg: 'Text recognition (tesseract) is not installed on the server; type the company name and credit code' });
  });

  it('asks for a picture when the licence is a PDF, and for the licence when the file is not one of the draft', async () => {
    const token = await newToken(server);
    const pdf = await uploadLicence(server, token, PDF, 'licence.pdf');
    expect((await recognize(server, token, pdf)).msg).toBe('Recognition needs a picture of the licence (JPG or PNG); for a PDF, type the details');
    const other = await newToken(server);
    expect(await recognize(server, other, pdf)).toMatchObject({ status: 'E', msg: 'Upload the business licence' });
  });
});

describe('licence recognition with tesseract', () => {
  const ready = tesseractAvailable() && chromiumAvailable();
  let server: TestServer;
  beforeAll(async () => {
    if (ready) server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.runIf(ready)('reads the credit code and the company name from a licence picture', async () => {
    const token = await newToken(server);
    const fileId = await uploadLicence(server, token, await licenceImage(), '营业执照.png');
    const answer = await recognize(server, token, fileId);
    expect(answer.status).toBe('S');
    expect(answer.data.creditCode).toBe(VALID_CODE);
    expect(answer.data.companyName).toBe(COMPANY);
  }, 60_000);
});
