import type { Kysely } from 'kysely';
import type { ApproverRule } from '../../shared/bpm/srm-moddle';
import { formatDate } from '../entities';
import { asNumber, type SqlTables } from '../sql-database';

/** What approver rules name, as the database knows it now. */
export interface KnownApprovers {
  /** Enabled users by user name. */
  users: ReadonlyMap<string, number>;
  /** Responsibilities by code, each with the enabled users holding it today (possibly none). */
  roles: ReadonlyMap<string, readonly number[]>;
}

/**
 * Resolves approver rules (srm:approver kind="user" | "role") to users: a user by user name, a role to every
 * enabled user who holds that responsibility today. Read inside the caller's transaction, so a task is
 * created for exactly the users the same transaction saw.
 */
export async function knownApprovers(db: Kysely<SqlTables>, rules: readonly ApproverRule[], today: Date): Promise<KnownApprovers> {
  const names = [...new Set(rules.filter((rule) => rule.kind === 'user').map((rule) => rule.value))];
  const codes = [...new Set(rules.filter((rule) => rule.kind === 'role').map((rule) => rule.value))];
  const users = new Map<string, number>();
  if (names.length > 0) {
    const rows = await db.selectFrom('base_users').select(['userId', 'userName']).where('userName', 'in', names).where('enabledFlag', '=', 'Y').execute();
    for (const row of rows) users.set(String(row.userName), asNumber(row.userId));
  }
  const roles = new Map<string, number[]>();
  if (codes.length > 0) {
    const found = await db.selectFrom('base_responsibility').select('responsibilityCode').where('responsibilityCode', 'in', codes).execute();
    for (const row of found) roles.set(String(row.responsibilityCode), []);
    const day = formatDate(today);
    const holders = await db
      .selectFrom('base_user_resp as grant')
      .innerJoin('base_responsibility as resp', 'resp.responsibilityId', 'grant.responsibilityId')
      .innerJoin('base_users as user', 'user.userId', 'grant.userId')
      .select(['resp.responsibilityCode', 'user.userId'])
      .where('resp.responsibilityCode', 'in', codes)
      .where('user.enabledFlag', '=', 'Y')
      .where((eb) => eb.or([eb('grant.startDateActive', 'is', null), eb('grant.startDateActive', '<=', day)]))
      .where((eb) => eb.or([eb('grant.endDateActive', 'is', null), eb('grant.endDateActive', '>=', day)]))
      .orderBy('user.userId')
      .execute();
    for (const row of holders) roles.get(String(row.responsibilityCode))?.push(asNumber(row.userId));
  }
  return { users, roles };
}

/** The users the rules name, in the rules' order, each once. */
export function resolveApprovers(rules: readonly ApproverRule[], known: KnownApprovers): number[] {
  const ids = rules.flatMap((rule) => {
    if (rule.kind === 'role') return [...(known.roles.get(rule.value) ?? [])];
    const id = known.users.get(rule.value);
    return id === undefined ? [] : [id];
  });
  return [...new Set(ids)];
}
