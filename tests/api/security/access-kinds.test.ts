// Dialect-neutral: the access kind of a route, decided before any query.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessDirectory } from '../../../src/server/access/access-directory';
import type { AccessModel } from '../../../src/server/access/access-model';
import { registerAccessGuard } from '../../../src/server/access/entity-access-guard';
import { ScreenCoverage } from '../../../src/server/access/screen-coverage';
import { internalMayCall, supplierMayCall } from '../../../src/server/access/supplier-operations';
import type { RequestIdentity } from '../../../src/server/auth/request-identity';
import { MemorySharedCache } from '../../../src/server/cache/memory-shared-cache';
import { createDatabase, loadEntitySchemas, type Database } from '../../../src/server/db';
import { registerErrorReplies } from '../../../src/server/http/error-replies';
import { registerJsonBodyParser } from '../../../src/server/http/json-body-parser';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { UserType } from '../../../src/shared/api/login';
import { SCHEMAS_DIR } from '../engine/engine-fixture';

const catalog = new EntityCatalog(loadEntitySchemas(SCHEMAS_DIR));

function identity(userType: UserType): RequestIdentity {
  return {
    session: { id: 1, userId: 1, signSecret: '', createdAt: 0, lastSeenAt: 0, expiresAt: 0, endedAt: null },
    user: { userId: 1, userName: 'u', userFullName: 'U', userType, supplierId: userType === 'supplier' ? 1 : null, supplierName: null },
    organizations: 'all',
  };
}

describe('the access a route declares', () => {
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'srm-access-kinds-'));
    database = await createDatabase({ dataDir });
    app = Fastify();
    registerJsonBodyParser(app);
    registerErrorReplies(app);
    // The session and signature are the request guard's (request-integrity.test.ts); here the caller is given.
    app.decorateRequest('identity', null);
    app.addHook('onRequest', async (request) => {
      request.identity = identity(request.headers['x-user-type'] === 'supplier' ? 'supplier' : 'internal');
    });
    registerAccessGuard(app, new AccessDirectory(database, new MemorySharedCache<AccessModel>()), new ScreenCoverage(new Map(), catalog), catalog);
    app.post('/internal', { config: { access: 'internal' } }, async () => ({ status: 'S', msg: '', data: null }));
    app.post('/login', { config: { access: 'login' } }, async () => ({ status: 'S', msg: '', data: null }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (url: string, userType: UserType) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-user-type': userType }, payload: '{}' });

  it("refuses supplier users on 'internal' routes with 403 and lets internal users through", async () => {
    const refused = await send('/internal', 'supplier');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'E' });
    expect((await send('/internal', 'internal')).statusCode).toBe(200);
  });

  it("lets both kinds of user through 'login' routes", async () => {
    expect((await send('/login', 'supplier')).statusCode).toBe(200);
    expect((await send('/login', 'internal')).statusCode).toBe(200);
  });
});

describe('which entity operations supplier users may call at all (from the schema)', () => {
  it('reads of supplier-owned entities and their lines, never of unowned ones', () => {
    expect(supplierMayCall({ entity: 'srmPoHeader', operation: 'listByPage' }, catalog)).toBe(true);
    expect(supplierMayCall({ entity: 'srmPoLine', operation: 'findById' }, catalog)).toBe(true);
    expect(supplierMayCall({ entity: 'baseOrganization', operation: 'listByPage' }, catalog)).toBe(false);
    expect(supplierMayCall({ entity: 'baseUserOperateLog', operation: 'listByPage' }, catalog)).toBe(false);
  });

  it('writes only where supplierWritable, and only the workflow actions whose actor is supplier', () => {
    expect(supplierMayCall({ entity: 'srmPoHeader', operation: 'saveOrUpdate' }, catalog)).toBe(false);
    expect(supplierMayCall({ entity: 'srmPoHeader', operation: 'doSupplierConfirm' }, catalog)).toBe(true);
    expect(supplierMayCall({ entity: 'srmPoHeader', operation: 'doApproval' }, catalog)).toBe(false);
    expect(supplierMayCall({ entity: 'srmPoHeader', operation: 'doSomethingInCode', resource: 'btnX' }, catalog)).toBe(false);
  });

  it('keeps internal users out of actions the schema gives to suppliers', () => {
    expect(internalMayCall({ entity: 'srmPoHeader', operation: 'doSupplierConfirm' }, catalog)).toBe(false);
    expect(internalMayCall({ entity: 'srmPoHeader', operation: 'doApproval' }, catalog)).toBe(true);
    expect(internalMayCall({ entity: 'srmPoHeader', operation: 'saveOrUpdate' }, catalog)).toBe(true);
  });
});
