import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { EntitySchema } from '../../../src/shared/formats/entity-format';
import type { EntityEngine } from '../../../src/server/entities';
import { registerErrorReplies } from '../../../src/server/http/error-replies';
import { registerJsonBodyParser } from '../../../src/server/http/json-body-parser';
import { entityRoutes } from '../../../src/server/services/entity-routes';
import type { RecordKey, ServiceEntityProvider } from '../../../src/server/services/service-entity-provider';
import { ServiceEntityProviders } from '../../../src/server/services/service-entity-providers';
import type { ServiceListRequest } from '../../../src/server/services/service-list-request';

/**
 * The generic mechanism behind service entities ("storage": "service"), with a provider written here:
 * the entity's standard endpoints exist, are answered by the provider with the platform's paging rules
 * and envelopes, text keys arrive as text, and an operation it does not implement answers "not supported".
 */
const label = { cn: '接口日志', en: 'Interface log' };
const logEntity = EntitySchema.parse({
  version: 1,
  name: 'demoInterfaceLog',
  service: 'base',
  storage: 'service',
  label,
  primaryKey: 'logKey',
  fields: [
    { name: 'logKey', type: 'string', label: { cn: '日志键', en: 'Log key' } },
    { name: 'message', type: 'string', label: { cn: '内容', en: 'Message' } },
  ],
  defaultSort: { field: 'logKey', direction: 'asc' },
});
const tableEntity = EntitySchema.parse({
  version: 1,
  name: 'demoTable',
  service: 'base',
  table: 'demo_table',
  label: { cn: '表', en: 'Table' },
  primaryKey: 'demoId',
  fields: [{ name: 'name', type: 'string', label: { cn: '名称', en: 'Name' } }],
});
const catalog = new EntityCatalog([logEntity, tableEntity]);

/** Table entities go to the engine; none is called here, so every method says it should not have been. */
const engineNeverCalled = new Proxy({} as EntityEngine, {
  get: (_target, method) => () => Promise.reject(new Error(`the engine was called (${String(method)}) for a service entity`)),
});

const received: { listed: ServiceListRequest[]; found: RecordKey[]; deleted: RecordKey[][] } = { listed: [], found: [], deleted: [] };
const readOnlyLog: ServiceEntityProvider = {
  async listByPage(request) {
    received.listed.push(request);
    return {
      rows: [{ logKey: '0042', message: 'sent' }],
      page: { count: 1, curIndex: request.pageIndex, pageSize: request.pageRows, pagesCount: 1 },
      notice: 'only today',
    };
  },
  async findById(key) {
    received.found.push(key);
    return { logKey: key, message: 'sent' };
  },
  async batchDelete(keys) {
    received.deleted.push(keys);
    return { removed: keys.length };
  },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerJsonBodyParser(app);
  registerErrorReplies(app);
  // The request guard and access guard are the platform's business (tests/api/platform/access.test.ts).
  app.decorateRequest('identity', null);
  app.addHook('preHandler', async (request) => {
    request.identity = {
      session: { id: 7, userId: 1, signSecret: '', createdAt: 0, lastSeenAt: 0, expiresAt: 0, endedAt: null },
      user: { userId: 1, userName: 'admin', userFullName: 'Admin', userType: 'internal', supplierId: null, supplierName: null },
      organizations: 'all',
    };
  });
  const providers = new ServiceEntityProviders(catalog);
  providers.register('demoInterfaceLog', readOnlyLog);
  await app.register(entityRoutes, { prefix: '/api/base', service: 'base', catalog, engine: engineNeverCalled, providers, onWrite: async () => {} });
});
afterAll(async () => {
  await app?.close();
});

async function post(operation: string, body: unknown, language = 'EN') {
  const response = await app.inject({
    method: 'POST',
    url: `/api/base/v1/demoInterfaceLogRestful/${operation}`,
    headers: { 'content-type': 'application/json', 'SAAF-Language': language },
    payload: JSON.stringify(body),
  });
  return { code: response.statusCode, envelope: response.json() as Record<string, unknown> };
}

describe('a service entity', () => {
  it('has the standard endpoints, answered by its provider with the checked page request', async () => {
    const listed = await post('listByPage', { message_like: 'sent', pageIndex: '2' });
    expect(listed).toEqual({
      code: 200,
      envelope: {
        status: 'S',
        msg: 'only today',
        data: [{ logKey: '0042', message: 'sent' }],
        page: { count: 1, curIndex: 2, pageSize: 20, pagesCount: 1 },
        count: 1,
      },
    });
    expect(received.listed.at(-1)).toEqual({
      pageIndex: 2,
      pageRows: 20,
      sort: { field: 'logKey', direction: 'asc' },
      filters: [{ field: 'message', op: 'like', value: 'sent' }],
    });
  });

  it('refuses what any list refuses, before the provider is asked', async () => {
    const before = received.listed.length;
    expect((await post('listByPage', { creationDate_gte: '2024-01-01' })).envelope).toMatchObject({
      status: 'E',
      msg: 'The field "creationDate" cannot be used to filter',
    });
    expect((await post('listByPage', { pageRows: 0 })).envelope).toMatchObject({ status: 'E', msg: 'The rows per page must be a whole number from 1 to 500' });
    expect((await post('listByPage', { sortField: 'versionNum' })).envelope).toMatchObject({ status: 'E', msg: 'The field "versionNum" cannot be used to sort' });
    expect(received.listed.length).toBe(before);
  });

  it('takes text keys as given: "0042" stays "0042"', async () => {
    expect((await post('findById', { id: '0042' })).envelope).toMatchObject({ status: 'S', data: { logKey: '0042' } });
    expect(received.found.at(-1)).toBe('0042');
    expect((await post('doBatchDelete', { ids: ['0042', 'a,b', '0042'] })).envelope).toMatchObject({
      status: 'S',
      msg: '2 record(s) deleted',
      data: { removed: 2 },
    });
    expect(received.deleted.at(-1)).toEqual(['0042', 'a,b']);
    expect((await post('findById', { id: 42 })).envelope).toMatchObject({ status: 'E', msg: 'Give a valid record id' });
  });

  it('answers an operation its provider does not implement with "not supported"', async () => {
    expect((await post('saveOrUpdate', { logKey: 'x', message: 'y' })).envelope).toEqual({
      status: 'E',
      msg: 'Interface log does not support saveOrUpdate',
      data: null,
    });
    expect((await post('delete', { id: '0042' }, 'CN')).envelope).toMatchObject({ status: 'E', msg: '接口日志不支持此操作：delete' });
    expect((await post('doBatchSaveOrUpdate', { data: [{}] })).envelope).toMatchObject({ status: 'E' });
  });
});

describe('the provider registry', () => {
  it('accepts providers only for service entities, once each, and names an entity left without one', async () => {
    const providers = new ServiceEntityProviders(catalog);
    expect(() => providers.register('demoTable', readOnlyLog)).toThrow(/demoTable, which is not an entity with "storage": "service"/);
    expect(() => providers.register('noSuchEntity', readOnlyLog)).toThrow(/noSuchEntity/);
    const bare = Fastify();
    const registering = bare.register(entityRoutes, { prefix: '/api/base', service: 'base', catalog, engine: engineNeverCalled, providers, onWrite: async () => {} });
    await expect(registering).rejects.toThrow('entity demoInterfaceLog has "storage": "service" but no provider is registered for it');
    providers.register('demoInterfaceLog', readOnlyLog);
    expect(() => providers.register('demoInterfaceLog', readOnlyLog)).toThrow('entity demoInterfaceLog has two providers');
  });
});
