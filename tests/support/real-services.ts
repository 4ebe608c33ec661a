import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { deleteKeysUnder } from '../../tools/support/redis-keys';
import { requireTool } from './real-tool';

/** The machine's PostgreSQL and Redis (CI has both; trust auth, database `test`). */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** True when PostgreSQL answers; otherwise skipped with the reason, or a failure under CI=true. */
export async function postgresAvailable(): Promise<boolean> {
  return requireTool(`PostgreSQL at ${TEST_PG_URL}`, await postgresAnswers(), 'apt-get install -y postgresql (trust auth, database test)');
}

/** True when Redis answers; otherwise skipped with the reason, or a failure under CI=true. */
export async function redisAvailable(): Promise<boolean> {
  return requireTool(`Redis at ${TEST_REDIS_URL}`, await redisAnswers(), 'apt-get install -y redis-server');
}

/** A key prefix no other test run uses, so runs sharing one Redis never see each other's keys. */
export function uniqueRedisPrefix(label: string): string {
  return `srmtest:${label}:${randomBytes(4).toString('hex')}:`;
}

/** Deletes every key under the prefix (the end of a test run). */
export function deleteRedisKeys(prefix: string): Promise<void> {
  return deleteKeysUnder(TEST_REDIS_URL, prefix);
}

export interface TestPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database for one test run (several server processes can share it, which a schema on the
 * search path would also allow, but a database is what a deployment has): empty, or a copy of `template`,
 * a database nobody is connected to.
 */
export async function createTestPostgresDatabase(label: string, template?: string): Promise<TestPostgresDatabase> {
  const name = `srm_${label}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_PG_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Runs one statement as the test PostgreSQL's administrator. */
async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty schema of the test database, with a URL whose connections work in it (search_path). Much
 * quicker to make and drop than a database, for suites that start many servers; the platform keeps every
 * table and lock in the current schema, as deployments sharing one database in separate schemas do.
 */
export async function createTestPostgresSchema(label: string): Promise<TestPostgresDatabase> {
  const name = `srm_${label}_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create schema ${name}`);
  const url = new URL(TEST_PG_URL);
  url.searchParams.set('options', `-c search_path=${name}`);
  return { url: url.toString(), drop: () => adminQuery(`drop schema if exists ${name} cascade`) };
}
