import type { z } from 'zod';

/** The `default` token of an entity field that gives a new record the creating user's id (an order's buyer). */
export const CURRENT_USER_DEFAULT = '$currentUser';
const USERS_ENTITY = 'baseUsers';

interface DefaultFacts {
  fields: { name: string; type: string; default?: string | number; createStamp?: unknown; ref?: { entity: string } }[];
}

/**
 * A field's `default` fills it on create when the input leaves it empty; a `createStamp` field is always
 * set by the server, so a default beside it would never count. `$currentUser` is a user's id: the field
 * holds integers and, when it references something, references users.
 */
export function checkFieldDefaults(entity: DefaultFacts, context: z.RefinementCtx): void {
  entity.fields.forEach((field, index) => {
    if (field.default === undefined) return;
    const problem = (message: string) => context.addIssue({ code: 'custom', path: ['fields', index, 'default'], message });
    if (field.createStamp !== undefined) {
      problem(`\`${field.name}\` is a createStamp field, always set by the server: drop the default`);
    } else if (field.default === CURRENT_USER_DEFAULT && (field.type !== 'integer' || (field.ref && field.ref.entity !== USERS_ENTITY))) {
      problem(`$currentUser is a user's id: \`${field.name}\` must be an integer field${field.ref ? ` referencing ${USERS_ENTITY}, not ${field.ref.entity}` : ''}`);
    }
  });
}
