import type { EntityField } from '../formats/entity-format';
import { CURRENT_USER_DEFAULT } from '../formats/field-default-rules';

/**
 * What a new record holds in a field left empty: the declared default, the creating user's id for
 * `$currentUser` (undefined while no user is known), or undefined when the field declares none.
 */
export function declaredDefault(field: EntityField, userId: number | undefined): unknown {
  if (field.default === CURRENT_USER_DEFAULT) return userId;
  return field.default;
}
