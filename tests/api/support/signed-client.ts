import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { LoginAnswer } from '../../../src/shared/api/login';
import type { Language } from '../../../src/shared/formats/common';
import type { MenuRow } from '../../../src/shared/tree/menu-tree';
import type { DataAdapter, MenuContext } from '../../../renderer/data/data-adapter';
import { createHttpAdapter } from '../../../renderer/data/http-adapter';
import { DEMO_USERS, type DemoUserName } from './demo-users';

export type LoginData = LoginAnswer;

export interface SignedInClient {
  adapter: DataAdapter;
  login: LoginData;
  /** The function menu with this code as findUserMenus lists it, as the context of entity calls. */
  menu(menuCode: string): Promise<MenuContext>;
}

/** The browser's own adapter (renderer/data/http-adapter.ts) against the test server. */
export function anonymousAdapter(baseUrl: string, language: Language = 'CN'): DataAdapter {
  return createHttpAdapter({ baseUrl, getSession: () => null, getLanguage: () => language, fetchImpl: fetch });
}

export async function requestLogin(
  baseUrl: string,
  userName: string,
  password: string,
  language: Language = 'CN',
): Promise<ApiEnvelope<LoginData>> {
  return anonymousAdapter(baseUrl, language).request<LoginData>({
    service: 'base',
    resource: 'baseLoginRestful',
    operation: 'login',
    body: { userName, password },
  });
}

/** An adapter that signs every call with this session, against any server sharing it (scale-out tests). */
export function sessionAdapter(baseUrl: string, login: LoginData, language: Language = 'CN'): DataAdapter {
  return createHttpAdapter({ baseUrl, getSession: () => login, getLanguage: () => language, fetchImpl: fetch });
}

/** Logs a demo user in and answers an adapter that signs every call with his session. */
export async function signIn(baseUrl: string, who: DemoUserName, language: Language = 'CN'): Promise<SignedInClient> {
  const { userName, password } = DEMO_USERS[who];
  const answer = await requestLogin(baseUrl, userName, password, language);
  if (answer.status !== 'S') throw new Error(`login of ${userName} failed: ${answer.msg}`);
  const login = answer.data;
  const adapter = sessionAdapter(baseUrl, login, language);
  return {
    adapter,
    login,
    async menu(menuCode: string) {
      const menus = await adapter.request<MenuRow[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus' });
      const found = menus.data?.find((row) => row.menuCode === menuCode);
      if (!found) throw new Error(`${userName} has no menu ${menuCode}`);
      return { menuId: found.menuId, respId: found.respId };
    },
  };
}
