import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { LocalizedText } from '../../shared/formats/common';
import type { SqlDatabase } from '../sql-database';

/** What a program gets while it runs one request. */
export interface JobRunContext {
  database: SqlDatabase;
  /** The moment the run started. */
  now: Date;
  /** Tagged with the request id and the program code. */
  log: FastifyBaseLogger;
  requestId: number;
  /** Adds a line to the request's log (shown on its detail screen), stamped with the time. */
  writeLog?(line: string): void;
  /** Stores the request's output file through the file service; its detail screen downloads it. */
  writeOutput?(fileName: string, content: string | Buffer, contentType?: string): Promise<void>;
  /** Aborted when the run exceeds the program's maximum run time (concurrentPrograms): stop early then. */
  signal?: AbortSignal;
}

/**
 * A background program ("concurrent program"): known by its code (a value of the SCHEDULE_PROGRAM
 * lookup), with a schema for its parameters, checked when a request is submitted and again before it
 * runs. `run` answers a summary for the request record; throwing ends the request in ERROR with the
 * error's message.
 */
/** What a program is known by before it can run: its code, name and parameter schema (checked on submit). */
export interface JobProgramDeclaration<Parameters = unknown> {
  code: string;
  name: LocalizedText;
  parameters: z.ZodType<Parameters>;
  /** The lookup type offering the values of a parameter, by parameter name (listed on concurrentPrograms). */
  parameterLookups?: Record<string, string>;
}

export interface JobProgram<Parameters = unknown> extends JobProgramDeclaration<Parameters> {
  /** Run every day at this hour (server time), once across all processes, with default parameters. */
  daily?: { hour: number };
  /** Run every this many minutes (timers: approval reminders), once per period across all processes, with default parameters. */
  every?: { minutes: number };
  run(parameters: Parameters, context: JobRunContext): Promise<LocalizedText>;
}
