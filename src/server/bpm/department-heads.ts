import type { Kysely } from 'kysely';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import { asOptionalNumber, type SqlTables } from '../sql-database';

/** The organisation entities the department-head rule reads (schemas/base/). */
export const ORG_ENTITIES = {
  employee: 'baseEmployee',
  department: 'baseDepartment',
  position: 'basePosition',
  allotment: 'basePositionAllot',
} as const;

/** The most departments walked up from the submitter's (a guard: the tree rule already refuses loops). */
const MAX_DEPTH = 30;

/**
 * The submitter's department: the department of his primary position in force on the day (a position
 * assignment flagged primary, started and not ended), else his employee record's own department; null when
 * the user is no employee, or has left.
 */
async function submitterDepartment(db: Kysely<SqlTables>, catalog: EntityCatalog, submitterId: number, day: string): Promise<number | null> {
  const employee = await db
    .selectFrom(tableOf(catalog.get(ORG_ENTITIES.employee)))
    .select(['employeeId', 'departmentId'])
    .where('userId', '=', submitterId)
    .where('status', '<>', 'LEFT')
    .executeTakeFirst();
  if (!employee) return null;
  const primary = await db
    .selectFrom(`${tableOf(catalog.get(ORG_ENTITIES.allotment))} as allot`)
    .innerJoin(`${tableOf(catalog.get(ORG_ENTITIES.position))} as position`, 'position.positionId', 'allot.positionId')
    .select('position.departmentId')
    .where('allot.employeeId', '=', employee.employeeId)
    .where('allot.primaryFlag', '=', 'Y')
    .where('allot.startDate', '<=', day)
    .where((eb) => eb.or([eb('allot.endDate', 'is', null), eb('allot.endDate', '>=', day)]))
    .executeTakeFirst();
  return asOptionalNumber(primary?.departmentId) ?? asOptionalNumber(employee.departmentId);
}

/**
 * The heads above the submitter, nearest first (docs/authoring.md "Approval by a process", kind `deptHead`):
 * entry 0 is his own department's head, entry 1 the head of its parent department, and so on to the top. A
 * department whose head is the submitter himself is passed over (a head's "department head" is his superior),
 * so nobody approves his own document by this rule. An entry is null where a department names no head or its
 * head's user is disabled: a rule reaching it resolves to nobody, and the node stops like any rule naming
 * nobody. Empty when the submitter is no employee.
 */
export async function departmentHeads(db: Kysely<SqlTables>, catalog: EntityCatalog, submitterId: number, day: string, levels: number): Promise<(number | null)[]> {
  let departmentId = await submitterDepartment(db, catalog, submitterId, day);
  const table = tableOf(catalog.get(ORG_ENTITIES.department));
  const heads: (number | null)[] = [];
  const seen = new Set<number>();
  while (departmentId !== null && heads.length < levels && !seen.has(departmentId) && seen.size < MAX_DEPTH) {
    seen.add(departmentId);
    const department = await db
      .selectFrom(`${table} as department`)
      .leftJoin('base_users as head', (join) => join.onRef('head.userId', '=', 'department.headUserId').on('head.enabledFlag', '=', 'Y'))
      .select(['department.parentDepartmentId', 'department.headUserId', 'head.userId as enabledHead'])
      .where('department.departmentId', '=', departmentId)
      .executeTakeFirst();
    if (!department) break;
    const head = asOptionalNumber(department.headUserId);
    if (head !== submitterId) heads.push(head === null ? null : asOptionalNumber(department.enabledHead));
    departmentId = asOptionalNumber(department.parentDepartmentId);
  }
  return heads;
}
