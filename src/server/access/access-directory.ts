import type { MenuRow } from '../../shared/tree/menu-tree';
import type { SessionUser } from '../auth/user-directory';
import type { SharedCache } from '../cache/shared-cache';
import { UnchangedDataReads } from '../cache/unchanged-data-reads';
import { asNumber, asOptionalString, type SqlDatabase } from '../sql-database';
import { systemTable, todayText } from '../system-tables';
import { isActiveOn, loadAccessModel, type AccessModel, type MenuRecord, type ResourceRecord } from './access-model';

/** Entities whose records make up the access model: a write to any of them reloads it. */
export const ACCESS_MODEL_ENTITIES = new Set(['baseMenu', 'baseResource', 'baseResponsibility', 'baseRespGrant']);

/** The one key of the access-model cache: the model is loaded and replaced as a whole. */
const MODEL_KEY = 'model';

/**
 * Answers "what may this user reach": the responsibilities he holds today, the menus they grant and
 * the resource codes granted on each menu. The access model is cached (shared by all server processes
 * when Redis is configured) and reloaded after any API write to its entities; a user's
 * responsibilities are read on each call (kept only while the database is unchanged,
 * unchanged-data-reads.ts), so taking one away takes effect at once.
 */
export class AccessDirectory {
  private readonly reads: UnchangedDataReads;

  constructor(
    private readonly database: SqlDatabase,
    private readonly cache: SharedCache<AccessModel>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.reads = new UnchangedDataReads(database);
  }

  invalidate(): Promise<void> {
    return this.cache.invalidate();
  }

  accessModel(): Promise<AccessModel> {
    return this.cache.get(MODEL_KEY, () => loadAccessModel(this.database));
  }

  /**
   * Ids of the responsibilities the user holds today, in assignment order. Only responsibilities of
   * the user's own type count: a supplier user can never act through a buyer's responsibility.
   */
  async heldResponsibilities(user: Pick<SessionUser, 'userId' | 'userType'>): Promise<number[]> {
    return this.heldUnder(await this.accessModel(), user);
  }

  /**
   * Enabled menus granted to the user, each with the first responsibility granting it (and the codes of
   * all his responsibilities that grant it), ancestors included.
   */
  async userMenus(user: SessionUser): Promise<MenuRow[]> {
    const model = await this.accessModel();
    return menusOf(model, await this.heldUnder(model, user));
  }

  /**
   * The enabled function menu `menuId` as granted through `respId`, with the resources granted on it;
   * null when the user does not hold the responsibility or it does not grant the menu.
   */
  async grantedMenu(user: SessionUser, respId: number, menuId: number): Promise<GrantedMenu | null> {
    const model = await this.accessModel();
    return grantedMenuOf(model, await this.heldUnder(model, user), respId, menuId);
  }

  /**
   * grantedMenu, with the screen routes of every function menu the user holds (those of userMenus): one
   * read of the model and of his responsibilities for both, and the routes worked out once per model and
   * set of responsibilities.
   */
  async grantedMenuWithRoutes(user: SessionUser, respId: number, menuId: number): Promise<(GrantedMenu & { menuRoutes: string[] }) | null> {
    const model = await this.accessModel();
    const held = await this.heldUnder(model, user);
    const granted = grantedMenuOf(model, held, respId, menuId);
    return granted && { ...granted, menuRoutes: menuRoutesOf(model, held) };
  }

  private async heldUnder(model: AccessModel, user: Pick<SessionUser, 'userId' | 'userType'>): Promise<number[]> {
    const rows = await this.reads.read(String(user.userId), () =>
      this.database.db
        .selectFrom(systemTable('userResponsibilities'))
        .select(['userRespId', 'responsibilityId', 'startDateActive', 'endDateActive'])
        .where('userId', '=', user.userId)
        .orderBy('userRespId')
        .execute(),
    );
    const today = todayText(this.clock());
    const held: number[] = [];
    for (const row of rows) {
      const respId = asNumber(row.responsibilityId);
      const resp = model.responsibilities.get(respId);
      if (!resp || resp.userType !== user.userType) continue;
      if (!isActiveOn(today, asOptionalString(row.startDateActive), asOptionalString(row.endDateActive))) continue;
      if (!isActiveOn(today, resp.startDateActive, resp.endDateActive)) continue;
      if (!held.includes(respId)) held.push(respId);
    }
    return held;
  }
}

