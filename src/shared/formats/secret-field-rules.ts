import type { z } from 'zod';

interface SecretFacts {
  fields: readonly { name: string; type: string; secret?: boolean; required?: boolean; unique?: boolean; default?: unknown; serverOnly?: boolean; computed?: unknown; autoNumber?: unknown; lookup?: string; ref?: unknown; format?: string; inherit?: string; createStamp?: unknown; readOnly?: boolean }[];
}

/** What a secret field cannot be beside it: a stored secret is never read back, so nothing may read or compare it. */
const EXCLUDED = ['required', 'unique', 'default', 'serverOnly', 'computed', 'autoNumber', 'lookup', 'ref', 'format', 'inherit', 'createStamp', 'readOnly'] as const;

/**
 * A `secret` field is a string a client may write but never read (sealed at rest). An update that leaves it
 * empty keeps the stored value, so it cannot be required; the other keys would read or compare its value.
 */
export function checkSecretFields(entity: SecretFacts, context: z.RefinementCtx): void {
  entity.fields.forEach((field, index) => {
    if (!field.secret) return;
    const problem = (message: string) => context.addIssue({ code: 'custom', path: ['fields', index, 'secret'], message });
    if (field.type !== 'string') problem(`secret field \`${field.name}\` must be of type string`);
    const clash = EXCLUDED.find((key) => field[key] !== undefined && field[key] !== false);
    if (clash) problem(`secret field \`${field.name}\` cannot be \`${clash}\`: a secret is written, never read back nor compared`);
  });
}
