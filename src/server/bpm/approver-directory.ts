import type { Kysely } from 'kysely';
import { headLevel, type ApproverRule } from '../../shared/bpm/srm-moddle';
import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { formatDate } from '../entities';
import { asNumber, type SqlTables } from '../sql-database';
import { departmentHeads } from './department-heads';

/** The document a node's approvers are resolved for: its entity and its values as stored now. */
export interface ApprovalDocument {
  entity: EntitySchema;
  record: Record<string, unknown>;
}

/** A process role's member: a user, for every document or only for those of one organisation. */
export interface RoleMember {
  userId: number;
  orgId: number | null;
}

/** What approver rules name, as the database knows it now. */
export interface KnownApprovers {
  /** Enabled users by user name (rules of kind user, and user names held by document fields). */
  users: ReadonlyMap<string, number>;
  /** Enabled users among the ids document fields hold. */
  userIds: ReadonlySet<number>;
  /** Responsibilities by code (kinds role and orgPermit), each with the enabled users holding it today (possibly none). */
  roles: ReadonlyMap<string, readonly number[]>;
  /** Enabled process roles by code, each with its enabled members (possibly none). */
  processRoles: ReadonlyMap<string, readonly RoleMember[]>;
  /** Users holding an organisation permit today for the document's organisation (empty without a document or organisation). */
  permitted: ReadonlySet<number>;
  /** The submitter's department heads, nearest first (kind deptHead: level 1 is entry 0; null where none); empty without a submitter. */
  heads: readonly (number | null)[];
}

function codesOf(rules: readonly ApproverRule[], kinds: readonly string[]): string[] {
  return [...new Set(rules.filter((rule) => kinds.includes(rule.kind)).map((rule) => rule.value))];
}

/** The document's organisation: the value of its entity's organisation-scope field, if it has one. */
export function documentOrg(document: ApprovalDocument | undefined): number | null {
  const field = document?.entity.orgScope?.field;
  const value = field === undefined ? undefined : document?.record[field];
  return value === null || value === undefined || value === '' ? null : asNumber(value);
}

/** What the document's fields named by `field` rules hold: user ids (numbers) and user names (text). */
function fieldValues(rules: readonly ApproverRule[], document: ApprovalDocument | undefined): { ids: number[]; names: string[] } {
  const ids: number[] = [];
  const names: string[] = [];
  for (const rule of rules.filter((candidate) => candidate.kind === 'field')) {
    const value = document?.record[rule.value];
    if (typeof value === 'number' && Number.isInteger(value)) ids.push(value);
    else if (typeof value === 'string' && value.trim() !== '') names.push(value.trim());
  }
  return { ids, names };
}

async function responsibilityHolders(db: Kysely<SqlTables>, codes: string[], day: string): Promise<Map<string, number[]>> {
  const roles = new Map<string, number[]>();
  if (codes.length === 0) return roles;
  const found = await db.selectFrom('base_responsibility').select('responsibilityCode').where('responsibilityCode', 'in', codes).execute();
  for (const row of found) roles.set(String(row.responsibilityCode), []);
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
  return roles;
}

async function processRoleMembers(db: Kysely<SqlTables>, catalog: EntityCatalog, codes: string[]): Promise<Map<string, RoleMember[]>> {
  const roles = new Map<string, RoleMember[]>();
  if (codes.length === 0) return roles;
  const roleTable = tableOf(catalog.get(BPM_ENTITIES.role));
  const found = await db.selectFrom(roleTable).select('roleCode').where('roleCode', 'in', codes).where('enabledFlag', '=', 'Y').execute();
  for (const row of found) roles.set(String(row.roleCode), []);
  const members = await db
    .selectFrom(`${tableOf(catalog.get(BPM_ENTITIES.roleMember))} as member`)
    .innerJoin(`${roleTable} as role`, 'role.roleId', 'member.roleId')
    .innerJoin('base_users as user', 'user.userId', 'member.userId')
    .select(['role.roleCode', 'member.userId', 'member.orgId'])
    .where('role.roleCode', 'in', codes)
    .where('role.enabledFlag', '=', 'Y')
    .where('user.enabledFlag', '=', 'Y')
    .orderBy('member.memberId')
    .execute();
  for (const row of members) {
    roles.get(String(row.roleCode))?.push({ userId: asNumber(row.userId), orgId: row.orgId === null ? null : asNumber(row.orgId) });
  }
  return roles;
}

