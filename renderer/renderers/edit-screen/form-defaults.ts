import type { ScreenUser } from '../../context/screen-context';
import type { RecordValues } from './edit-record';
import type { SectionModel } from './edit-model';

/**
 * The values a new record starts with from its form fields' `default` tokens, over the entity's defaults:
 * `$currentUser` is the signed-in user's id, and a reference's display fields take the user's fields they
 * copy (the order's buyerName from userFullName), so the select shows the buyer's name at once. Without a
 * known user the field stays empty (the user picks, or the required rule asks). A `{ value }` default is that
 * value, whoever looks (the kind of document the screen makes).
 */
export function formDefaults(sections: readonly SectionModel[], user: ScreenUser | undefined): RecordValues {
  const values: RecordValues = {};
  for (const section of sections) {
    for (const field of section.fields) {
      if (typeof field.default === 'object') values[field.spec.name] = field.default.value;
    }
  }
  if (!user) return values;
  const userFields: Readonly<Record<string, unknown>> = { ...user };
  for (const section of sections) {
    for (const field of section.fields) {
      if (field.default !== '$currentUser' || field.readOnly) continue;
      values[field.spec.name] = user.userId;
      for (const [own, source] of Object.entries(field.spec.field?.ref?.display ?? {})) {
        if (source in userFields) values[own] = userFields[source];
      }
    }
  }
  return values;
}
