import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { deleteRedisKeys, redisAvailable, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/real-services';
import { eventually } from '../jobs/support/eventually';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { ExportClient, rowValues, sheetsOf } from './support/export-client';

/**
 * Background export as the list toolbar submits it (doBackExport with the exportExcel body as paramsValue),
 * run by the job platform, listed and downloaded from reportBackExportList: on the in-process queue and on BullMQ.
 */
type Row = Record<string, unknown>;

const PO_LIST = '/api/srm/v1/srmPoHeaderRestful/listByPage';
const DOWNLOAD = '/api/base/v1/baseReportBackExportRestful/downloadFile';
const hasRedis = await redisAvailable();
const redisPrefix = uniqueRedisPrefix('back-export');

const queues: { queue: string; env: Record<string, string>; skip: boolean }[] = [
  { queue: 'the in-process queue', env: {}, skip: false },
  { queue: 'BullMQ', env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisPrefix }, skip: !hasRedis },
];

afterAll(async () => {
  if (hasRedis) await deleteRedisKeys(redisPrefix);
});

describe.each(queues)('background export on $queue', ({ env, skip }) => {
  let server: TestServer;
  let admin: SignedInClient;
  let buyer: SignedInClient;
  let poMenu: MenuContext;
  let exportsMenu: MenuContext;
  let buyerExportsMenu: MenuContext;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer(env);
    admin = await signIn(server.baseUrl, 'admin', 'EN');
    buyer = await signIn(server.baseUrl, 'buyer', 'EN');
    poMenu = await admin.menu('PO_LIST');
    exportsMenu = await admin.menu('REPORT_BACK_EXPORT');
    buyerExportsMenu = await buyer.menu('REPORT_BACK_EXPORT');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const submit = (paramsValue: unknown, fileName?: string) =>
    admin.adapter.request<Row>({ service: 'base', resource: 'baseReportBackExportRestful', operation: 'doBackExport', body: { paramsValue, fileName }, menu: poMenu });
  const exportsOf = async (client: SignedInClient, menu: MenuContext) =>
    (await client.adapter.request<Row[]>({ service: 'base', resource: 'baseReportBackExportRestful', operation: 'listByPage', body: { pageRows: 100 }, menu })).data;
  const finished = (id: unknown) =>
    eventually(
      `background export ${String(id)} to finish`,
      async () => (await exportsOf(admin, exportsMenu)).find((row) => row.backExportId === id),
      (row) => row?.status === 'DONE' || row?.status === 'ERROR',
    );
  const exportBody = (requestParams: Row = {}) => ({
    requestUrl: PO_LIST,
    requestParams: { sortField: 'poHeaderId', sortOrder: 'asc', ...requestParams },
    columns: [{ key: 'poNumber', title: 'PO number' }, { key: 'status', lookup: { typeCode: 'PO_STATUS' } }],
  });

  it.skipIf(skip)('submits, runs once as the submitter, and the file downloads from the list', async () => {
    const orders = await admin.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body: { pageRows: 500, sortField: 'poHeaderId', sortOrder: 'asc' }, menu: poMenu });
    const answer = await submit(JSON.stringify(exportBody()), 'All orders');
    expect(answer.status, answer.msg).toBe('S');
    expect(answer.msg).toBe('Submitted for background export (All orders.xlsx); download it from the background export list when it is done');
    const done = await finished(answer.data.backExportId);
    expect(done).toMatchObject({ status: 'DONE', fileName: 'All orders.xlsx', rowCount: orders.page?.count, requestUrl: PO_LIST });
    expect(done?.storageKey).toBeUndefined();
    expect(Number(done?.fileSize)).toBeGreaterThan(0);

    const file = await new ExportClient(server.baseUrl, admin.login, 'EN').post(DOWNLOAD, { id: answer.data.backExportId }, exportsMenu);
    expect(file.httpStatus, file.envelope?.msg).toBe(200);
    expect(file.disposition).toContain('filename="All orders.xlsx"');
    const [sheet] = await sheetsOf(file.bytes);
    expect(rowValues(sheet, 1)).toEqual(['PO number', 'Status']);
    expect(sheet.rowCount).toBe(Number(orders.page?.count) + 1);
    expect(rowValues(sheet, 2)[0]).toBe(orders.data[0].poNumber);

    // The request that ran it is on the record; running that export again through another request does nothing.
    const requests = (menu: MenuContext, operation: string, body: Row) =>
      admin.adapter.request<Row>({ service: 'schedule', resource: 'scheduleRequestRestful', operation, body, menu });
    const submitMenu = await admin.menu('SUBMIT_REQUEST');
    const ran = await requests(submitMenu, 'findById', { id: done?.requestId });
    expect(ran.data).toMatchObject({ programCode: 'backExportExcel', status: 'COMPLETED' });
    const again = await requests(submitMenu, 'saveOrUpdate', { programCode: 'backExportExcel', parameters: JSON.stringify({ exportId: answer.data.backExportId }) });
    expect(again.status, again.msg).toBe('S');
    const second = await eventually('the second request to end', async () => (await requests(submitMenu, 'findById', { id: again.data.requestId })).data, (row) => row.status !== 'PENDING' && row.status !== 'RUNNING');
    expect(second.resultMessage).toContain('nothing exported again');
    expect((await exportsOf(admin, exportsMenu)).find((row) => row.backExportId === answer.data.backExportId)).toEqual(done);
  });

  it.skipIf(skip)('keeps each user to his own exports', async () => {
    const answer = await submit(exportBody(), 'Mine');
    await finished(answer.data.backExportId);
    expect((await exportsOf(buyer, buyerExportsMenu)).map((row) => row.backExportId)).not.toContain(answer.data.backExportId);
    const refused = await new ExportClient(server.baseUrl, buyer.login, 'EN').post(DOWNLOAD, { id: answer.data.backExportId }, buyerExportsMenu);
    expect(refused.envelope).toMatchObject({ status: 'E', msg: 'Background export: record not found' });
    const found = await buyer.adapter.request<Row>({ service: 'base', resource: 'baseReportBackExportRestful', operation: 'findById', body: { id: answer.data.backExportId }, menu: buyerExportsMenu });
    expect(found.status).toBe('E');
  });

  it.skipIf(skip)('records a failed run on the export, whose file then cannot be downloaded', async () => {
    const answer = await submit(exportBody({ noSuchField: 'x' }));
    expect(answer.status, answer.msg).toBe('S');
    const failed = await finished(answer.data.backExportId);
    expect(failed?.status).toBe('ERROR');
    expect(String(failed?.errorMessage)).toContain('noSuchField');
    const file = await new ExportClient(server.baseUrl, admin.login, 'EN').post(DOWNLOAD, { id: answer.data.backExportId }, exportsMenu);
    expect(file.envelope).toMatchObject({ status: 'E', msg: 'The export file is not ready (status: Failed); download it later' });
  });

  it.skipIf(skip)('refuses what cannot be exported before anything is recorded', async () => {
    const before = (await exportsOf(admin, exportsMenu)).length;
    expect(await submit('')).toMatchObject({ status: 'E', msg: 'The background export parameters (paramsValue) are empty: send the export request as JSON' });
    expect(await submit('{not json')).toMatchObject({ status: 'E', msg: 'The background export parameters (paramsValue) are not a valid JSON object' });
    expect(await submit(JSON.stringify({ requestUrl: PO_LIST }))).toMatchObject({ status: 'E', errors: [{ field: 'columns' }] });
    const forbidden = await submit(JSON.stringify({ ...exportBody(), requestUrl: '/api/base/v1/baseUserOperateLogRestful/listByPage' }));
    expect(forbidden.status).toBe('E');
    const writes = await admin.adapter.request<Row>({ service: 'base', resource: 'baseReportBackExportRestful', operation: 'saveOrUpdate', body: { fileName: 'x', requestUrl: PO_LIST, paramsValue: '{}' }, menu: exportsMenu });
    expect(writes.status).toBe('E');
    expect((await exportsOf(admin, exportsMenu)).length).toBe(before);
  });
});
