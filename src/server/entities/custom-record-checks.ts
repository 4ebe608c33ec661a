import type { FieldError } from '../../shared/api/envelope';
import type { Actor, EntityRecord } from './entity-engine.types';

/**
 * A check an entity needs beyond what its schema can say, registered in code by entity name (for
 * example a job request's parameters against the parameter schema of its program). It sees the record
 * as it will be saved, runs only once the record passes its schema checks, and answers field errors in
 * actor.language; any error refuses the save like a schema error.
 */
export type RecordCheck = (record: EntityRecord, actor: Actor) => FieldError[];

/** Entity name -> its check. */
export type RecordChecks = ReadonlyMap<string, RecordCheck>;
