/**
 * `tsx tests/support/check-postgres.ts`: exit 0 when the test PostgreSQL answers; otherwise prints why and
 * exits 3 (skip what needs it), or fails under CI=true, where PostgreSQL is required (real-tool.ts).
 * tools/test-all.sh uses it to decide whether the api-postgres project runs.
 */
import { postgresAvailable } from './real-services';

const POSTGRES_MISSING_EXIT = 3;

process.exitCode = (await postgresAvailable()) ? 0 : POSTGRES_MISSING_EXIT;
