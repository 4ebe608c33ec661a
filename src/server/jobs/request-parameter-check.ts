import type { RecordCheck, RecordChecks } from '../entities';
import type { JobProgramDeclaration } from './job-program';
import { cronProblem } from './cron-schedule';
import { jobMessage } from './job-messages';
import { parseProgramParameters } from './program-parameters';
import { SCHEDULE_REQUEST_ENTITY } from './schedule-request';

/**
 * Refuses a request whose program this server cannot run, or whose parameters its program's schema
 * refuses, before the record is written: the caller sees which parameter is wrong, not a failed run.
 */
export function requestParameterCheck(programs: readonly JobProgramDeclaration[]): RecordCheck {
  const byCode = new Map(programs.map((program) => [program.code, program]));
  return (record, actor) => {
    const code = String(record.programCode ?? '');
    const program = byCode.get(code);
    if (!program) return [{ field: 'programCode', message: jobMessage('programUnavailable', actor.language, { code }) }];
    const parsed = parseProgramParameters(program, record.parameters, actor.language);
    const errors = parsed.ok ? [] : parsed.problems.map((message) => ({ field: 'parameters', message }));
    return [...errors, ...scheduleErrors(record, actor.language)];
  };
}

/** A request run at a time needs the time; a recurring one a valid CRON expression. */
function scheduleErrors(record: Record<string, unknown>, language: 'CN' | 'EN'): { field: string; message: string }[] {
  const type = String(record.scheduleType ?? 'NOW');
  if (type === 'AT' && !record.runAt) return [{ field: 'runAt', message: jobMessage('runAtRequired', language) }];
  if (type !== 'CRON') return [];
  const expression = String(record.cronExpression ?? '').trim();
  if (expression === '') return [{ field: 'cronExpression', message: jobMessage('cronRequired', language) }];
  const problem = cronProblem(expression);
  return problem ? [{ field: 'cronExpression', message: jobMessage('cronInvalid', language, { expression, detail: problem }) }] : [];
}

/** The engine checks of the job platform, by entity (see EntityEngineOptions.recordChecks). */
export function jobRecordChecks(programs: readonly JobProgramDeclaration[]): RecordChecks {
  return new Map([[SCHEDULE_REQUEST_ENTITY, requestParameterCheck(programs)]]);
}
