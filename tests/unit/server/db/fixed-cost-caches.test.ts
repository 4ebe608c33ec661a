import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { computeAppSign } from '../../../../src/shared/signing/appsign';
import { signRequest } from '../../../../src/shared/signing/request-signature';
import { UnchangedDataReads } from '../../../../src/server/cache/unchanged-data-reads';
import { CachedStatements } from '../../../../src/server/db/cached-statements';
import { selectValueRows } from '../../../../src/server/db/value-rows';
import { createDatabase } from '../../../../src/server/db';
import type { Database } from '../../../../src/server/db/database.types';
import { computeAppSignNative, signRequestNative } from '../../../../src/server/signing/node-signing';

const opened: Database[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Two connections to one fresh SQLite file, as two server processes would have, with a table `t`. */
async function twoConnections(): Promise<[Database, Database]> {
  const dir = mkdtempSync(join(tmpdir(), 'srm-fixed-cost-'));
  dirs.push(dir);
  const first = await createDatabase({ dataDir: dir });
  const second = await createDatabase({ dataDir: dir });
  opened.push(first, second);
  await sql`create table t (id integer primary key, name text)`.execute(first.db);
  await sql`insert into t (id, name) values (1, 'old')`.execute(first.db);
  return [first, second];
}

function nameOf(database: Database, reads: UnchangedDataReads): Promise<string> {
  return reads.read('t:1', async () => {
    const row = await database.db.selectFrom('t').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
    return String(row.name);
  });
}

describe('reads kept while the database is unchanged', () => {
  it('are served again without reading while nothing was written', async () => {
    const [first] = await twoConnections();
    const reads = new UnchangedDataReads(first);
    let loads = 0;
    const load = async () => ++loads;
    expect(await reads.read('k', load)).toBe(1);
    expect(await reads.read('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('are read again after a write by this connection', async () => {
    const [first] = await twoConnections();
    const reads = new UnchangedDataReads(first);
    expect(await nameOf(first, reads)).toBe('old');
    await first.db.updateTable('t').set({ name: 'new' }).where('id', '=', 1).execute();
    expect(await nameOf(first, reads)).toBe('new');
  });

  it('are read again after a commit by another connection (another process on the file)', async () => {
    const [first, second] = await twoConnections();
    const reads = new UnchangedDataReads(first);
    expect(await nameOf(first, reads)).toBe('old');
    await second.db.updateTable('t').set({ name: 'revoked' }).where('id', '=', 1).execute();
    expect(await nameOf(first, reads)).toBe('revoked');
  });

  it('are never kept where the database gives no change stamp (PostgreSQL)', async () => {
    const [first] = await twoConnections();
    const reads = new UnchangedDataReads({ ...first, changeStamp: undefined });
    let loads = 0;
    await reads.read('k', async () => ++loads);
    await reads.read('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('forget a failed read', async () => {
    const [first] = await twoConnections();
    const reads = new UnchangedDataReads(first);
    await expect(reads.read('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await reads.read('k', async () => 'up')).toBe('up');
  });
});

describe('prepared statements kept by SQL text', () => {
  it('hands out the same statement for the same text, and no more than the bound', () => {
    const file = new BetterSqlite3(':memory:');
    const statements = new CachedStatements(file, { maxStatements: 2 });
    const first = statements.prepare('select 1');
    expect(statements.prepare('select 1')).toBe(first);
    statements.prepare('select 2');
    statements.prepare('select 3');
    expect(statements.size).toBe(2);
    expect(statements.prepare('select 1')).not.toBe(first);
    statements.close();
  });

  it('gives a fresh statement while the kept one is still being read', () => {
    const file = new BetterSqlite3(':memory:');
    const statements = new CachedStatements(file);
    const text = 'select value from json_each(?)';
    const reading = statements.prepare(text).iterate(['[1,2,3]']) as IterableIterator<{ value: number }>;
    expect(reading.next().value).toEqual({ value: 1 });
    expect(statements.prepare(text).all(['[4]'])).toEqual([{ value: 4 }]);
    expect([...reading].map((row) => row.value)).toEqual([2, 3]);
    statements.close();
  });
});

describe('rows read as values', () => {
  it('come in select order, through the plugins, beside the same query read as objects', async () => {
    const [first] = await twoConnections();
    await sql`insert into t (id, name) values (2, 'other')`.execute(first.db);
    const query = first.db.selectFrom('t').select(['name', 'id']).orderBy('id');
    expect(await selectValueRows(first.db, query)).toEqual([
      ['old', 1],
      ['other', 2],
    ]);
    expect(await query.execute()).toEqual([
      { name: 'old', id: 1 },
      { name: 'other', id: 2 },
    ]);
  });
});

describe('request signatures with Node crypto', () => {
  it('match what the browser computes with crypto-js', () => {
    const input = { method: 'post', path: '/api/srm/v1/srmPoHeaderRestful/listByPage?x=1', timestamp: '1767225600123', nonce: 'n0nce', body: '{"a":"采购订单 ✓"}' };
    expect(signRequestNative('s3cret-键', input)).toBe(signRequest('s3cret-键', input));
    for (const timestamp of ['1767225600123', '1767225600456', '1767225600789', '1767225600000']) {
      expect(computeAppSignNative(timestamp)).toBe(computeAppSign(timestamp));
    }
  });
});
