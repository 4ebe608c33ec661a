// Dialect-neutral: the program registry, no database.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LookupSeed } from '../../../src/shared/formats/system-format';
import { nextDailyRun } from '../../../src/server/jobs/daily-time';
import { PROGRAM_DECLARATIONS } from '../../../src/server/jobs/job-programs';
import { parseProgramParameters } from '../../../src/server/jobs/program-parameters';
import { ProgramRegistry } from '../../../src/server/jobs/program-registry';
import { purgeExpiredSessionsProgram } from '../../../src/server/jobs/programs/purge-expired-sessions-program';
import { REPO_PATHS } from '../../../src/server/startup/repo-paths';

describe('the program registry', () => {
  it('offers every program through the SCHEDULE_PROGRAM lookup under its code and names', () => {
    const seed = LookupSeed.parse(JSON.parse(readFileSync(REPO_PATHS.lookupsSeed, 'utf8')));
    const offered = seed.types.find((type) => type.lookupType === 'SCHEDULE_PROGRAM')?.values ?? [];
    expect(offered.map((value) => ({ code: value.code, name: { cn: value.cn, en: value.en } }))).toEqual(
      PROGRAM_DECLARATIONS.map((program) => ({ code: program.code, name: program.name })),
    );
  });

  it('refuses a program defined twice', () => {
    const registry = new ProgramRegistry();
    registry.define(purgeExpiredSessionsProgram);
    expect(() => registry.define(purgeExpiredSessionsProgram)).toThrow('job program purgeExpiredSessions is defined twice');
  });

  it('fills default parameters and names the parameter it refuses', () => {
    expect(parseProgramParameters(purgeExpiredSessionsProgram, '', 'EN')).toEqual({ ok: true, value: { retentionHours: 24 } });
    expect(parseProgramParameters(purgeExpiredSessionsProgram, ' {"retentionHours": 48} ', 'EN')).toEqual({ ok: true, value: { retentionHours: 48 } });
    expect(parseProgramParameters(purgeExpiredSessionsProgram, '{"retentionHours": 1.5}', 'EN')).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^Parameter retentionHours: /)],
    });
    expect(parseProgramParameters(purgeExpiredSessionsProgram, '[24]', 'CN')).toEqual({ ok: false, problems: [expect.stringContaining('JSON对象')] });
  });
});

describe('nextDailyRun', () => {
  it('answers the next time the clock shows the hour, never the present moment', () => {
    expect(nextDailyRun(new Date(2026, 0, 15, 2, 59, 59), 3)).toEqual(new Date(2026, 0, 15, 3, 0, 0));
    expect(nextDailyRun(new Date(2026, 0, 15, 3, 0, 0), 3)).toEqual(new Date(2026, 0, 16, 3, 0, 0));
    expect(nextDailyRun(new Date(2026, 0, 31, 23, 10), 3)).toEqual(new Date(2026, 1, 1, 3, 0, 0));
  });
});
