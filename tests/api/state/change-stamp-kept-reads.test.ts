import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserDirectory } from '../../../src/server/auth/user-directory';
import { UnchangedDataReads } from '../../../src/server/cache/unchanged-data-reads';
import type { Database } from '../../../src/server/db';
import { systemTable } from '../../../src/server/system-tables';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';

/** Runs `work` as the server runs one request: in the database's change-stamp scope where it has one (PostgreSQL). */
function inRequest<T>(database: Database, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const run = () => void work().then(resolve, reject);
    if (database.changeStampScope) database.changeStampScope(run);
    else run();
  });
}

/**
 * Reads kept while the database's change stamp is unchanged (unchanged-data-reads.ts), on two connections
 * to one database as two server processes would have: a write on either counts on the next request of the
 * other, and a request that writes sees its own write at once.
 */
describe('reads kept while the database is unchanged, on two processes', () => {
  let database: ServerDatabase;
  let first: Database;
  let second: Database;
  let adminId: number;
  const setEnabled = (on: Database, enabled: boolean) =>
    on.db.updateTable(systemTable('users')).set({ enabledFlag: enabled ? 'Y' : 'N' }).where('userId', '=', adminId).execute();

  beforeAll(async () => {
    database = await createServerDatabase('changestamp');
    [first, second] = await Promise.all([database.open(), database.open()]);
    // What a server's start does once the tables are migrated.
    await first.startChangeStamp?.();
    await second.startChangeStamp?.();
    adminId = (await new UserDirectory(first).findByName('admin'))!.userId;
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('reads again on the next request once another process wrote, and not before', async () => {
    const reads = new UnchangedDataReads(first);
    let loads = 0;
    const load = () => inRequest(first, () => reads.read('key', async () => ++loads));
    expect(await load()).toBe(1);
    expect(await load()).toBe(1);
    await second.db.updateTable(systemTable('users')).set({ lastLoginDate: '2026-01-01 00:00:00' }).where('userId', '=', adminId).execute();
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
  });

  it('sees a user disabled by another process on the next request', async () => {
    const users = new UserDirectory(first);
    expect((await inRequest(first, () => users.findById(adminId)))?.enabled).toBe(true);
    await setEnabled(second, false);
    expect((await inRequest(first, () => users.findById(adminId)))?.enabled).toBe(false);
    await setEnabled(second, true);
    expect((await inRequest(first, () => users.findById(adminId)))?.enabled).toBe(true);
  });

  it('sees its own write later in the same request, in a transaction too', async () => {
    const users = new UserDirectory(first);
    await inRequest(first, async () => {
      expect((await users.findById(adminId))?.enabled).toBe(true);
      await setEnabled(first, false);
      expect((await users.findById(adminId))?.enabled).toBe(false);
      await first.db.transaction().execute((transaction) => transaction.updateTable(systemTable('users')).set({ enabledFlag: 'Y' }).where('userId', '=', adminId).execute());
      expect((await users.findById(adminId))?.enabled).toBe(true);
    });
  });

  it('keeps nothing outside a request on PostgreSQL, where the stamp costs a round trip', async () => {
    if (first.dialect !== 'postgres') return;
    const reads = new UnchangedDataReads(first);
    let loads = 0;
    await reads.read('key', async () => ++loads);
    await reads.read('key', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('lets two open transactions write at once, whatever their connections and transaction ids', async () => {
    if (first.dialect !== 'postgres') return;
    const connect = async () => {
      const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await client.connect();
      const pid = Number((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid);
      return { client, pid };
    };
    const SLOTS = 64;
    const a = await connect();
    const opened = [a.client];
    try {
      // A second connection whose process id and whose transaction id both fall on the first's counter row, as
      // the counters of connections or transactions of a busy pool do sooner or later.
      // At most two connections are open at a time: the tests beside this one need theirs.
      let b = await connect();
      while (b.pid % SLOTS !== a.pid % SLOTS) {
        await b.client.end();
        b = await connect();
      }
      opened.push(b.client);
      await a.client.query('begin');
      const first = Number((await a.client.query<{ id: string }>('select txid_current() as id')).rows[0].id);
      for (;;) {
        await b.client.query('begin');
        const id = Number((await b.client.query<{ id: string }>('select txid_current() as id')).rows[0].id);
        if (id % SLOTS === first % SLOTS) break;
        await b.client.query('rollback');
      }
      const insert = (client: pg.Client, code: string) =>
        client.query(`insert into base_purchase_categories (category_code, category_name, enabled_flag, version_num) values ($1, $1, 'Y', 1)`, [code]);
      await insert(a.client, 'STAMP-A');
      // The first transaction stays open: a second writer waiting for its counter row would never go on.
      const waited = new Promise<string>((resolve) => setTimeout(() => resolve('the second writer waited for the first'), 20_000).unref());
      expect(await Promise.race([insert(b.client, 'STAMP-B').then(() => 'written'), waited])).toBe('written');
    } finally {
      await Promise.all(opened.map((client) => client.query('rollback').catch(() => undefined)));
      await Promise.all(opened.map((client) => client.end()));
    }
  });
});
