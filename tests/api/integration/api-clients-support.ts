import { expect } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { SignedInClient } from '../support/signed-client';

export type Row = Record<string, unknown>;

/** An entity call of a signed-in user through one of his menus. */
export async function call(client: SignedInClient, menuCode: string, entity: string, operation: string, body: Row, service = 'base') {
  const menu: MenuContext = await client.menu(menuCode);
  return client.adapter.request<Row>({ service, resource: `${entity}Restful`, operation, body, menu });
}

export async function list(client: SignedInClient, menuCode: string, entity: string, filters: Row = {}, service = 'base'): Promise<Row[]> {
  const answer = await call(client, menuCode, entity, 'listByPage', { pageIndex: 1, pageRows: 200, ...filters }, service);
  expect(answer.status, answer.msg).toBe('S');
  return answer.data as unknown as Row[];
}

/** POST /api/oauth/token, form-encoded as RFC 6749 asks; credentials by HTTP Basic unless `inBody`. */
export async function requestToken(baseUrl: string, clientId: string, clientSecret: string, extra: Record<string, string> = {}, inBody = false) {
  const form = new URLSearchParams({ grant_type: 'client_credentials', ...extra, ...(inBody && { client_id: clientId, client_secret: clientSecret }) });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (!inBody) headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
  const response = await fetch(`${baseUrl}/api/oauth/token`, { method: 'POST', headers, body: form.toString() });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Row };
}

/** A third party's call of a platform API with its bearer token: no session, no signature. */
export async function bearerCall(baseUrl: string, token: string, path: string, body: Row = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'SAAF-Language': 'EN' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Row, text };
}