async function permitHolders(db: Kysely<SqlTables>, orgId: number | null, day: string): Promise<Set<number>> {
  if (orgId === null) return new Set();
  const rows = await db
    .selectFrom('base_user_org_permits')
    .select('userId')
    .where('orgId', '=', orgId)
    .where((eb) => eb.or([eb('startDateActive', 'is', null), eb('startDateActive', '<=', day)]))
    .where((eb) => eb.or([eb('endDateActive', 'is', null), eb('endDateActive', '>=', day)]))
    .execute();
  return new Set(rows.map((row) => asNumber(row.userId)));
}

/**
 * Reads what approver rules name (docs/architecture.md "Approvals on BPMN 2.0"), inside the caller's
 * transaction, so a task is created for exactly the users the same transaction saw. Without a document
 * (a deploy) the rules are only looked up; with one, its organisation and fields are read too, and with the
 * process's submitter, his department heads as far up as the deptHead rules reach.
 */
export async function knownApprovers(
  db: Kysely<SqlTables>,
  catalog: EntityCatalog,
  rules: readonly ApproverRule[],
  today: Date,
  document?: ApprovalDocument,
  submitterId?: number,
): Promise<KnownApprovers> {
  const day = formatDate(today);
  const fields = fieldValues(rules, document);
  const names = [...new Set([...codesOf(rules, ['user']), ...fields.names])];
  const users = new Map<string, number>();
  if (names.length > 0) {
    const rows = await db.selectFrom('base_users').select(['userId', 'userName']).where('userName', 'in', names).where('enabledFlag', '=', 'Y').execute();
    for (const row of rows) users.set(String(row.userName), asNumber(row.userId));
  }
  const userIds = new Set<number>();
  if (fields.ids.length > 0) {
    const rows = await db.selectFrom('base_users').select('userId').where('userId', 'in', fields.ids).where('enabledFlag', '=', 'Y').execute();
    for (const row of rows) userIds.add(asNumber(row.userId));
  }
  const needsPermits = rules.some((rule) => rule.kind === 'orgPermit');
  const levels = Math.max(0, ...rules.filter((rule) => rule.kind === 'deptHead').map((rule) => headLevel(rule.value) ?? 0));
  return {
    users,
    userIds,
    roles: await responsibilityHolders(db, codesOf(rules, ['role', 'orgPermit']), day),
    processRoles: await processRoleMembers(db, catalog, codesOf(rules, ['processRole'])),
    permitted: needsPermits ? await permitHolders(db, documentOrg(document), day) : new Set(),
    heads: levels > 0 && submitterId !== undefined ? await departmentHeads(db, catalog, submitterId, day, levels) : [],
  };
}

/** The users one rule names for the document. */
function usersOf(rule: ApproverRule, known: KnownApprovers, document: ApprovalDocument | undefined): number[] {
  switch (rule.kind) {
    case 'user': {
      const id = known.users.get(rule.value);
      return id === undefined ? [] : [id];
    }
    case 'role':
      return [...(known.roles.get(rule.value) ?? [])];
    case 'orgPermit':
      return (known.roles.get(rule.value) ?? []).filter((userId) => known.permitted.has(userId));
    case 'processRole': {
      const org = documentOrg(document);
      return (known.processRoles.get(rule.value) ?? []).filter((member) => member.orgId === null || member.orgId === org).map((member) => member.userId);
    }
    case 'field': {
      const value = document?.record[rule.value];
      if (typeof value === 'number') return known.userIds.has(value) ? [value] : [];
      const id = typeof value === 'string' ? known.users.get(value.trim()) : undefined;
      return id === undefined ? [] : [id];
    }
    case 'deptHead': {
      const level = headLevel(rule.value);
      const head = level === null ? null : known.heads[level - 1];
      return head === null || head === undefined ? [] : [head];
    }
    default:
      return [];
  }
}

/** The users the rules name for the document, in the rules' order, each once. */
export function resolveApprovers(rules: readonly ApproverRule[], known: KnownApprovers, document?: ApprovalDocument): number[] {
  return [...new Set(rules.flatMap((rule) => usersOf(rule, known, document)))];
}
