import type { EntitySchema } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import type { EntityRecord } from '../entities/entity-engine.types';

/**
 * What one successful write call did, for whatever reacts to writes: caches of the entity are cleared,
 * a new job request is enqueued. Reported after the transaction committed.
 */
export interface EntityWrite {
  entity: string;
  /** The records the call inserted, as saved (with their new primary keys). */
  created: EntityRecord[];
}

/** The saved records that were inserts: their input had no primary key (inputs and results share positions). */
export function insertedRecords(entity: EntitySchema, inputs: EntityRecord[], saved: EntityRecord[]): EntityRecord[] {
  return saved.filter((_, index) => isEmptyValue(inputs[index]?.[entity.primaryKey]));
}
