import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type { Pool } from 'pg';
import type { DatabaseTables } from './database.types';
import { isUnstampedWrite, UNSTAMPED_TABLES } from './unstamped-tables';

const STAMPS_TABLE = 'sys_change_stamps';
const TRIGGER = 'sys_change_stamp';
/**
 * Counter rows. A writing transaction takes one for itself under a transaction advisory lock, tried without
 * waiting from a slot its transaction id picks: two transactions never raise the same row at once, so the
 * counters add no waits between writers, and no deadlock (two writers sharing a row, each then needing a
 * row the other wrote, would deadlock). Only with more writing transactions at once than slots does one wait.
 */
const SLOTS = 64;
/** The advisory-lock class of the slots ("SRM" + 2; the startup lock is "SRM" + 1). */
const SLOT_LOCK_CLASS = 0x53524d02;
/** Statements that change no row (a transaction's frame counts at its release, below). */
const NO_WRITE = /^\s*(select|begin|commit|rollback|savepoint|release)\b/i;

interface Scope {
  fetched?: { epoch: number; stamp: Promise<string | undefined> };
}

function isWrite(text: string): boolean {
  return !NO_WRITE.test(text) && !isUnstampedWrite(text);
}

/**
 * PostgreSQL's change stamp: the sum of counters that a statement trigger on every table (but UNSTAMPED_TABLES)
 * raises in the writing transaction, so a change and the stamp that shows it become visible to other connections
 * at the same commit, from any process. Unlike SQLite's stamp it costs a round trip, so it is read once per
 * request (the scope the server opens for each, `inScope`), by a query sent after the request arrived: a
 * kept read served under it is no older than the data at the request's start, and a session or permit
 * revoked before the call (by any process) counts. Outside a scope (jobs, start-up) there is no stamp and
 * every kept read goes to the database.
 *
 * Within a request, this process's own writes must count at once too: any write statement sent, and any
 * connection released after one (its commit is then done), drops the stamps read before it (`epoch`).
 */
export class PostgresChangeStamp {
  private readonly scopes = new AsyncLocalStorage<Scope>();
  private epoch = 0;
  /** Off until the triggers are in place (`start`): without them the counters would never move. */
  private started = false;

  constructor(private readonly pool: Pool) {}

  /** Installs the counters and the triggers on every table there is (idempotent); called once the tables are migrated. */
  async start(db: Kysely<DatabaseTables>): Promise<void> {
    await sql`create table if not exists ${sql.table(STAMPS_TABLE)} (slot integer primary key, stamp bigint not null)`.execute(db);
    await sql`insert into ${sql.table(STAMPS_TABLE)} (slot, stamp) select slot, 0 from generate_series(0, ${sql.lit(SLOTS - 1)}) as slot on conflict do nothing`.execute(db);
    await sql
      .raw(
        `create or replace function sys_raise_change_stamp() returns trigger language plpgsql as $$
         declare
           first_slot integer := (txid_current() % ${SLOTS})::integer;
           own_slot integer;
         begin
           for step in 0..${SLOTS - 1} loop
             own_slot := (first_slot + step) % ${SLOTS};
             -- Held by this transaction already (an earlier statement of it) or free: taken without waiting.
             if pg_try_advisory_xact_lock(${SLOT_LOCK_CLASS}, own_slot) then
               update ${STAMPS_TABLE} set stamp = stamp + 1 where slot = own_slot;
               return null;
             end if;
           end loop;
           perform pg_advisory_xact_lock(${SLOT_LOCK_CLASS}, first_slot);
           update ${STAMPS_TABLE} set stamp = stamp + 1 where slot = first_slot;
           return null;
         end $$`,
      )
      .execute(db);
    const leftOut = [STAMPS_TABLE, ...UNSTAMPED_TABLES].map((table) => `'${table}'`).join(', ');
    await sql
      .raw(
        `do $$ declare missing record; begin
           for missing in
             select c.relname from pg_class c
             where c.relkind in ('r', 'p') and c.relnamespace = current_schema()::regnamespace and c.relname not in (${leftOut})
               and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = '${TRIGGER}')
           loop
             execute format('create trigger ${TRIGGER} after insert or update or delete or truncate on %I for each statement execute function sys_raise_change_stamp()', missing.relname);
           end loop;
         end $$`,
      )
      .execute(db);
    this.started = true;
  }

  /** Runs `run` (and all it starts) as one request: the stamp is read at most once in it, on first use. */
  inScope(run: () => void): void {
    this.scopes.run({}, run);
  }

  /** The stamp for the current request; undefined outside a request, before `start`, or when it cannot be read. */
  current(): Promise<string | undefined> | undefined {
    const scope = this.scopes.getStore();
    if (!scope || !this.started) return undefined;
    if (!scope.fetched || scope.fetched.epoch !== this.epoch) scope.fetched = { epoch: this.epoch, stamp: this.read() };
    const fetched = scope.fetched;
    return fetched.stamp.then((stamp) => (fetched.epoch === this.epoch ? stamp : undefined));
  }

  /** The pool Kysely uses, noting this process's writes as they are sent and when their connection comes back. */
  trackingPool(): PostgresPool {
    const clients = new WeakMap<object, PostgresPoolClient>();
    return {
      connect: async () => {
        const client = await this.pool.connect();
        const known = clients.get(client);
        if (known) return known;
        let wrote = false;
        const tracked: PostgresPoolClient = {
          query: ((text: string, parameters: unknown[]) => {
            if (isWrite(text)) {
              wrote = true;
              this.epoch += 1;
            }
            return client.query(text, parameters);
          }) as unknown as PostgresPoolClient['query'],
          release: () => {
            if (wrote) this.epoch += 1;
            wrote = false;
            client.release();
          },
        };
        clients.set(client, tracked);
        return tracked;
      },
      end: () => this.pool.end(),
    };
  }

  private async read(): Promise<string | undefined> {
    try {
      const result = await this.pool.query<{ stamp: string }>({ name: 'srm_change_stamp', text: `select sum(stamp)::text as stamp from ${STAMPS_TABLE}` });
      return result.rows[0]?.stamp;
    } catch {
      return undefined;
    }
  }
}
