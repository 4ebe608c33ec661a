import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE), not at their first write.
 * Every transaction here writes after reading (a save reads the sequence, the record, its lines). Begun
 * deferred, a transaction in a second server process sharing the file that reads, then finds another
 * process committed meanwhile, cannot upgrade to a writer: SQLite refuses it at once (SQLITE_BUSY_SNAPSHOT,
 * busy_timeout does not apply), and the save fails. Begun immediate, it waits its turn (busy_timeout) and
 * then sees the latest data.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** The better-sqlite3 dialect of Kysely with write transactions that begin by taking the write lock. */
export class SqliteWriteDialect extends SqliteDialect {
  private readonly settings: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.settings = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.settings);
  }
}
