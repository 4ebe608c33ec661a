// Dialect-neutral: password hashes and session lifetimes, no database.
import { describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { computeAppSign } from '../../../src/shared/signing/appsign';
import { signRequest } from '../../../src/shared/signing/request-signature';
import { loadEntitySchemas } from '../../../src/server/db/load-entity-schemas';
import { requiredResources } from '../../../src/server/access/entity-operation-resources';
import { loadScreenDescriptors, ScreenCoverage } from '../../../src/server/access/screen-coverage';
import { hashPassword, verifyPassword } from '../../../src/server/auth/password-hash';
import { expiryAfterActivity } from '../../../src/server/auth/session-policy';
import { certificateOf } from '../../../src/server/auth/session-tokens';
import { HttpRefusal } from '../../../src/server/http/http-refusal';
import type { NonceStore } from '../../../src/server/signing/nonce-store';
import { verifySignedRequest } from '../../../src/server/signing/verify-signature';
import { REPO_PATHS } from '../../../src/server/startup/repo-paths';

const catalog = new EntityCatalog(loadEntitySchemas(REPO_PATHS.schemas));

describe('password hashes', () => {
  it('verify the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('Admin@123');
    const second = await hashPassword('Admin@123');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Admin@123', first)).toBe(true);
    expect(await verifyPassword('admin@123', first)).toBe(false);
    expect(await verifyPassword('Admin@123', 'plain-text')).toBe(false);
  });
});

describe('session lifetime', () => {
  it('extends by the idle time but never past the absolute lifetime', () => {
    const policy = { idleMs: 1000, maxMs: 5000 };
    expect(expiryAfterActivity(policy, 0, 100)).toBe(1100);
    expect(expiryAfterActivity(policy, 0, 4500)).toBe(5000);
  });

  it('names the signing key by the first 16 hex of its SHA-256', () => {
    expect(certificateOf('secret')).toBe('2bb80d537b1da3e3');
  });
});

/** A nonce store that never forgets: enough for checks within one window. */
function rememberingNonces(): NonceStore {
  const seen = new Set<string>();
  return {
    async remember(nonce) {
      if (seen.has(nonce)) return false;
      seen.add(nonce);
      return true;
    },
  };
}

describe('signature verification', () => {
  const secret = 'c'.repeat(64);
  const now = 1_767_000_000_000;
  function request(overrides: Partial<Parameters<typeof verifySignedRequest>[0]> = {}) {
    const timestamp = String(now);
    const base = { method: 'POST', path: '/api/x', rawBody: '{"a":1}', timestamp, appSign: computeAppSign(timestamp), nonce: 'n1' };
    const signature = signRequest(secret, { method: 'POST', path: '/api/x', timestamp, nonce: 'n1', body: '{"a":1}' });
    return { ...base, signature, ...overrides };
  }

  it('accepts a good request once', async () => {
    const nonces = rememberingNonces();
    await expect(verifySignedRequest(request(), secret, 's1', nonces, 'EN', now)).resolves.toBeUndefined();
    await expect(verifySignedRequest(request(), secret, 's1', nonces, 'EN', now)).rejects.toThrow(/replayed/);
  });

  it('refuses with 401 and a message naming the failed check', async () => {
    const nonces = rememberingNonces();
    const refusal = verifySignedRequest(request({ path: '/api/y' }), secret, 's1', nonces, 'EN', now);
    await expect(refusal).rejects.toBeInstanceOf(HttpRefusal);
    await expect(refusal).rejects.toMatchObject({ httpStatus: 401, message: expect.stringContaining('bad signature') });
    await expect(verifySignedRequest(request(), secret, 's1', nonces, 'EN', now + 400_000)).rejects.toThrow(/timestamp/);
    await expect(verifySignedRequest(request({ appSign: 'x' }), secret, 's1', nonces, 'EN', now)).rejects.toThrow(/appsign/);
  });

  it('names the missing signing header', async () => {
    const nonces = rememberingNonces();
    await expect(verifySignedRequest(request({ timestamp: undefined }), secret, 's1', nonces, 'EN', now)).rejects.toThrow('The signing header timestamp is missing');
    await expect(verifySignedRequest(request({ signature: undefined }), secret, 's1', nonces, 'EN', now)).rejects.toThrow('The signing header parameterSignature is missing');
    await expect(verifySignedRequest(request({ nonce: undefined }), secret, 's1', nonces, 'CN', now)).rejects.toThrow('请求缺少签名请求头 randomNum');
  });
});

describe('screen coverage', () => {
  const coverage = new ScreenCoverage(loadScreenDescriptors(REPO_PATHS.screens), catalog);

  it('covers the list entity, the linked edit screen, its lines and their lines; references read-only', () => {
    const { full, readOnly } = coverage.forRoute('purchaseOrderList');
    expect([...full].sort()).toEqual(['srmPoHeader', 'srmPoLine', 'srmPoLineSchedule', 'srmPoVersion', 'srmPoVersionChange']);
    expect([...readOnly].sort()).toEqual(['baseMaterialItem', 'baseOrganization', 'baseUsers', 'srmPaymentTerm', 'srmPosSupplierBankAccount', 'srmPosSupplierInfo']);
  });

  it('covers nothing for an unknown route', () => {
    expect(coverage.forRoute('noSuchScreen').full.size).toBe(0);
    expect(coverage.forRoute(null).readOnly.size).toBe(0);
  });
});

describe('resource codes of operations', () => {
  const order = catalog.get('srmPoHeader');
  it('maps create, update, delete and workflow actions to their codes', () => {
    expect(requiredResources(order, 'saveOrUpdate', { poType: 'STANDARD' })).toEqual(['btnAdd']);
    expect(requiredResources(order, 'saveOrUpdate', { poHeaderId: 4 })).toEqual(['btnSave']);
    expect(requiredResources(order, 'doBatchSaveOrUpdate', { data: [{ poHeaderId: 4 }, {}] })).toEqual(['btnSave', 'btnAdd']);
    expect(requiredResources(order, 'doBatchDelete', { ids: [1] })).toEqual(['btnDelete']);
    expect(requiredResources(order, 'doApproval', { id: 1 })).toEqual(['btnApprove']);
  });

  it('refuses writes no code allows', () => {
    expect(requiredResources(catalog.get('srmPoLine'), 'saveOrUpdate', {})).toBeNull();
    expect(requiredResources(order, 'doSomethingElse', {})).toBeNull();
  });
});

describe('error replies', () => {
  it('answers an unexpected failure with a generic message and the request id, never the details', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerErrorReplies } = await import('../../../src/server/http/error-replies');
    const app = Fastify({ logger: false, genReqId: () => 'req-42' });
    registerErrorReplies(app);
    app.post('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const answer = await app.inject({ method: 'POST', url: '/boom', headers: { 'SAAF-Language': 'EN' } });
    expect(answer.statusCode).toBe(500);
    const body = answer.json();
    expect(body).toEqual({ status: 'E', msg: expect.stringContaining('req-42'), data: null });
    expect(answer.body).not.toContain('hunter2');
    await app.close();
  });
});
