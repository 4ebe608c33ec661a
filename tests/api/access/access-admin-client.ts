import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { MenuRow } from '../../../src/shared/tree/menu-tree';
import type { SignedInClient } from '../support/signed-client';
import type { DataAdapter } from '../../../renderer/data/data-adapter';

type Row = Record<string, unknown>;

/** What the access administration screens send, as an administrator's API calls. */
export class AccessAdmin {
  constructor(private readonly admin: SignedInClient) {}

  async call<T = Row>(menuCode: string, resource: string, operation: string, body: Record<string, unknown>): Promise<{ status: string; msg?: string; data: T }> {
    const menu = await this.admin.menu(menuCode);
    return (await this.admin.adapter.request<T>({ service: 'base', resource, operation, body, menu })) as { status: string; msg?: string; data: T };
  }

  /** A menu by code (as the admin holds it) with the ids of its buttons by code (the buttons list, 功能按钮). */
  async menuIds(menuCode: string): Promise<{ menuId: number; buttons: Map<string, number> }> {
    const { menuId } = await this.admin.menu(menuCode);
    const page = await this.call<{ resourceId: number; resourceCode: string }[]>('ACCESS_RESOURCE', 'baseResourceRestful', 'listByPage', { menuId, pageRows: 100 });
    if (page.status !== 'S') throw new Error(`buttons of ${menuCode}: ${page.msg}`);
    return { menuId, buttons: new Map(page.data.map((row) => [row.resourceCode, row.resourceId])) };
  }

  async saveResponsibility(record: Row): Promise<{ status: string; msg?: string; data: Row }> {
    return this.call('ACCESS_RESPONSIBILITY', 'baseResponsibilityRestful', 'saveOrUpdate', record);
  }

  async responsibility(id: number): Promise<Row> {
    return (await this.call('ACCESS_RESPONSIBILITY', 'baseResponsibilityRestful', 'findById', { id })).data;
  }

  async user(id: number): Promise<Row> {
    return (await this.call('ACCESS_USER', 'baseUsersRestful', 'findById', { id })).data;
  }

  async saveUser(record: Row): Promise<{ status: string; msg?: string; data: Row }> {
    return this.call('ACCESS_USER', 'baseUsersRestful', 'saveOrUpdate', record);
  }

  /** Gives the user the responsibility from today (one more line of his). */
  async giveResponsibility(userId: number, responsibilityId: number): Promise<{ status: string; msg?: string; data: Row }> {
    const user = await this.user(userId);
    const lines = (user.responsibilities as Row[]) ?? [];
    return this.saveUser({ ...user, responsibilities: [...lines, { responsibilityId }] });
  }
}

/** The menus the user holds, by code. */
export async function heldMenus(adapter: DataAdapter): Promise<Map<string, MenuRow>> {
  const menus = await adapter.request<MenuRow[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus' });
  if (menus.status !== 'S') throw new Error(`findUserMenus: ${menus.msg}`);
  return new Map(menus.data.map((row) => [row.menuCode, row]));
}

/** The button codes the user holds on a menu, through a responsibility. */
export async function heldButtons(adapter: DataAdapter, menu: MenuContext): Promise<string[]> {
  const answer = await adapter.request<{ resourceCode: string }[]>({
    service: 'base',
    resource: 'baseResourceRestful',
    operation: 'findResourcesByRespMenu',
    body: { menuId: menu.menuId, respId: menu.respId },
  });
  return answer.status === 'S' ? answer.data.map((row) => row.resourceCode).sort() : [];
}

/** Yesterday as date fields store it: a line ending then is no longer held today. */
export function yesterday(): string {
  const day = new Date(Date.now() - 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
