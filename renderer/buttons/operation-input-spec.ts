import { attachmentRulesOf } from '../attachments/attachment-rules';
import type { OperationInput } from '../descriptors/button.schema';
import type { FieldSpec } from '../fields/field-spec';
import type { EntityLoader } from '../loading/entity-loader';

/**
 * The editor of a value an operation's dialog asks for (a user to hand a task to, where an added signer
 * signs, files): a reference select over the input's entity (its id is sent), a select over a lookup type,
 * or an attachment widget for an attachment field, whose files the operation binds (no document key).
 */
export async function operationInputSpec(input: OperationInput, loader: EntityLoader): Promise<FieldSpec> {
  const common = { name: input.name, label: input.label, dateFormat: 'yyyy-MM-dd' as const, serverSet: false, required: input.required, integer: false };
  if (input.lookup !== undefined) return { ...common, kind: 'lookup', lookupType: input.lookup };
  if (input.attachments !== undefined) {
    const [entityName, field] = input.attachments.split('.');
    return { ...common, kind: 'attachment', attachment: attachmentRulesOf(await loader.load(entityName), field, undefined, input.attachmentConfig) };
  }
  const entity = await loader.load(String(input.ref));
  return { ...common, kind: 'reference', integer: true, reference: { entity, display: {}, optionFields: [], filter: [], fill: {} } };
}
