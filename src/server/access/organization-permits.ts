import type { OrganizationAccess } from '../entities/entity-engine.types';
import type { SessionUser } from '../auth/user-directory';
import { UnchangedDataReads } from '../cache/unchanged-data-reads';
import { asNumber, asOptionalString, type SqlDatabase } from '../sql-database';
import { systemTable, todayText } from '../system-tables';
import { isActiveOn } from './access-model';

/**
 * Which organisations an internal user reaches on entities with an `orgScope` (docs/api.md "Access"):
 * all of them when his user record says so (allOrgAccessFlag, administrators), otherwise those granted
 * to him in baseUserOrgPermit that are active today. Read on every call, like responsibilities (kept
 * only while the database is unchanged, unchanged-data-reads.ts), so taking a grant away takes effect
 * at once; whether a grant is active today is decided on each call. Supplier users are kept in their supplier's records
 * instead; organisations do not narrow them further.
 */
export class OrganizationPermits {
  private readonly reads: UnchangedDataReads;

  constructor(
    private readonly database: SqlDatabase,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.reads = new UnchangedDataReads(database);
  }

  async forUser(user: SessionUser): Promise<OrganizationAccess> {
    if (user.userType !== 'internal') return [];
    const { db } = this.database;
    const rows = await this.reads.read(String(user.userId), () =>
      db
        .selectFrom(`${systemTable('users')} as u`)
        .leftJoin(`${systemTable('orgPermits')} as p`, 'p.userId', 'u.userId')
        .select(['u.allOrgAccessFlag', 'p.orgId', 'p.startDateActive', 'p.endDateActive'])
        .where('u.userId', '=', user.userId)
        .execute(),
    );
    if (rows.some((row) => row.allOrgAccessFlag === 'Y')) return 'all';
    const today = todayText(this.clock());
    const granted = new Set<number>();
    for (const row of rows) {
      if (row.orgId === null || row.orgId === undefined) continue;
      if (isActiveOn(today, asOptionalString(row.startDateActive), asOptionalString(row.endDateActive))) granted.add(asNumber(row.orgId));
    }
    return [...granted].sort((a, b) => a - b);
  }
}
