import type { JobProgramDeclaration } from './job-program';

/** One parameter of a program as the concurrentPrograms screen lists it. */
export interface ParameterLine {
  paramName: string;
  paramType: string;
  requiredFlag: 'Y' | 'N';
  defaultValue: string | null;
  lookupType: string | null;
  description: string | null;
}

interface ZodLike {
  description?: string;
  _zod: { def: { type: string; innerType?: ZodLike; in?: ZodLike; shape?: Record<string, ZodLike>; defaultValue?: unknown; checks?: { _zod: { def: { check?: string; format?: string } } }[] } };
}

/** The object schema under pipes (transforms) and defaults, or null when the parameters are not an object. */
function objectShape(schema: ZodLike): Record<string, ZodLike> | null {
  const def = schema._zod.def;
  if (def.type === 'object') return def.shape ?? null;
  if (def.type === 'pipe' && def.in) return objectShape(def.in);
  if ((def.type === 'default' || def.type === 'optional' || def.type === 'prefault') && def.innerType) return objectShape(def.innerType);
  return null;
}

function describe(field: ZodLike): { type: string; required: boolean; defaultValue: unknown; description: string | undefined } {
  let current = field;
  let required = true;
  let defaultValue: unknown;
  let description = field.description;
  for (;;) {
    const def = current._zod.def;
    if (def.type === 'default' || def.type === 'prefault') {
      required = false;
      defaultValue = typeof def.defaultValue === 'function' ? undefined : def.defaultValue;
    } else if (def.type === 'optional' || def.type === 'nullable') {
      required = false;
    } else if (def.type === 'pipe' && def.in) {
      current = def.in;
      description ??= current.description;
      continue;
    } else {
      break;
    }
    if (!def.innerType) break;
    current = def.innerType;
    description ??= current.description;
  }
  const def = current._zod.def;
  const integer = def.type === 'number' && (def.checks ?? []).some((check) => /int/.test(check._zod.def.format ?? ''));
  return { type: integer ? 'integer' : def.type, required, defaultValue, description };
}

/** The typed parameters of a program, read from its zod schema; `parameterLookups` names their lookups. */
export function describeParameters(program: JobProgramDeclaration): ParameterLine[] {
  const shape = objectShape(program.parameters as unknown as ZodLike);
  if (!shape) return [];
  return Object.entries(shape).map(([name, field]) => {
    const described = describe(field);
    return {
      paramName: name,
      paramType: described.type,
      requiredFlag: described.required ? 'Y' : 'N',
      defaultValue: described.defaultValue === undefined ? null : JSON.stringify(described.defaultValue).slice(0, 200),
      lookupType: program.parameterLookups?.[name] ?? null,
      description: described.description?.slice(0, 500) ?? null,
    };
  });
}
