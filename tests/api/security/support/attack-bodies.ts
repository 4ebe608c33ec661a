import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import type { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { isServerSetField } from '../../../../src/shared/validation/validate-record';

/** An id no record has: what "another supplier's record" must be indistinguishable from. */
export const MISSING_ID = 987_654_321;

/** A field a caller could try to change: a plain text field the server does not own. */
function editableText(entity: EntitySchema): string | undefined {
  return entity.fields.find((field) => (field.type === 'string' || field.type === 'text') && !field.lookup && !field.ref && !isServerSetField(field))?.name;
}

/** The body of an entity operation aimed at one record (docs/api.md "Standard entity operations"). */
export function bodyFor(entity: EntitySchema, operation: string, id: number, versionNum: number): Record<string, unknown> {
  const key = entity.primaryKey;
  const field = editableText(entity);
  const change = field ? { [field]: 'changed by another supplier' } : {};
  switch (operation) {
    case 'listByPage':
      return { [key]: id, pageIndex: 1, pageRows: 20 };
    case 'aggregate':
      // Counting the one record: another supplier's must count like a missing one (0).
      return { [key]: id, measures: [{ fn: 'count' }] };
    case 'saveOrUpdate':
      return { [key]: id, versionNum, ...change };
    case 'doBatchSaveOrUpdate':
    case 'doImport':
      return { data: [{ [key]: id, versionNum, ...change }] };
    case 'doBatchDelete':
      return { ids: [id] };
    default:
      return { id, versionNum, comment: 'security test' };
  }
}

/** What a caller learns from an answer, with the id it asked for blanked in messages, so two answers can be compared. */
export function observable(answer: { httpStatus: number; envelope: ApiEnvelope<unknown> | null }, id: number): unknown {
  const blank = (text: string) => text.replace(new RegExp(`\\b${id}\\b`, 'g'), '<id>');
  const envelope = answer.envelope;
  if (!envelope) return { httpStatus: answer.httpStatus, envelope: null };
  const errors = envelope.errors?.map((error) => ({ ...error, message: blank(error.message) }));
  return { httpStatus: answer.httpStatus, envelope: { ...envelope, msg: blank(envelope.msg), errors } };
}
