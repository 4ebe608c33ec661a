import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateSessionsTable, SESSIONS_TABLE } from '../../../src/server/auth/sessions-table';
import { dialectRules } from '../../../src/server/db/dialect-rules';
import { openTestDatabase, testDialects, type TestDatabase } from '../engine/engine-fixture';

const dialects = await testDialects();

describe.each(dialects)('the sessions table of an older database on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it('gains the device columns on start, keeps its sessions, and stays as it is on the next start', async () => {
    const { db } = test.database;
    await db.schema.dropTable(SESSIONS_TABLE).ifExists().execute();
    // The table as the release before the user centre made it.
    await db.schema
      .createTable(SESSIONS_TABLE)
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('tokenHash', 'varchar(64)', (column) => column.notNull())
      .addColumn('userId', 'bigint', (column) => column.notNull())
      .addColumn('signSecret', 'varchar(64)', (column) => column.notNull())
      .addColumn('createdAt', 'bigint', (column) => column.notNull())
      .addColumn('lastSeenAt', 'bigint', (column) => column.notNull())
      .addColumn('expiresAt', 'bigint', (column) => column.notNull())
      .addColumn('endedAt', 'bigint')
      .execute();
    await db.insertInto(SESSIONS_TABLE).values({ id: 1, tokenHash: 'h', userId: 1, signSecret: 's', createdAt: 1, lastSeenAt: 1, expiresAt: 2 }).execute();
    await migrateSessionsTable(test.database);
    await migrateSessionsTable(test.database);
    const columns = (await dialectRules(dialect).existingColumns(db)).get(SESSIONS_TABLE);
    expect([...(columns ?? [])]).toEqual(expect.arrayContaining(['user_agent', 'address']));
    expect(await db.selectFrom(SESSIONS_TABLE).select(['tokenHash', 'userAgent', 'address']).execute()).toEqual([{ tokenHash: 'h', userAgent: null, address: null }]);
  });
});
