import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../db/database.types';
import type { CommitGuard } from '../entities/commit-guards';
import { asNumber, asOptionalNumber, asOptionalString } from '../sql-database';
import { systemTable, todayText } from '../system-tables';
import { isActiveOn } from './access-model';

/** The screen where users are given responsibilities: whoever may save there can give any access back. */
export const USER_RESPONSIBILITY_ROUTE = 'systemsetting/userresponsibility';
/** The button of that screen that saves a user's responsibilities. */
export const USER_RESPONSIBILITY_SAVE = 'btnSave';

/**
 * An administrator of access: an enabled internal user holding, today, an internal responsibility in force
 * that grants an enabled menu of USER_RESPONSIBILITY_ROUTE (its ancestors enabled too) with that menu's
 * USER_RESPONSIBILITY_SAVE button. While one exists, access can always be given back; no write may leave
 * none (a user disabled, a user's responsibility ended or deleted, a responsibility ended or deleted, a
 * grant removed, the menu or a menu above it disabled, moved or deleted, the button deleted).
 */
export async function accessAdministratorExists(db: Kysely<DatabaseTables>, now: Date): Promise<boolean> {
  const today = todayText(now);
  const menus = await db.selectFrom(systemTable('menus')).select(['menuId', 'menuParentId', 'enabled', 'htmlUrl']).execute();
  const byId = new Map(menus.map((menu) => [asNumber(menu.menuId), menu]));
  const reachable = (menuId: number): boolean => {
    const seen = new Set<number>();
    for (let id = menuId; id !== 0; ) {
      const menu = byId.get(id);
      if (!menu || menu.enabled !== 'Y' || seen.has(id)) return false;
      seen.add(id);
      id = asOptionalNumber(menu.menuParentId) ?? 0;
    }
    return true;
  };
  const adminMenus = menus.filter((menu) => menu.htmlUrl === USER_RESPONSIBILITY_ROUTE).map((menu) => asNumber(menu.menuId)).filter(reachable);
  if (adminMenus.length === 0) return false;
  const holders = await db
    .selectFrom(`${systemTable('grants')} as g`)
    .innerJoin(`${systemTable('resources')} as res`, (join) => join.onRef('res.resourceId', '=', 'g.resourceId').onRef('res.menuId', '=', 'g.menuId'))
    .innerJoin(`${systemTable('responsibilities')} as r`, 'r.responsibilityId', 'g.responsibilityId')
    .innerJoin(`${systemTable('userResponsibilities')} as ur`, 'ur.responsibilityId', 'r.responsibilityId')
    .innerJoin(`${systemTable('users')} as u`, 'u.userId', 'ur.userId')
    .select(['r.startDateActive as respStart', 'r.endDateActive as respEnd', 'ur.startDateActive as heldFrom', 'ur.endDateActive as heldTo'])
    .where('g.menuId', 'in', adminMenus)
    .where('res.resourceCode', '=', USER_RESPONSIBILITY_SAVE)
    .where('r.userType', '=', 'internal')
    .where('u.userType', '=', 'internal')
    .where('u.enabledFlag', '=', 'Y')
    .execute();
  return holders.some(
    (row) =>
      isActiveOn(today, asOptionalString(row.respStart), asOptionalString(row.respEnd)) &&
      isActiveOn(today, asOptionalString(row.heldFrom), asOptionalString(row.heldTo)),
  );
}

/** The commit guard (commit-guards.ts) that keeps at least one access administrator. */
export const lastAdministratorGuard: CommitGuard = {
  name: 'lastAdministrator',
  entities: new Set(['baseUsers', 'baseUserResp', 'baseResponsibility', 'baseRespGrant', 'baseMenu', 'baseResource']),
  holds: accessAdministratorExists,
  message: (language) =>
    language === 'EN'
      ? 'Refused: no enabled internal user would be left holding, today, a responsibility that grants the user responsibilities screen with its Save button, and nobody could give access back. Give another user that access first.'
      : '操作被拒绝：保存后将没有任何启用的内部用户在今天持有授予"用户职责"菜单及其保存按钮的职责，届时无人能再分配权限。请先将该权限授予另一位用户。',
};
