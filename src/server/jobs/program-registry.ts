import type { JobProgram } from './job-program';

/** The programs this process can run, by code. Defined once at startup, before the workers start. */
export class ProgramRegistry {
  private readonly programs = new Map<string, JobProgram>();

  define(program: JobProgram): void {
    if (this.programs.has(program.code)) throw new Error(`job program ${program.code} is defined twice`);
    this.programs.set(program.code, program);
  }

  get(code: string): JobProgram | undefined {
    return this.programs.get(code);
  }

  all(): JobProgram[] {
    return [...this.programs.values()];
  }
}
