import type { LoginAnswer } from '../../src/shared/api/login';
import type { MenuRow } from '../../src/shared/tree/menu-tree';
import type { DataAdapter, MenuContext } from '../../renderer/data/data-adapter';
import { createHttpAdapter } from '../../renderer/data/http-adapter';

export interface SignedSession {
  adapter: DataAdapter;
  /** What login answered: signs requests built by hand (the load benchmark). */
  credentials: LoginAnswer;
  /** The menu context of a function menu the user holds, by menu code. */
  menu(menuCode: string): Promise<MenuContext>;
}

/** Signs a user in against a running server and answers the browser's own signing adapter. */
export async function signInTo(baseUrl: string, userName: string, password: string): Promise<SignedSession> {
  const anonymous = createHttpAdapter({ baseUrl, getSession: () => null, getLanguage: () => 'CN', fetchImpl: fetch });
  const login = await anonymous.request<LoginAnswer>({
    service: 'base',
    resource: 'baseLoginRestful',
    operation: 'login',
    body: { userName, password },
  });
  if (login.status !== 'S') throw new Error(`login of ${userName} failed: ${login.msg}`);
  const adapter = createHttpAdapter({ baseUrl, getSession: () => login.data, getLanguage: () => 'CN', fetchImpl: fetch });
  return {
    adapter,
    credentials: login.data,
    async menu(menuCode) {
      const menus = await adapter.request<MenuRow[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus' });
      const row = menus.data?.find((menu) => menu.menuCode === menuCode);
      if (!row) throw new Error(`${userName} has no menu ${menuCode}`);
      return { menuId: row.menuId, respId: row.respId };
    },
  };
}
