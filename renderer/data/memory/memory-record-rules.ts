import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { isEmptyValue } from '../../../src/shared/validation/validate-record';
import { toStoredDateTime } from '../../format/format-date';
import { autoNumberStem, formatAutoNumber } from '../../../src/shared/entity/auto-number-format';
import { applyComputedFields } from '../../../src/shared/entity/computed-fields';
import type { MemoryLookups } from './memory-lookups';
import type { Row } from './memory-query';

/** Audit fields as the engine fills them: versionNum starts at 1 and grows by one per update. */
export function stampAudit(row: Row, isNew: boolean, userId: number, now: Date): void {
  const stamp = toStoredDateTime(now);
  if (isNew) {
    row.creationDate = stamp;
    row.createdBy = userId;
    row.versionNum = 1;
  } else {
    row.versionNum = Number(row.versionNum ?? 0) + 1;
  }
  row.lastUpdateDate = stamp;
  row.lastUpdatedBy = userId;
}

/** Auto numbers on insert, formatted as the server does: PO20261122-0001. */
export function assignAutoNumbers(entity: EntitySchema, row: Row, sequences: Map<string, number>, now: Date): void {
  for (const field of entity.fields) {
    if (!field.autoNumber || !isEmptyValue(row[field.name])) continue;
    const stem = autoNumberStem(field.autoNumber, now);
    const next = (sequences.get(stem) ?? 0) + 1;
    sequences.set(stem, next);
    row[field.name] = formatAutoNumber(stem, next, field.autoNumber.digits);
  }
}

/** Computed fields, rounded to their precision; a line sees its header as the parent. */
export function computeFields(entity: EntitySchema, row: Row, lookups: MemoryLookups, parent?: Row): void {
  applyComputedFields(
    entity,
    row,
    (name, attr) => {
      const lookup = entity.fields.find((candidate) => candidate.name === name)?.lookup;
      return lookup ? lookups.attribute(lookup, row[name], attr) : undefined;
    },
    parent,
  );
}
