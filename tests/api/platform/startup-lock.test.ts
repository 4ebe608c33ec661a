import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { openPlatform, type Platform } from '../../../src/server/startup/open-platform';
import { shippedUserCount } from '../support/demo-users';
import { createServerDatabase, TEST_API_DIALECT, type ServerDatabase } from '../support/test-database';

/** A first start migrates and seeds every demo record through the engine: about 9 s of CPU (issue 21's note), so more on a busy machine. */
const FIRST_START_TIMEOUT_MS = 120_000;

interface LogLine {
  msg: string;
}

/** A pino logger whose lines the test reads back. */
function capturingLogger() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), messages: () => lines.map((line) => line.msg) };
}

let shared: ServerDatabase;
const opened: Platform[] = [];

beforeAll(async () => {
  shared = await createServerDatabase('startlock', { empty: true });
});
afterAll(async () => {
  await Promise.all(opened.map((platform) => platform.database.close()));
  await shared?.drop();
});

describe(`startup lock on ${TEST_API_DIALECT}`, () => {
  it('migrates and seeds once when two platforms open the same empty database at the same moment', async () => {
    const config = loadConfig({ ...shared.env, LOG_LEVEL: 'info' });
    const first = capturingLogger();
    const second = capturingLogger();
    const platforms = await Promise.all([openPlatform(config, first.log), openPlatform(config, second.log)]);
    opened.push(...platforms);

    const logs = [first.messages(), second.messages()];
    const migrated = logs.filter((messages) => messages.includes('database migrated'));
    const seeded = logs.filter((messages) => messages.includes('demo business data created'));
    const waited = logs.filter((messages) => messages.some((msg) => msg.startsWith('another process is migrating')));
    expect(migrated).toHaveLength(1);
    expect(seeded).toHaveLength(1);
    expect(waited).toHaveLength(1);
    // The one that waited found everything done and wrote nothing.
    expect(waited[0]).not.toContain('database migrated');

    const { db } = platforms[0].database;
    const count = async (table: string) =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('base_users')).toBe(shippedUserCount());
    expect(await count('srm_po_headers')).toBe(22);
    expect(await count('srm_pos_supplier_info')).toBe(30);
  }, FIRST_START_TIMEOUT_MS);
});
