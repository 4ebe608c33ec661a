import type { FieldError } from '../../../src/shared/api/envelope';
import type { EditRecord } from './edit-record';

/**
 * Field errors placed where they show: header fields by name, line cells by line key (so deleting a
 * line does not move its neighbours' errors), anything else in a list shown with the message.
 */
export interface EditErrors {
  header: ReadonlyMap<string, string>;
  cells: ReadonlyMap<string, string>;
}

export const NO_ERRORS: EditErrors = { header: new Map(), cells: new Map() };

export function cellErrorKey(lineKey: string, field: string): string {
  return `${lineKey}\u0000${field}`;
}

export function placeErrors(errors: readonly FieldError[], record: EditRecord): EditErrors {
  const header = new Map<string, string>();
  const cells = new Map<string, string>();
  for (const error of errors) {
    if (error.line) {
      const line = record.lines[error.line.collection]?.[error.line.index];
      if (line) {
        cells.set(cellErrorKey(line.key, error.field), error.message);
        continue;
      }
    }
    if (!header.has(error.field)) header.set(error.field, error.message);
  }
  return { header, cells };
}

export function hasErrors(errors: EditErrors): boolean {
  return errors.header.size > 0 || errors.cells.size > 0;
}
