import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { DialectName } from '../../../src/server/db';
import { leftByDeadRun } from '../../support/left-by-dead-run';
import { TEST_PG_URL } from '../../support/real-services';
import { startTestServer } from './test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded database each test server starts from: a data dir (SQLite) or a database name (PostgreSQL). */
    apiDatabaseTemplate: string;
  }
}

/** Names carry the building process's id: a later run removes a killed run's template (left-by-dead-run.ts). */
const SQLITE_PREFIX = 'srm-template-';
const POSTGRES_PREFIX = 'srm_template_';

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A first start of the test server on `env`'s empty database: migrated, system data and demo data seeded. */
async function firstStart(dialect: DialectName, dataDir: string, env: Record<string, string>): Promise<void> {
  const database = { dialect, dataDir, env: { DATA_DIR: dataDir, ...env }, open: () => Promise.reject(new Error('template only')), drop: async () => undefined };
  await (await startTestServer({}, database)).stop();
}

async function buildSqliteTemplate(): Promise<{ name: string; remove(): Promise<void> }> {
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(SQLITE_PREFIX) && leftByDeadRun(entry, SQLITE_PREFIX)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  const dataDir = mkdtempSync(join(tmpdir(), `${SQLITE_PREFIX}${process.pid}-`));
  await firstStart('sqlite', dataDir, {});
  return { name: dataDir, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function buildPostgresTemplate(): Promise<{ name: string; remove(): Promise<void> }> {
  const name = `${POSTGRES_PREFIX}${process.pid}_${Date.now().toString(36)}`;
  await withAdmin(async (admin) => {
    const existing = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${POSTGRES_PREFIX}%`]);
    for (const { datname } of existing.rows) {
      if (leftByDeadRun(datname, POSTGRES_PREFIX)) await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.query(`create database ${name}`);
  });
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), `${SQLITE_PREFIX}${process.pid}-`));
  try {
    await firstStart('postgres', dataDir, { DATABASE_URL: url.toString() });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Nobody connects to it again: CREATE DATABASE ... TEMPLATE refuses a source database in use.
  await withAdmin((admin) => admin.query(`alter database ${name} allow_connections false`));
  return { name, remove: () => withAdmin(async (admin) => void (await admin.query(`drop database if exists ${name} with (force)`))) };
}

/**
 * Vitest global setup of the API projects: one first start per run and dialect (the project's
 * TEST_API_DATABASE), whose database every test database is copied from (test-database.ts), removed again at
 * the end. Built per run, so changed schemas, seeds or migration code are always in it; a killed run's
 * template is removed by the next run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dialect: DialectName = project.config.env?.TEST_API_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
  const template = dialect === 'postgres' ? await buildPostgresTemplate() : await buildSqliteTemplate();
  project.provide('apiDatabaseTemplate', template.name);
  return template.remove;
}
