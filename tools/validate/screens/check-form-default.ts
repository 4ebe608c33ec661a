import type { FormField } from '../../../renderer/descriptors/form-field.schema';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { isServerSetField } from '../../../src/shared/validation/validate-record';
import type { ScreenCheckContext } from './screen-check-context';

/** The entity of users: a `$currentUser` default holds one of its keys. */
const USERS_ENTITY = 'baseUsers';

/**
 * A form field's `default` token: `$currentUser` fills a user's id, so its field holds integers and, when it
 * references something, references users; a field the server sets never takes a screen's value. A `{ value }`
 * default must suit the field's type.
 */
export function checkFormDefault(context: ScreenCheckContext, path: string, field: FormField, entity: EntitySchema): void {
  if (!field.default) return;
  const target = entity.fields.find((candidate) => candidate.name === field.field);
  if (!target) return;
  const where = `${path}.default`;
  if (typeof field.default === 'object') {
    const numeric = target.type === 'number' || target.type === 'integer';
    if (isServerSetField(target)) context.problems.add(context.file, where, `\`${field.field}\` is set by the server: a default on the form never reaches it`);
    else if (numeric !== (typeof field.default.value === 'number')) context.problems.add(context.file, where, `\`${field.field}\` is a ${target.type} field: give a ${numeric ? 'number' : 'text'} value`);
    return;
  }
  if (isServerSetField(target) || field.readOnly) {
    context.problems.add(context.file, where, `\`${field.field}\` is set by the server or read-only here: a default on the form never reaches it`);
  } else if (target.type !== 'integer' || (target.ref && target.ref.entity !== USERS_ENTITY)) {
    context.problems.add(context.file, where, `$currentUser is a user's id: \`${field.field}\` must be an integer field${target.ref ? ` referencing ${USERS_ENTITY}, not ${target.ref.entity}` : ''}`);
  }
}
