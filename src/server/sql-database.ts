import type { Kysely } from 'kysely';

/**
 * How the platform layer sees the database (created by src/server/db): a Kysely instance with the
 * CamelCasePlugin (camelCase names in code, snake_case columns) over tables known only at run time.
 */
export type SqlTables = Record<string, Record<string, unknown>>;

export interface SqlDatabase {
  db: Kysely<SqlTables>;
  dialect: 'sqlite' | 'postgres';
  /** See Database.changeStamp (src/server/db/database.types.ts). */
  changeStamp?: () => string | Promise<string | undefined> | undefined;
  /** See Database.changeStampScope. */
  changeStampScope?: (run: () => void) => void;
  close(): Promise<void>;
}

export type SqlRow = Record<string, unknown>;

/** Numbers come back as strings from PostgreSQL bigint/numeric columns; ids and times are numbers here. */
export function asNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw new Error(`expected a number, got ${String(value)}`);
  return number;
}

export function asOptionalNumber(value: unknown): number | null {
  return value === null || value === undefined || value === '' ? null : asNumber(value);
}

export function asOptionalString(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