export interface GrantedMenu {
  menu: MenuRecord;
  resources: ResourceRecord[];
}

function grantedMenuOf(model: AccessModel, held: readonly number[], respId: number, menuId: number): GrantedMenu | null {
  if (!held.includes(respId)) return null;
  const granted = model.grants.get(respId)?.get(menuId);
  const menu = model.menus.get(menuId);
  if (!granted || !menu || !menu.enabled) return null;
  const resources = [...granted].flatMap((id) => model.resources.get(id) ?? []);
  resources.sort((a, b) => a.resourceId - b.resourceId);
  return { menu, resources };
}

function menusOf(model: AccessModel, held: readonly number[]): MenuRow[] {
  const rows = new Map<number, MenuRow>();
  const add = (menu: MenuRecord, respId: number) => {
    const code = model.responsibilities.get(respId)?.code;
    const known = rows.get(menu.menuId);
    if (known && code && !known.respCodes?.includes(code)) known.respCodes?.push(code);
    if (known || !menu.enabled) return;
    rows.set(menu.menuId, { ...toMenuRow(menu, respId), levelId: depthOf(model, menu), respCodes: code ? [code] : [] });
    const parent = model.menus.get(menu.menuParentId);
    if (parent) add(parent, respId);
  };
  for (const respId of held) {
    for (const menuId of model.grants.get(respId)?.keys() ?? []) {
      const menu = model.menus.get(menuId);
      if (menu) add(menu, respId);
    }
  }
  return [...rows.values()].sort((a, b) => a.levelId - b.levelId || a.orderNo - b.orderNo || a.menuId - b.menuId);
}

/** Routes by model (a reloaded model is a new object, so nothing outlives it) and held responsibilities. */
const routesByModel = new WeakMap<AccessModel, Map<string, string[]>>();

function menuRoutesOf(model: AccessModel, held: readonly number[]): string[] {
  let byHeld = routesByModel.get(model);
  if (!byHeld) routesByModel.set(model, (byHeld = new Map()));
  const key = held.join(',');
  let routes = byHeld.get(key);
  if (!routes) {
    routes = menusOf(model, held).flatMap((menu) => (menu.menuType === '20' && menu.htmlUrl ? [menu.htmlUrl] : []));
    byHeld.set(key, routes);
  }
  return routes;
}

/**
 * A menu's depth in the tree as it stands (1 for a top-level menu): the stored levelId is the seed's, and an
 * administrator may move a menu or add one, so the level the menu tree orders by is counted from the parents.
 */
function depthOf(model: AccessModel, menu: MenuRecord): number {
  let depth = 1;
  const seen = new Set([menu.menuId]);
  for (let parent = model.menus.get(menu.menuParentId); parent && !seen.has(parent.menuId); parent = model.menus.get(parent.menuParentId)) {
    seen.add(parent.menuId);
    depth += 1;
  }
  return depth;
}

function toMenuRow(menu: MenuRecord, respId: number): MenuRow {
  return {
    menuId: menu.menuId,
    menuParentId: menu.menuParentId,
    menuCode: menu.menuCode,
    menuName: menu.menuName,
    menuNameEn: menu.menuNameEn,
    menuType: menu.menuType,
    htmlUrl: menu.htmlUrl,
    imageLink: menu.imageLink,
    levelId: menu.levelId,
    orderNo: menu.orderNo,
    enabled: menu.enabled ? 'Y' : 'N',
    respId,
  };
}
