import type { FieldError } from '../../shared/api/envelope';
import { findField } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import type { Actor, EntityRecord } from './entity-engine.types';
import { fieldLabel } from './entity-fields';
import { importMessage } from './import-messages';
import { uniqueGroups } from './record-checks';

/**
 * Unique values given twice in one import. The second row would otherwise be refused for a record the
 * first row wrote inside the import's transaction, named by an auto number that the rollback never
 * commits: it is told that the value appears twice in the import instead.
 */
export class ImportFileDuplicates {
  private readonly seen = new Set<string>();
  private readonly groups: string[][];

  constructor(
    private readonly entity: EntitySchema,
    private readonly actor: Actor,
  ) {
    this.groups = uniqueGroups(entity);
  }

  /** The row's unique values that an earlier row of the import gave already, as errors of their last field. */
  check(record: EntityRecord): FieldError[] {
    const errors: FieldError[] = [];
    for (const fields of this.groups) {
      if (fields.some((name) => isEmptyValue(record[name]))) continue;
      const key = JSON.stringify([fields, ...fields.map((name) => String(record[name]).trim())]);
      if (!this.seen.has(key)) {
        this.seen.add(key);
        continue;
      }
      const label = fields.map((name) => {
        const field = findField(this.entity, name);
        return field ? fieldLabel(field, this.actor.language) : name;
      });
      const value = fields.map((name) => String(record[name]).trim()).join('/');
      errors.push({ field: fields[fields.length - 1], message: importMessage(this.actor.language, 'importDuplicateKey', { label: label.join('/'), value }) });
    }
    return errors;
  }
}

/** A row's errors with its duplicates inside the import first, instead of what the save said of those fields. */
export function withFileDuplicates(duplicates: readonly FieldError[], errors: readonly FieldError[]): FieldError[] {
  if (duplicates.length === 0) return [...errors];
  const fields = new Set(duplicates.map((error) => error.field));
  return [...duplicates, ...errors.filter((error) => error.line !== undefined || !fields.has(error.field))];
}
