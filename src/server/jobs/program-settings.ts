import { tableOf, type EntityCatalog } from '../../shared/entity/entity-catalog';
import { creationAudit } from '../audit/creation-audit';
import { formatDateTime } from '../entities';
import { SYSTEM_USER_ID } from '../seed/seed-writes';
import { asNumber, type SqlDatabase } from '../sql-database';
import type { JobProgram } from './job-program';
import { describeParameters } from './parameter-description';

/** The entity of the administrators' settings of each program (schemas/schedule/scheduleProgram.json). */
export const SCHEDULE_PROGRAM_ENTITY = 'scheduleProgram';
export const SCHEDULE_PROGRAM_PARAM_ENTITY = 'scheduleProgramParam';
const SYSTEM = { userId: SYSTEM_USER_ID, sessionId: SYSTEM_USER_ID };

/** What an administrator set for a program (concurrentPrograms screen); no row means the defaults. */
export interface ProgramSettings {
  enabled: boolean;
  maxRunMinutes: number | null;
  retryCount: number;
}

const DEFAULT_SETTINGS: ProgramSettings = { enabled: true, maxRunMinutes: null, retryCount: 0 };

function builtInSchedule(program: JobProgram): string | null {
  if (program.daily) return `daily ${String(program.daily.hour).padStart(2, '0')}:00`;
  if (program.every) return `every ${program.every.minutes} min`;
  return null;
}

/**
 * The registered programs as rows administrators see and set (enabled, default CRON, maximum run time,
 * retries), kept in step with the registry on every start: a new program gets its row, names, built-in
 * schedule and parameter lines follow the code, the administrators' settings stay.
 */
export class ProgramSettingsStore {
  private readonly table: string;
  private readonly paramTable: string;

  constructor(
    private readonly database: SqlDatabase,
    catalog: EntityCatalog,
    private readonly now: () => Date,
  ) {
    this.table = tableOf(catalog.get(SCHEDULE_PROGRAM_ENTITY));
    this.paramTable = tableOf(catalog.get(SCHEDULE_PROGRAM_PARAM_ENTITY));
  }

  async settings(programCode: string): Promise<ProgramSettings> {
    const row = await this.database.db
      .selectFrom(this.table)
      .select(['enabledFlag', 'maxRunMinutes', 'retryCount'])
      .where('programCode', '=', programCode)
      .executeTakeFirst();
    if (!row) return DEFAULT_SETTINGS;
    return {
      enabled: row.enabledFlag !== 'N',
      maxRunMinutes: row.maxRunMinutes === null || row.maxRunMinutes === undefined ? null : asNumber(row.maxRunMinutes),
      retryCount: row.retryCount === null || row.retryCount === undefined ? 0 : asNumber(row.retryCount),
    };
  }

  /** Brings the rows in step with the programs this process defines (every process does; the result is the same). */
  async synchronise(programs: readonly JobProgram[]): Promise<void> {
    const stamp = formatDateTime(this.now());
    const db = this.database.db;
    const codes = programs.map((program) => program.code);
    for (const program of programs) {
      const values = { programName: program.name.cn, programNameEn: program.name.en, builtInSchedule: builtInSchedule(program), registeredFlag: 'Y' };
      let row = await db.selectFrom(this.table).select('programId').where('programCode', '=', program.code).executeTakeFirst();
      if (row) {
        await db.updateTable(this.table).set(values).where('programId', '=', row.programId).execute();
      } else {
        await db
          .insertInto(this.table)
          .values({ programCode: program.code, ...values, enabledFlag: 'Y', retryCount: 0, ...creationAudit(stamp, SYSTEM) })
          .execute()
          .catch(() => undefined);
        row = await db.selectFrom(this.table).select('programId').where('programCode', '=', program.code).executeTakeFirst();
        if (!row) continue;
      }
      const programId = asNumber(row.programId);
      const lines = describeParameters(program);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom(this.paramTable).where('programId', '=', programId).execute();
        if (lines.length === 0) return;
        await trx
          .insertInto(this.paramTable)
          .values(lines.map((line, index) => ({ programId, lineNumber: index + 1, ...line, ...creationAudit(stamp, SYSTEM) })))
          .execute();
      });
    }
    if (codes.length > 0) await db.updateTable(this.table).set({ registeredFlag: 'N' }).where('programCode', 'not in', codes).execute();
  }
}
