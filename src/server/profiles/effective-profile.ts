import { tableOf, type EntityCatalog } from '../../shared/entity/entity-catalog';
import { asOptionalNumber, type SqlDatabase } from '../sql-database';

/** The configuration profiles' entity (schemas/base/baseConfigProfile.json). */
export const PROFILE_ENTITY = 'baseConfigProfile';

/**
 * The levels a profile value is set at, the one that wins first: the user's own value, then his current
 * responsibility's (the menu call's respId), then the organisation's (the document's), then the site's.
 */
export const PROFILE_PRECEDENCE = ['USER', 'RESP', 'ORG', 'SITE'] as const;
export type ProfileLevel = (typeof PROFILE_PRECEDENCE)[number];

/** For whom a profile is read: any part may be unknown (no organisation on the record, no responsibility on a job). */
export interface ProfileContext {
  userId?: number | null;
  responsibilityId?: number | null;
  orgId?: number | null;
}

/** One stored value of a profile code. */
export interface ProfileRow {
  profileName: string;
  profileLevel: string;
  userId: number | null;
  responsibilityId: number | null;
  orgId: number | null;
  profileValue: string;
  enabledFlag: string;
}

export interface EffectiveValue {
  value: string;
  level: ProfileLevel;
}

const LEVEL_KEY = { USER: 'userId', RESP: 'responsibilityId', ORG: 'orgId', SITE: undefined } as const;

function applies(row: ProfileRow, level: ProfileLevel, context: ProfileContext): boolean {
  if (row.profileLevel !== level || row.enabledFlag !== 'Y') return false;
  const key = LEVEL_KEY[level];
  if (key === undefined) return true;
  const wanted = context[key];
  return wanted !== null && wanted !== undefined && row[key] !== null && Number(row[key]) === Number(wanted);
}

/** The value in force among a code's stored rows: the first enabled one at the first level that applies (PROFILE_PRECEDENCE). */
export function pickEffective(rows: readonly ProfileRow[], context: ProfileContext): EffectiveValue | undefined {
  for (const level of PROFILE_PRECEDENCE) {
    const found = rows.find((row) => applies(row, level, context));
    if (found) return { value: found.profileValue, level };
  }
  return undefined;
}

/** The stored rows of some profile codes (every code when none is given). */
export async function profileRows(database: Pick<SqlDatabase, 'db'>, catalog: EntityCatalog, codes?: readonly string[]): Promise<Map<string, ProfileRow[]>> {
  const byCode = new Map<string, ProfileRow[]>();
  if (!catalog.has(PROFILE_ENTITY) || codes?.length === 0) return byCode;
  let query = database.db
    .selectFrom(tableOf(catalog.get(PROFILE_ENTITY)))
    .select(['profileCode', 'profileName', 'profileLevel', 'userId', 'responsibilityId', 'orgId', 'profileValue', 'enabledFlag']);
  if (codes) query = query.where('profileCode', 'in', [...codes]);
  for (const row of await query.orderBy('profileCode').orderBy('profileId').execute()) {
    const code = String(row.profileCode);
    const list = byCode.get(code) ?? [];
    list.push({
      profileName: String(row.profileName ?? code),
      profileLevel: String(row.profileLevel),
      userId: asOptionalNumber(row.userId),
      responsibilityId: asOptionalNumber(row.responsibilityId),
      orgId: asOptionalNumber(row.orgId),
      profileValue: String(row.profileValue ?? ''),
      enabledFlag: String(row.enabledFlag),
    });
    byCode.set(code, list);
  }
  return byCode;
}

/**
 * The one reader of a profile's value that the platform uses (docs/authoring.md "Configuration profiles"):
 * user > responsibility > organisation > site, disabled values skipped; undefined when none applies.
 */
export async function effectiveProfileValue(
  database: Pick<SqlDatabase, 'db'>,
  catalog: EntityCatalog,
  code: string,
  context: ProfileContext,
): Promise<EffectiveValue | undefined> {
  const rows = (await profileRows(database, catalog, [code])).get(code) ?? [];
  return pickEffective(rows, context);
}
