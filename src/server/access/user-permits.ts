import { tableOf, type EntityCatalog } from '../../shared/entity/entity-catalog';
import { PERMIT_KIND_NAMES, PERMIT_KINDS, type PermitAccess, type PermitKind } from '../../shared/entity/permit-kinds';
import type { SessionUser } from '../auth/user-directory';
import { UnchangedDataReads } from '../cache/unchanged-data-reads';
import { asOptionalString, type SqlDatabase, type SqlRow } from '../sql-database';
import { systemTable, todayText } from '../system-tables';
import { isActiveOn } from './access-model';

/** Not limited: supplier users (their supplier limits them) and the platform's own actors. */
export const ALL_PERMITS: PermitAccess = { category: 'all', mrpController: 'all', purchaseGroup: 'all' };

const PERMITS_TABLE = 'base_user_permits';

/** The ids of a tree's nodes and of every node below them. */
function withDescendants(granted: readonly number[], nodes: readonly { id: number; parent: number | null }[]): number[] {
  const children = new Map<number, number[]>();
  for (const node of nodes) if (node.parent !== null) children.set(node.parent, [...(children.get(node.parent) ?? []), node.id]);
  const reached = new Set<number>();
  const pending = [...granted];
  while (pending.length > 0) {
    const id = pending.pop() as number;
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(children.get(id) ?? []));
  }
  return [...reached].sort((a, b) => a - b);
}

/**
 * What an internal user reaches of each permit kind (`permitScope`, docs/authoring.md "Data permits"): every value
 * when his user record's flag of the kind is Y, otherwise the values of his baseUserPermit rows active today (a
 * category with every category below it). Read on every call like organisation permits, kept only while the
 * database is unchanged, so a permit taken away counts at once.
 */
export class UserPermits {
  private readonly reads: UnchangedDataReads;

  constructor(
    private readonly database: SqlDatabase,
    private readonly catalog: EntityCatalog,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.reads = new UnchangedDataReads(database);
  }

  async forUser(user: SessionUser): Promise<PermitAccess> {
    if (user.userType !== 'internal') return ALL_PERMITS;
    const { flags, permits } = await this.reads.read(String(user.userId), () => this.load(user.userId));
    const today = todayText(this.clock());
    const active = permits.filter((row) => isActiveOn(today, asOptionalString(row.startDateActive), asOptionalString(row.endDateActive)));
    const access = {} as Record<PermitKind, PermitAccess[PermitKind]>;
    for (const kind of PERMIT_KIND_NAMES) {
      const spec = PERMIT_KINDS[kind];
      if (flags?.[spec.allFlag] === 'Y') {
        access[kind] = 'all';
        continue;
      }
      const values = active.filter((row) => row.permitType === spec.permitType).map((row) => row[spec.valueField]).filter((value) => value !== null && value !== undefined);
      access[kind] = spec.valueKind === 'id' ? await this.expanded(kind, values.map(Number)) : [...new Set(values.map(String))].sort();
    }
    return access;
  }

  private async load(userId: number): Promise<{ flags: SqlRow | undefined; permits: SqlRow[] }> {
    const { db } = this.database;
    const flags = await db
      .selectFrom(systemTable('users'))
      .select(PERMIT_KIND_NAMES.map((kind) => PERMIT_KINDS[kind].allFlag))
      .where('userId', '=', userId)
      .executeTakeFirst();
    const permits = await db.selectFrom(PERMITS_TABLE).selectAll().where('userId', '=', userId).execute();
    return { flags, permits };
  }

  /** A granted tree node covers the nodes below it. */
  private async expanded(kind: PermitKind, granted: number[]): Promise<number[]> {
    const treeEntity = PERMIT_KINDS[kind].tree;
    if (granted.length === 0 || !treeEntity || !this.catalog.has(treeEntity)) return [...new Set(granted)].sort((a, b) => a - b);
    const entity = this.catalog.get(treeEntity);
    const parentField = entity.tree?.parentField;
    if (!parentField) return [...new Set(granted)].sort((a, b) => a - b);
    const nodes = await this.reads.read(`tree:${treeEntity}`, () => this.database.db.selectFrom(tableOf(entity)).select([entity.primaryKey, parentField]).execute());
    return withDescendants(
      granted,
      nodes.map((node) => ({ id: Number(node[entity.primaryKey]), parent: node[parentField] === null || node[parentField] === undefined ? null : Number(node[parentField]) })),
    );
  }
}
