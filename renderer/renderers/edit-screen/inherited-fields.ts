import { sameFieldValue } from '../../../src/shared/entity/field-rules';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { isEmptyValue } from '../../../src/shared/validation/validate-record';
import type { RecordValues } from './edit-record';

/**
 * Line fields that take their header's value (`inherit`, a line's tax rate from the order's), shown as
 * they will be saved. The server copies the header's value into each such field a line leaves empty;
 * the screen does it as the line is added, and when the header's value changes, every line still holding
 * the header's previous value (or none) follows it, so the lines' rates and amounts with tax are right
 * before saving. A line given a value of its own keeps it, as it does on the server.
 */
function inheritedFields(lineEntity: EntitySchema) {
  return lineEntity.fields.filter((field) => field.inherit && !field.computed);
}

/** A new line (an immer draft or a plain object) takes the header's value in each inherited field it leaves empty. */
export function inheritInto(lineEntity: EntitySchema, line: RecordValues, header: Readonly<RecordValues>): void {
  for (const field of inheritedFields(lineEntity)) {
    const source = field.inherit as string;
    if (isEmptyValue(line[field.name]) && !isEmptyValue(header[source])) line[field.name] = header[source];
  }
}

/** Whether a header change moves any inherited line field: the header fields the lines inherit. */
export function inheritedSources(lineEntity: EntitySchema): ReadonlySet<string> {
  return new Set(inheritedFields(lineEntity).map((field) => field.inherit as string));
}

/**
 * The header changed from `before` to `after`: each inherited field of the line (an immer draft or a plain
 * object) that is empty or still holds the header's previous value takes the new one. True when the line changed.
 */
export function followHeader(lineEntity: EntitySchema, line: RecordValues, before: Readonly<RecordValues>, after: Readonly<RecordValues>): boolean {
  let changed = false;
  for (const field of inheritedFields(lineEntity)) {
    const source = field.inherit as string;
    if (sameFieldValue(before[source], after[source])) continue;
    const own = line[field.name];
    if (!isEmptyValue(own) && !sameFieldValue(own, before[source])) continue;
    line[field.name] = after[source] ?? null;
    changed = true;
  }
  return changed;
}
