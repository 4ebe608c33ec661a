import type { ApiEnvelope } from '../../../shared/api/envelope';

/** The part of an Arco form instance (of any value type) that shows errors under fields. */
export interface FieldErrorTarget {
  setFields: (fields: Record<string, { error: { message: string } }>) => void;
}

/**
 * Puts the server's field errors of a refused call under the form's own fields; answers the message to show
 * above the form when none of them is a field of this form (or the answer named no field).
 */
export function showFieldErrors(form: FieldErrorTarget, answer: ApiEnvelope<unknown>, fields: readonly string[]): string | null {
  const ours = (answer.errors ?? []).filter((error) => fields.includes(error.field));
  if (ours.length === 0) return answer.msg;
  form.setFields(Object.fromEntries(ours.map((error) => [error.field, { error: { message: error.message } }])));
  return null;
}
