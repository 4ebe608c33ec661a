import { PERMIT_KIND_NAMES, PERMIT_KINDS } from '../../../../src/shared/entity/permit-kinds';
import type { Database } from '../../../../src/server/db';
import { hashPassword } from '../../../../src/server/auth/password-hash';

const AUDIT = { versionNum: 1, creationDate: '2026-01-15 08:00:00', createdBy: -1, lastUpdatedBy: -1, lastUpdateDate: '2026-01-15 08:00:00', lastUpdateLogin: -1 };

export interface FunctionMenu {
  menuId: number;
  menuCode: string;
  route: string;
  /** Resource ids by code. */
  resources: Map<string, number>;
}

/** The function menus the system seed wrote, with their resources. */
export async function functionMenus(database: Database): Promise<FunctionMenu[]> {
  const menus = await database.db.selectFrom('base_menu').select(['menuId', 'menuCode', 'htmlUrl']).where('menuType', '=', '20').execute();
  const resources = await database.db.selectFrom('base_resource').select(['resourceId', 'menuId', 'resourceCode']).execute();
  return menus.map((menu) => ({
    menuId: Number(menu.menuId),
    menuCode: String(menu.menuCode),
    route: String(menu.htmlUrl),
    resources: new Map(
      resources.filter((resource) => Number(resource.menuId) === Number(menu.menuId)).map((resource) => [String(resource.resourceCode), Number(resource.resourceId)]),
    ),
  }));
}

/** A responsibility granting one menu with exactly these resources; answers its id. */
export async function grantResponsibility(database: Database, code: string, userType: 'internal' | 'supplier', menu: FunctionMenu, codes: string[]): Promise<number> {
  const inserted = await database.db
    .insertInto('base_responsibility')
    .values({ responsibilityCode: code, responsibilityName: code, userType, ...AUDIT })
    .returning('responsibilityId')
    .executeTakeFirstOrThrow();
  const respId = Number(inserted.responsibilityId);
  await database.db.insertInto('base_resp_grants').values({ responsibilityId: respId, menuId: menu.menuId, resourceId: null, ...AUDIT }).execute();
  for (const resourceCode of codes) {
    const resourceId = menu.resources.get(resourceCode);
    if (resourceId === undefined) throw new Error(`menu ${menu.menuCode} has no resource ${resourceCode}`);
    await database.db.insertInto('base_resp_grants').values({ responsibilityId: respId, menuId: menu.menuId, resourceId, ...AUDIT }).execute();
  }
  return respId;
}

/** A user holding the given responsibilities (all organisations, so only the resource codes decide). */
export async function createUser(
  database: Database,
  user: { userName: string; password: string; userType: 'internal' | 'supplier'; supplierId: number | null; respIds: number[] },
): Promise<void> {
  const inserted = await database.db
    .insertInto('base_users')
    .values({
      userName: user.userName,
      userFullName: user.userName,
      userType: user.userType,
      supplierId: user.supplierId,
      passwordHash: await hashPassword(user.password),
      enabledFlag: 'Y',
      allOrgAccessFlag: 'Y',
      // Every data permit too: the generated suites test menus and buttons, not permits (data-permits.test.ts does).
      ...Object.fromEntries(PERMIT_KIND_NAMES.map((kind) => [PERMIT_KINDS[kind].allFlag, 'Y'])),
      ...AUDIT,
    })
    .returning('userId')
    .executeTakeFirstOrThrow();
  for (const respId of user.respIds) {
    await database.db.insertInto('base_user_resp').values({ userId: Number(inserted.userId), responsibilityId: respId, ...AUDIT }).execute();
  }
}
