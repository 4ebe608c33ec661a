import { z } from 'zod';
import type { Language } from '../../shared/formats/common';
import type { JobProgramDeclaration } from './job-program';
import { jobMessage } from './job-messages';

export type ParsedParameters = { ok: true; value: unknown } | { ok: false; problems: string[] };

const ZOD_LOCALES = { CN: z.locales.zhCN(), EN: z.locales.en() } as const;

/** A request's parameters text as the program reads it: empty means no parameters ({}). */
function parametersObject(text: unknown): Record<string, unknown> | undefined {
  if (text === null || text === undefined || (typeof text === 'string' && text.trim() === '')) return {};
  if (typeof text !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Parses a request's parameters (JSON text) with the program's schema: defaults filled in, or the
 * problems in `language`, each naming the parameter.
 */
export function parseProgramParameters(program: JobProgramDeclaration, text: unknown, language: Language): ParsedParameters {
  const object = parametersObject(text);
  if (!object) return { ok: false, problems: [jobMessage('parametersNotObject', language)] };
  const result = program.parameters.safeParse(object, { error: ZOD_LOCALES[language].localeError });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) =>
      jobMessage('parameterInvalid', language, { name: issue.path.join('.'), detail: issue.message }),
    ),
  };
}
