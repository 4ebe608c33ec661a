import { describe, expect, it } from 'vitest';
import { createHttpAdapter } from '../../../../renderer/data/http-adapter';

/**
 * renderer/data/http-adapter.ts: a refusal's HTTP code says why there is nothing to show when its envelope
 * does not (403: forbidden, 404: not found); an envelope's own reason is kept; a plain failure has none.
 */
function adapterAnswering(status: number, body: Record<string, unknown>) {
  const fetchImpl = (() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))) as typeof fetch;
  return createHttpAdapter({ getSession: () => null, getLanguage: () => 'CN', fetchImpl });
}

const call = { service: 'srm', resource: 'srmPoHeaderRestful', operation: 'findById', body: { id: 1 } };

describe('the failure reason of an answer', () => {
  it('reads forbidden from a 403 and notFound from a 404', async () => {
    expect((await adapterAnswering(403, { status: 'E', msg: '您没有权限执行此操作', data: null }).request(call)).reason).toBe('forbidden');
    expect((await adapterAnswering(404, { status: 'E', msg: 'no route', data: null }).request(call)).reason).toBe('notFound');
  });

  it('keeps the envelope’s own reason, and gives a plain failure none', async () => {
    expect((await adapterAnswering(200, { status: 'E', msg: '采购订单不存在或已被删除', data: null, reason: 'notFound' }).request(call)).reason).toBe('notFound');
    expect((await adapterAnswering(200, { status: 'E', msg: '版本已变化', data: null }).request(call)).reason).toBeUndefined();
  });
});
