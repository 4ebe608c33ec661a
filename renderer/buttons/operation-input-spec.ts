import type { OperationInput } from '../descriptors/button.schema';
import type { FieldSpec } from '../fields/field-spec';
import type { EntityLoader } from '../loading/entity-loader';

/**
 * The editor of a value an operation's dialog asks for (a user to hand a task to, where an added signer
 * signs): a reference select over the input's entity (its id is sent) or a select over a lookup type.
 */
export async function operationInputSpec(input: OperationInput, loader: EntityLoader): Promise<FieldSpec> {
  const common = { name: input.name, label: input.label, dateFormat: 'yyyy-MM-dd' as const, serverSet: false, required: input.required };
  if (input.ref === undefined) return { ...common, kind: 'lookup', lookupType: input.lookup, integer: false };
  const entity = await loader.load(input.ref);
  return { ...common, kind: 'reference', integer: true, reference: { entity, display: {}, optionFields: [], filter: [], fill: {} } };
}
