import { expect } from 'vitest';
import { sessionAdapter, signIn, type SignedInClient } from '../support/signed-client';
import { AccessAdmin, heldButtons, heldMenus, yesterday } from './access-admin-client';

/** Two servers of one deployment, by their addresses. */
export interface ServerPair {
  first: { baseUrl: string };
  second: { baseUrl: string };
}

/**
 * The administrator changes access through one server and the user calls the other: a responsibility granting
 * a menu and a button is created and given (allowed on the next call), the button revoked (refused on both), the
 * user's line ended (the menu gone on both), a menu switched off (gone for its holders). `code` names the new
 * responsibility, unique per database.
 */
export async function grantAndRevoke({ first, second }: ServerPair, code: string): Promise<void> {
  const admin = new AccessAdmin(await signIn(first.baseUrl, 'admin'));
  const lookupTypes = await admin.menuIds('LOOKUP_TYPE');
  const finance: SignedInClient = await signIn(first.baseUrl, 'finance');
  const financeOnSecond = sessionAdapter(second.baseUrl, finance.login);
  expect((await heldMenus(financeOnSecond)).has('LOOKUP_TYPE')).toBe(false);

  const created = await admin.saveResponsibility({
    responsibilityCode: code,
    responsibilityName: '快码维护员',
    responsibilityNameEn: 'Lookup keeper',
    userType: 'internal',
    grants: [{ menuId: lookupTypes.menuId }, { menuId: lookupTypes.menuId, resourceId: lookupTypes.buttons.get('btnAdd') }],
  });
  expect(created.status, created.msg).toBe('S');
  const respId = Number(created.data.responsibilityId);
  const given = await admin.giveResponsibility(finance.login.user.userId, respId);
  expect(given.status, given.msg).toBe('S');

  // Granted through the first server: the second answers it on the next call.
  const menu = (await heldMenus(financeOnSecond)).get('LOOKUP_TYPE');
  expect(menu).toBeDefined();
  const context = { menuId: Number(menu?.menuId), respId: Number(menu?.respId) };
  expect(await heldButtons(financeOnSecond, context)).toEqual(['btnAdd']);
  const newType = (suffix: string) =>
    financeOnSecond.request({ service: 'base', resource: 'baseLookupTypeRestful', operation: 'saveOrUpdate', menu: context, body: { lookupType: `${code}_${suffix}`, meaning: '测试类型' } });
  expect((await newType('A')).status).toBe('S');

  // The button revoked through the second server: refused on the next call on both.
  const stored = await new AccessAdmin(await signIn(second.baseUrl, 'admin')).responsibility(respId);
  const menuOnly = (stored.grants as Record<string, unknown>[]).filter((line) => line.resourceId === null || line.resourceId === undefined);
  const revoked = await new AccessAdmin(await signIn(second.baseUrl, 'admin')).saveResponsibility({ ...stored, grants: menuOnly });
  expect(revoked.status, revoked.msg).toBe('S');
  for (const adapter of [finance.adapter, financeOnSecond]) {
    expect(await heldButtons(adapter, context)).toEqual([]);
    expect((await adapter.request({ service: 'base', resource: 'baseLookupTypeRestful', operation: 'listByPage', menu: context, body: {} })).status).toBe('S');
  }
  expect((await newType('B')).status).not.toBe('S');

  // The user's responsibility ended through the first server: the menu is gone on both.
  const user = await admin.user(finance.login.user.userId);
  const lines = (user.responsibilities as Record<string, unknown>[]).map((line) => (line.responsibilityId === respId ? { ...line, endDateActive: yesterday() } : line));
  const ended = await admin.saveUser({ ...user, responsibilities: lines });
  expect(ended.status, ended.msg).toBe('S');
  for (const adapter of [finance.adapter, financeOnSecond]) {
    expect((await heldMenus(adapter)).has('LOOKUP_TYPE')).toBe(false);
    const list = await adapter.request({ service: 'base', resource: 'baseLookupTypeRestful', operation: 'listByPage', menu: context, body: {} });
    expect(list.status).not.toBe('S');
  }

  // A menu switched off through the second server disappears for its holders on the first.
  const buyer = await signIn(first.baseUrl, 'buyer');
  expect((await heldMenus(buyer.adapter)).has('PAYMENT_TERM')).toBe(true);
  const menus = new AccessAdmin(await signIn(second.baseUrl, 'admin'));
  const paymentTerms = await menus.menuIds('PAYMENT_TERM');
  const stored2 = await menus.call('ACCESS_MENU_FUNCTION', 'baseMenuRestful', 'findById', { id: paymentTerms.menuId });
  const off = await menus.call('ACCESS_MENU_FUNCTION', 'baseMenuRestful', 'saveOrUpdate', { ...stored2.data, enabled: 'N' });
  expect(off.status, off.msg).toBe('S');
  expect((await heldMenus(buyer.adapter)).has('PAYMENT_TERM')).toBe(false);
}
