import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileClient } from '../files/support/file-client';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, list, type Row } from './api-clients-support';

/**
 * The OpenAPI document generated from the entity schemas (GET /api/base/v1/openapi.json), the API manager's
 * platform APIs synchronised from it, and the import of a Swagger / OpenAPI file as external APIs.
 */
type Json = Record<string, any>;

let server: TestServer;
let admin: SignedInClient;
let buyer: SignedInClient;
let document: Json;

const FIXTURES = join(import.meta.dirname, 'fixtures');
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace']);

beforeAll(async () => {
  server = await startTestServer();
  [admin, buyer] = await Promise.all([signIn(server.baseUrl, 'admin', 'EN'), signIn(server.baseUrl, 'buyer', 'EN')]);
  const answer = await new FileClient(server.baseUrl, admin.login, 'EN').get('/api/base/v1/openapi.json', await admin.menu('API_MANAGER'));
  expect(answer.httpStatus).toBe(200);
  document = JSON.parse(answer.bytes.toString('utf8')) as Json;
});
afterAll(async () => {
  await server?.stop();
});

/** Every `$ref` of the document, with where it is. */
function refs(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refs(item, `${at}/${index}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (key === '$ref' ? [{ ref: String(item), at }] : refs(item, `${at}/${key}`)));
}

describe('the generated OpenAPI document', () => {
  it('is an OpenAPI 3.0 document whose every reference resolves and whose schemas compile', () => {
    expect(document.openapi).toMatch(/^3\.0\.\d$/);
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    for (const { ref, at } of refs(document)) {
      const target = ref.replace(/^#\//, '').split('/').reduce<any>((node, part) => node?.[part], document);
      expect(target, `${ref} at ${at}`).toBeDefined();
    }
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths as Json)) {
      expect(path.startsWith('/api/')).toBe(true);
      for (const [method, operation] of Object.entries(item as Json)) {
        expect(METHODS.has(method), `${method} ${path}`).toBe(true);
        expect(ids.has(operation.operationId), `operationId ${operation.operationId} once`).toBe(false);
        ids.add(operation.operationId);
        expect(operation.responses['200'], `${path}`).toBeDefined();
        for (const requirement of operation.security) for (const name of Object.keys(requirement)) expect(document.components.securitySchemes[name]).toBeDefined();
      }
    }
    // Each component is a valid JSON Schema (OpenAPI 3.0's dialect: nullable, readOnly, example).
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, logger: false });
    ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
    for (const name of Object.keys(document.components.schemas)) expect(() => ajv.getSchema(`openapi#/components/schemas/${name}`), name).not.toThrow();
    expect(ajv.getSchema('openapi#/components/schemas/srmPoHeader')?.({ poNumber: 12 })).toBe(false);
  });

  it('describes the records the API answers: a stored order with its lines validates against its schema', async () => {
    const [row] = await list(admin, 'PO_LIST', 'srmPoHeader', { status: 'APPROVED' }, 'srm');
    const order = await call(admin, 'PO_LIST', 'srmPoHeader', 'findById', { id: row.poHeaderId }, 'srm');
    expect((order.data.lines as Row[]).length).toBeGreaterThan(0);
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, logger: false });
    ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
    const validate = ajv.getSchema('openapi#/components/schemas/srmPoHeader');
    expect(validate?.(order.data), JSON.stringify(validate?.errors)).toBe(true);
  });

  it('holds every operation of every entity, with bodies drawn from its fields', () => {
    const operations = new Map<string, Json>();
    for (const item of Object.values(document.paths as Json)) for (const operation of Object.values(item as Json)) operations.set(operation.operationId, operation);
    const routes = server.app.registeredRoutes.filter((route) => typeof route.access === 'object' && route.method === 'POST' && route.url.includes('Restful/') && !route.access.screenAction);
    expect(routes.length).toBeGreaterThan(500);
    for (const route of routes) {
      const access = route.access as { entity: string; operation: string };
      expect(operations.has(`${access.entity}.${access.operation}`), route.url).toBe(true);
    }
    for (const operation of ['findById', 'listByPage', 'saveOrUpdate', 'doBatchSaveOrUpdate', 'delete', 'doBatchDelete', 'doSubmit', 'doApproval', 'doSyncSap']) {
      expect(operations.has(`srmPoHeader.${operation}`), operation).toBe(true);
    }
    const save = operations.get('srmPoHeader.saveOrUpdate') as Json;
    expect(save.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/srmPoHeader' });
    const order = document.components.schemas.srmPoHeader;
    expect(order.properties.lines).toEqual({ type: 'array', items: { $ref: '#/components/schemas/srmPoLine' } });
    expect(order.properties.poNumber).toMatchObject({ type: 'string', readOnly: true });
    expect(document.components.schemas.baseUsers.properties.passwordHash).toBeUndefined();
    expect(document.components.schemas.baseOauthApp.properties.secretHash).toBeUndefined();
    expect(document.components.securitySchemes.oauth2.flows.clientCredentials).toMatchObject({ tokenUrl: '/api/oauth/token' });
    expect(document.components.securitySchemes.oauth2.flows.clientCredentials.scopes['srmPoHeader.listByPage']).toContain('Purchase order');
  });

  it('is served only to users whose menu covers the API manager', async () => {
    const refused = await new FileClient(server.baseUrl, buyer.login, 'EN').get('/api/base/v1/openapi.json', await buyer.menu('PO_LIST'));
    expect(refused.httpStatus).toBe(403);
    const anonymous = await fetch(`${server.baseUrl}/api/base/v1/openapi.json`);
    expect(anonymous.status).toBe(401);
  });
});

