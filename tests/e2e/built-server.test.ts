import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../renderer/data/data-adapter';
import { BUILT_SERVER, startServer, type RunningServer } from '../../tools/support/server-process';
import { ExportClient, rowValues, sheetsOf } from '../api/export/support/export-client';
import { FileClient, PO_ATTACHMENTS, SAMPLES } from '../api/files/support/file-client';
import { anonymousAdapter, signIn, type SignedInClient } from '../api/support/signed-client';
import { requireTool } from '../support/real-tool';

type Row = Record<string, unknown>;

// What `npm start` and the Docker image run: dist-server/main.js under plain node (tools/test-all.sh builds it).
// The build bundles most packages and leaves some to load at first use (tools/build-server.mjs), so each of
// those first uses is made here once, on the built files.
const built = requireTool('the built server (dist-server/main.js)', existsSync(BUILT_SERVER), 'npm run build:server');

describe.skipIf(!built)('the built server', () => {
  let server: RunningServer;
  let buyer: SignedInClient;
  let poMenu: MenuContext;
  beforeAll(async () => {
    server = await startServer({}, undefined, 'built');
    buyer = await signIn(server.baseUrl, 'buyer', 'EN');
    poMenu = await buyer.menu('PO_LIST');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 30_000);

  it('starts with plain node, migrates and seeds, answers /api/health and signs in a demo user', async () => {
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const login = await fetch(`${server.baseUrl}/api/base/v1/baseLoginRestful/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'buyer', password: 'Buyer@123' }),
    });
    expect(await login.json()).toMatchObject({ status: 'S', data: { user: { userName: 'buyer' } } });
  });

  it('draws a captcha (svg-captcha, loaded at first use)', async () => {
    const issued = await anonymousAdapter(server.baseUrl).request<{ captchaId: string; image: string }>({ service: 'base', resource: 'baseLoginRestful', operation: 'generateRandomValidate', body: {} });
    expect(issued.status, issued.msg).toBe('S');
    expect(issued.data.image).toContain('svg');
  });

  it('saves and submits an order into its approval process (bpmn-engine, loaded at first use)', async () => {
    const call = (operation: string, body: Row) => buyer.adapter.request<Row>({ service: 'srm', resource: 'srmPoHeaderRestful', operation, body, menu: poMenu });
    const suppliers = await buyer.adapter.request<Row[]>({ service: 'srm', resource: 'srmPosSupplierInfoRestful', operation: 'listByPage', body: { supplierNumber: 'S000003' }, menu: poMenu });
    const orgs = await buyer.adapter.request<Row[]>({ service: 'base', resource: 'baseOrganizationRestful', operation: 'listByPage', body: { orgCode: 'SH01' }, menu: poMenu });
    const saved = await call('saveOrUpdate', {
      orgId: orgs.data[0].orgId,
      supplierId: suppliers.data[0].supplierId,
      buyerId: buyer.login.user.userId,
      startDate: '2026-12-01',
      description: 'built server check',
      lines: [{ itemName: '测试物料', demandQty: 2, taxPrice: 50, demandDate: '2026-12-10' }],
    });
    expect(saved.status, saved.msg).toBe('S');
    const submitted = await call('doSubmit', { id: saved.data.poHeaderId, versionNum: saved.data.versionNum });
    expect(submitted.status, submitted.msg).toBe('S');
    expect(submitted.data.status).toBe('SUBMITTED');
  });

  it('exports the order list to Excel (exceljs, loaded at first use)', async () => {
    const answer = await new ExportClient(server.baseUrl, buyer.login, 'EN').exportExcel({ requestUrl: '/api/srm/v1/srmPoHeaderRestful/listByPage', columns: [{ key: 'poNumber' }] }, poMenu);
    expect(answer.httpStatus, answer.envelope?.msg).toBe(200);
    const [sheet] = await sheetsOf(answer.bytes);
    expect(rowValues(sheet, 1)).toEqual(['PO number']);
    expect(sheet.rowCount).toBeGreaterThan(1);
  });

  it('takes an attachment and begins a resumable large upload (tus, loaded at first use)', async () => {
    const files = new FileClient(server.baseUrl, buyer.login, 'EN');
    const attachment = await files.uploadOne('交货说明.pdf', SAMPLES.pdf, poMenu);
    expect(attachment).toMatchObject({ originalFileName: '交货说明.pdf', suffixName: 'pdf' });
    const created = await files.tusCreate({ ...PO_ATTACHMENTS, filename: '总装图纸.pdf' }, 8 * 1024 * 1024, poMenu);
    expect(created.status, await created.clone().text()).toBe(201);
    expect(created.headers.get('location')).toMatch(/^\/api\/largeFile\/v1\/largeFile\/upload\/[0-9a-f]{32}$/);
  });
});
