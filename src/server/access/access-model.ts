import { asNumber, asOptionalNumber, asOptionalString, type SqlDatabase } from '../sql-database';
import { systemTable } from '../system-tables';

export interface MenuRecord {
  menuId: number;
  menuParentId: number;
  menuCode: string;
  menuName: string;
  menuNameEn: string | null;
  menuType: '10' | '20';
  htmlUrl: string | null;
  imageLink: string | null;
  levelId: number;
  orderNo: number;
  enabled: boolean;
}

export interface ResourceRecord {
  resourceId: number;
  menuId: number;
  resourceCode: string;
  resourceName: string;
  resourceNameEn: string | null;
  resIcon: string | null;
}

export interface ResponsibilityRecord {
  respId: number;
  code: string;
  userType: 'internal' | 'supplier';
  startDateActive: string | null;
  endDateActive: string | null;
}

/**
 * The system's access structure (menus, resources, responsibilities, grants): small, read on every
 * business call, changed only by administrators. Loaded at once and kept until invalidated.
 */
export interface AccessModel {
  menus: Map<number, MenuRecord>;
  resources: Map<number, ResourceRecord>;
  responsibilities: Map<number, ResponsibilityRecord>;
  /** respId -> menuId -> resource ids granted on that menu (an empty set: the menu alone). */
  grants: Map<number, Map<number, Set<number>>>;
}

export async function loadAccessModel({ db }: SqlDatabase): Promise<AccessModel> {
  const [menuRows, resourceRows, respRows, grantRows] = await Promise.all([
    db.selectFrom(systemTable('menus')).selectAll().execute(),
    db.selectFrom(systemTable('resources')).selectAll().execute(),
    db.selectFrom(systemTable('responsibilities')).selectAll().execute(),
    db.selectFrom(systemTable('grants')).select(['responsibilityId', 'menuId', 'resourceId']).execute(),
  ]);
  const menus = new Map<number, MenuRecord>();
  for (const row of menuRows) {
    const menu: MenuRecord = {
      menuId: asNumber(row.menuId),
      menuParentId: asOptionalNumber(row.menuParentId) ?? 0,
      menuCode: String(row.menuCode),
      menuName: String(row.menuName),
      menuNameEn: asOptionalString(row.menuNameEn),
      menuType: row.menuType === '20' ? '20' : '10',
      htmlUrl: asOptionalString(row.htmlUrl),
      imageLink: asOptionalString(row.imageLink),
      levelId: asOptionalNumber(row.levelId) ?? 1,
      orderNo: asOptionalNumber(row.orderNo) ?? 0,
      enabled: row.enabled === 'Y',
    };
    menus.set(menu.menuId, menu);
  }
  const resources = new Map<number, ResourceRecord>();
  for (const row of resourceRows) {
    const resource: ResourceRecord = {
      resourceId: asNumber(row.resourceId),
      menuId: asNumber(row.menuId),
      resourceCode: String(row.resourceCode),
      resourceName: String(row.resourceName),
      resourceNameEn: asOptionalString(row.resourceNameEn),
      resIcon: asOptionalString(row.resIcon),
    };
    resources.set(resource.resourceId, resource);
  }
  const responsibilities = new Map<number, ResponsibilityRecord>();
  for (const row of respRows) {
    const resp: ResponsibilityRecord = {
      respId: asNumber(row.responsibilityId),
      code: String(row.responsibilityCode),
      userType: row.userType === 'supplier' ? 'supplier' : 'internal',
      startDateActive: asOptionalString(row.startDateActive),
      endDateActive: asOptionalString(row.endDateActive),
    };
    responsibilities.set(resp.respId, resp);
  }
  const grants = new Map<number, Map<number, Set<number>>>();
  for (const row of grantRows) {
    const respId = asNumber(row.responsibilityId);
    const menuId = asNumber(row.menuId);
    const byMenu = grants.get(respId) ?? new Map<number, Set<number>>();
    grants.set(respId, byMenu);
    const granted = byMenu.get(menuId) ?? new Set<number>();
    byMenu.set(menuId, granted);
    const resourceId = asOptionalNumber(row.resourceId);
    // A resource grant counts only for a resource of that same menu.
    if (resourceId !== null && resources.get(resourceId)?.menuId === menuId) granted.add(resourceId);
  }
  return { menus, resources, responsibilities, grants };
}

/** Whether a date range (yyyy-MM-dd, open ends allowed) includes today. */
export function isActiveOn(today: string, start: string | null, end: string | null): boolean {
  return (start === null || start === '' || start.slice(0, 10) <= today) && (end === null || end === '' || end.slice(0, 10) >= today);
}
