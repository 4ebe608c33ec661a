import type { RecordCheck, RecordChecks } from '../entities';
import type { JobProgramDeclaration } from './job-program';
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
    return parsed.ok ? [] : parsed.problems.map((message) => ({ field: 'parameters', message }));
  };
}

/** The engine checks of the job platform, by entity (see EntityEngineOptions.recordChecks). */
export function jobRecordChecks(programs: readonly JobProgramDeclaration[]): RecordChecks {
  return new Map([[SCHEDULE_REQUEST_ENTITY, requestParameterCheck(programs)]]);
}