describe('the API manager', () => {
  it('lists the platform APIs of the document with their parameters, read-only', async () => {
    const [save] = await list(admin, 'API_MANAGER', 'baseApi', { apiCode: 'srmPoHeader.saveOrUpdate' });
    expect(save).toMatchObject({ source: 'PLATFORM', httpMethod: 'POST', apiPath: '/api/srm/v1/srmPoHeaderRestful/saveOrUpdate', entityName: 'srmPoHeader', operationName: 'saveOrUpdate', moduleName: 'srm' });
    const found = await call(admin, 'API_MANAGER', 'baseApi', 'findById', { id: save.apiId });
    const parameters = found.data.parameters as Row[];
    expect(parameters.find((parameter) => parameter.paramName === 'supplierId')).toMatchObject({ paramIn: 'body', paramType: 'integer(int64)' });
    expect(parameters.find((parameter) => parameter.paramName === 'lines')).toMatchObject({ paramType: 'array<object>' });
    expect(found.data.specDigest).toBeUndefined();
    const changed = await call(admin, 'API_MANAGER', 'baseApi', 'saveOrUpdate', { ...found.data, summary: 'changed' });
    expect(changed.status).toBe('E');
    const removed = await call(admin, 'API_MANAGER', 'baseApi', 'delete', { id: save.apiId, versionNum: save.versionNum });
    expect(removed.status).toBe('E');
    const [again] = await list(admin, 'API_MANAGER', 'baseApi', { apiCode: 'srmPoHeader.saveOrUpdate' });
    expect(again.summary).toBe(save.summary);
  });

  describe('imports a Swagger / OpenAPI file', () => {
    let files: FileClient;
    let project: Row;

    const attach = async (name: string, bytes: Buffer) => {
      const menu = await admin.menu('API_PROJECT_MODULE');
      const file = await files.uploadOne(name, bytes, menu, { entity: 'baseApiProject', field: 'specFile' });
      const current = await call(admin, 'API_PROJECT_MODULE', 'baseApiProject', 'findById', { id: project.projectId });
      const saved = await call(admin, 'API_PROJECT_MODULE', 'baseApiProject', 'saveOrUpdate', { ...current.data, specFile: String(file.fileId) });
      expect(saved.status, saved.msg).toBe('S');
    };
    const importFile = () => call(admin, 'API_PROJECT_MODULE', 'baseApiProject', 'doImportSwagger', { id: project.projectId });

    beforeAll(async () => {
      files = new FileClient(server.baseUrl, admin.login, 'EN');
      const created = await call(admin, 'API_PROJECT_MODULE', 'baseApiProject', 'saveOrUpdate', { projectCode: 'WMS_TEST', projectName: '仓储测试', enabledFlag: 'Y' });
      expect(created.status, created.msg).toBe('S');
      project = created.data;
    });

    it('refuses with a message naming the file field: no file, not JSON, no such document', async () => {
      const none = await importFile();
      expect(none).toMatchObject({ status: 'E', errors: [{ field: 'specFile' }] });
      expect(none.msg).toContain('Upload the API definition');
      await attach('broken.json', Buffer.from('{"openapi": "3.0.0", "paths": '));
      const broken = await importFile();
      expect(broken).toMatchObject({ status: 'E', errors: [{ field: 'specFile' }] });
      expect(broken.msg).toContain('The file broken.json is not valid JSON');
      await attach('other.json', Buffer.from(JSON.stringify({ name: 'not an API' })));
      const other = await importFile();
      expect(other.msg).toBe('The file other.json is no Swagger/OpenAPI document: it has no "openapi": "3.x" or "swagger": "2.0"');
    });

    it('creates external APIs with their parameters from OpenAPI 3 and Swagger 2, one module per tag', async () => {
      await attach('wms-openapi3.json', readFileSync(join(FIXTURES, 'wms-openapi3.json')));
      const first = await importFile();
      expect(first.status, first.msg).toBe('S');
      expect(first.msg).toBe('2 API(s) imported (2 new, 0 updated, the rest unchanged)');
      const apis = await list(admin, 'API_MANAGER', 'baseApi', { projectId: project.projectId });
      expect(apis.map((api) => [api.apiCode, api.httpMethod, api.apiPath, api.source, api.moduleName]).sort()).toEqual([
        ['GET /stock/{itemCode}', 'GET', '/stock/{itemCode}', 'EXTERNAL', 'stock'],
        ['createInboundOrder', 'POST', '/inbound-orders', 'EXTERNAL', 'inbound'],
      ]);
      const create = await call(admin, 'API_MANAGER', 'baseApi', 'findById', { id: apis.find((api) => api.apiCode === 'createInboundOrder')?.apiId });
      expect((create.data.parameters as Row[]).map((p) => [p.paramName, p.paramIn, p.paramType, p.requiredFlag])).toEqual([
        ['X-Tenant', 'header', 'string', 'N'],
        ['deliveryNumber', 'body', 'string', 'Y'],
        ['arrivalDate', 'body', 'string(date)', 'N'],
        ['lines', 'body', 'array<object>', 'Y'],
      ]);
      const stock = await call(admin, 'API_MANAGER', 'baseApi', 'findById', { id: apis.find((api) => api.httpMethod === 'GET')?.apiId });
      expect((stock.data.parameters as Row[]).map((p) => [p.paramName, p.paramIn, p.requiredFlag, p.description])).toEqual([
        ['itemCode', 'path', 'Y', '物料编码'],
        ['warehouse', 'query', 'N', null],
      ]);
      // External APIs are the administrator's to edit.
      const edited = await call(admin, 'API_MANAGER', 'baseApi', 'saveOrUpdate', { ...stock.data, summary: '查询库存现存量' });
      expect(edited.status, edited.msg).toBe('S');

      await attach('mes-swagger2.json', readFileSync(join(FIXTURES, 'mes-swagger2.json')));
      const second = await importFile();
      expect(second.status, second.msg).toBe('S');
      const [release] = await list(admin, 'API_MANAGER', 'baseApi', { projectId: project.projectId, apiCode: 'releaseWorkOrder' });
      const detail = await call(admin, 'API_MANAGER', 'baseApi', 'findById', { id: release.apiId });
      expect((detail.data.parameters as Row[]).map((p) => [p.paramName, p.paramIn, p.paramType, p.requiredFlag])).toEqual([
        ['orderNo', 'path', 'string', 'Y'],
        ['releaseDate', 'body', 'string(date)', 'Y'],
        ['line', 'body', 'integer', 'N'],
      ]);
    });

    it('refuses to import into the platform\'s generated project', async () => {
      const [platform] = await list(admin, 'API_PROJECT_MODULE', 'baseApiProject', { projectCode: 'SRM_PLATFORM' });
      const refused = await call(admin, 'API_PROJECT_MODULE', 'baseApiProject', 'doImportSwagger', { id: platform.projectId });
      expect(refused).toMatchObject({ status: 'E', errors: [{ field: 'projectCode' }] });
    });
  });
});
