import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { RedisConnection } from '../redis/redis-connection';
import type { SqlDatabase } from '../sql-database';

/** How one dependency answered: 'ok', 'failed' (error or no answer in time), or not configured at all. */
export type CheckResult = 'ok' | 'failed' | 'not configured';

export interface DependencyChecks {
  database: CheckResult;
  redis: CheckResult;
}

export interface Dependencies {
  database: SqlDatabase;
  redis: RedisConnection | null;
}

/** A probe answers well within a load balancer's own timeout; a hung dependency counts as failed. */
const CHECK_TIMEOUT_MS = 2000;

async function answersInTime(name: string, probe: () => Promise<unknown>, log: FastifyBaseLogger): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch (error) {
    // The details (addresses, driver messages) go to the log only; the probe's caller learns which one failed.
    log.warn({ err: error, dependency: name }, 'readiness check failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the database for one row and Redis (when configured) for PONG, both at once. */
export async function checkDependencies({ database, redis }: Dependencies, log: FastifyBaseLogger): Promise<DependencyChecks> {
  const [databaseResult, redisResult] = await Promise.all([
    answersInTime('database', () => sql`select 1`.execute(database.db), log),
    redis ? answersInTime('redis', () => redis.client.ping(), log) : Promise.resolve<CheckResult>('not configured'),
  ]);
  return { database: databaseResult, redis: redisResult };
}

/** The dependencies that failed, by name, in a fixed order. */
export function failedDependencies(checks: DependencyChecks): (keyof DependencyChecks)[] {
  return (Object.keys(checks) as (keyof DependencyChecks)[]).filter((name) => checks[name] === 'failed');
}
