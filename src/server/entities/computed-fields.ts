import { findField } from '../../shared/entity/entity-catalog';
import { applyComputedFields } from '../../shared/entity/computed-fields';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EntityRecord } from './entity-engine.types';
import type { LookupTable } from './lookup-values';

/** Computes the record's computed fields, reading lookup flexfields (a tax rate, say) from the loaded lookups. */
export function computeRecordFields(entity: EntitySchema, record: EntityRecord, lookups: LookupTable, parent?: EntityRecord): void {
  applyComputedFields(
    entity,
    record,
    (fieldName, attr) => {
      const type = findField(entity, fieldName)?.lookup;
      const code = record[fieldName];
      if (!type || code === null || code === undefined) return null;
      const value = lookups.get(type)?.get(String(code));
      return value ? value.attributes[attr as keyof typeof value.attributes] : null;
    },
    parent,
  );
}
