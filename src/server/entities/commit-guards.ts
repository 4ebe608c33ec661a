import { sql, type Kysely } from 'kysely';
import type { Language } from '../../shared/formats/common';
import type { DatabaseTables, DialectName } from '../db/database.types';
import { ApiError } from '../http/api-error';

/**
 * A rule over the data as a whole that no write may break (an administrator must remain), registered in
 * code by the platform. The engine reads it on the first write of one of its entities in a transaction
 * (before that write) and again just before the commit: a transaction that found it holding and would
 * leave it broken is refused and rolled back, whatever the operation (save, batch, delete, import, tree
 * move, workflow action, lines saved with their header). A rule already broken before stays writable, so
 * a database without any administrator yet can be set up.
 */
export interface CommitGuard {
  /** Names the rule in logs and tests. */
  name: string;
  /** Writes to these entities (headers or lines) may break it. */
  entities: ReadonlySet<string>;
  /** Whether the rule holds on the data as this transaction sees it. */
  holds(db: Kysely<DatabaseTables>, now: Date): Promise<boolean>;
  /** What the refused caller is told. */
  message(language: Language): string;
}

/** First key of the PostgreSQL advisory locks of commit guards ("SRM" + 2); the second is a hash of the guard's name. */
const GUARD_LOCK_CLASS = 0x53524d02;

/**
 * Makes transactions that engage the same guard run one after the other. PostgreSQL (read committed) would
 * otherwise let two of them each see the other's administrator still there and both commit, leaving none: a
 * transaction-scoped advisory lock, released at its commit or rollback. SQLite already has one writer at a time.
 */
async function serialise(db: Kysely<DatabaseTables>, dialect: DialectName, guard: CommitGuard): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${GUARD_LOCK_CLASS}, hashtext(${guard.name}))`.execute(db);
}

/** The guards one transaction watches: which held before its first write that concerned them. */
export class GuardedWrites {
  private readonly heldBefore = new Map<CommitGuard, Promise<boolean>>();
  private language: Language = 'CN';

  constructor(
    private readonly guards: readonly CommitGuard[],
    private readonly db: Kysely<DatabaseTables>,
    private readonly dialect: DialectName,
    private readonly now: () => Date,
  ) {}

  /** Called by every row write of the engine before it runs (with the actor's language where the writer knows it). */
  async beforeWrite(entityName: string, language?: Language): Promise<void> {
    if (language) this.language = language;
    for (const guard of this.guards) {
      if (!guard.entities.has(entityName) || this.heldBefore.has(guard)) continue;
      const held = serialise(this.db, this.dialect, guard).then(() => guard.holds(this.db, this.now()));
      this.heldBefore.set(guard, held);
      await held;
    }
  }

  /** Called once the transaction's work is done, before its commit: refuses what broke a rule. */
  async beforeCommit(): Promise<void> {
    for (const [guard, before] of this.heldBefore) {
      if ((await before) && !(await guard.holds(this.db, this.now()))) throw new ApiError(guard.message(this.language));
    }
  }
}
