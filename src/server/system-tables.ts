import type { EntityCatalog } from '../shared/entity/entity-catalog';

/**
 * Tables of the system entities the platform layer queries directly (identity, access, lookups,
 * seed). Named once here and checked against the entity schemas at startup, so a renamed table
 * stops the server instead of breaking logins.
 */
export const SYSTEM_TABLES = {
  users: { entity: 'baseUsers', table: 'base_users' },
  menus: { entity: 'baseMenu', table: 'base_menu' },
  resources: { entity: 'baseResource', table: 'base_resource' },
  responsibilities: { entity: 'baseResponsibility', table: 'base_responsibility' },
  grants: { entity: 'baseRespGrant', table: 'base_resp_grants' },
  userResponsibilities: { entity: 'baseUserResp', table: 'base_user_resp' },
  lookupTypes: { entity: 'baseLookupType', table: 'base_lookup_types' },
  lookupValues: { entity: 'baseLookupValues', table: 'base_lookup_values' },
  suppliers: { entity: 'srmPosSupplierInfo', table: 'srm_pos_supplier_info' },
  orgPermits: { entity: 'baseUserOrgPermit', table: 'base_user_org_permits' },
  operationLogs: { entity: 'baseUserOperateLog', table: 'base_user_operate_logs' },
  attachments: { entity: 'baseAttachment', table: 'base_attachments' },
  messageHistory: { entity: 'baseMessageHistory', table: 'base_message_history' },
  userMessages: { entity: 'baseUserMessage', table: 'base_user_messages' },
  messageSubscriptions: { entity: 'baseMessageSubscription', table: 'base_message_subscriptions' },
  articles: { entity: 'baseArticle', table: 'base_articles' },
} as const;

export type SystemTableKey = keyof typeof SYSTEM_TABLES;

export function systemTable(key: SystemTableKey): string {
  return SYSTEM_TABLES[key].table;
}

export function assertSystemTables(catalog: EntityCatalog): void {
  for (const { entity, table } of Object.values(SYSTEM_TABLES)) {
    const declared = catalog.has(entity) ? catalog.get(entity).table : undefined;
    if (declared !== table) {
      throw new Error(`entity ${entity} must exist with table ${table} (found ${declared ?? 'no such entity'})`);
    }
  }
}

/** Today as the date fields store it (yyyy-MM-dd, server local time). */
export function todayText(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A moment as datetime fields store it (yyyy-MM-dd HH:mm:ss, server local time). */
export function dateTimeText(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${todayText(now)} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}
