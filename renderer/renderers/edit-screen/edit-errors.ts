import type { FieldError, LineLocation } from '../../../src/shared/api/envelope';
import type { EditLine, EditRecord } from './edit-record';
import type { EditBlock, SectionModel, TabModel } from './edit-model';

/**
 * Field errors placed where they show: header fields by name, line cells by line key (so deleting a
 * line does not move its neighbours' errors), anything else in a list shown with the message.
 */
export interface EditErrors {
  header: ReadonlyMap<string, string>;
  cells: ReadonlyMap<string, string>;
  /** Which placing these errors come from: a grid opens the lines of lines holding errors of a new round only. */
  round: number;
}

export const NO_ERRORS: EditErrors = { header: new Map(), cells: new Map(), round: 0 };
let rounds = 0;

export function cellErrorKey(lineKey: string, field: string): string {
  return `${lineKey}\u0000${field}`;
}

/** The line an error names: a line of the record, or (with `parent`) a line of one of its lines. */
function lineAt(record: EditRecord, location: LineLocation): EditLine | undefined {
  if (!location.parent) return record.lines[location.collection]?.[location.index];
  return lineAt(record, location.parent)?.lines?.[location.collection]?.[location.index];
}

export function placeErrors(errors: readonly FieldError[], record: EditRecord): EditErrors {
  const header = new Map<string, string>();
  const cells = new Map<string, string>();
  for (const error of errors) {
    if (error.line) {
      const line = lineAt(record, error.line);
      if (line) {
        cells.set(cellErrorKey(line.key, error.field), error.message);
        continue;
      }
    }
    if (!header.has(error.field)) header.set(error.field, error.message);
  }
  rounds += 1;
  return { header, cells, round: rounds };
}

export function hasErrors(errors: EditErrors): boolean {
  return errors.header.size > 0 || errors.cells.size > 0;
}

/** Whether any error falls in a block of the form: a field of its sections, a cell of its line grids. */
export function blockHasErrors(block: EditBlock, errors: EditErrors, record: EditRecord): boolean {
  if (errors.header.size > 0 && block.sections.some((section) => sectionHasErrors(section, errors.header))) return true;
  if (errors.cells.size === 0) return false;
  // Any error on a line or on one of its own lines, in a shown column or not, belongs to the line's grid.
  const lines = linesWithErrors(errors.cells);
  return block.lineGrids.some((grid) => (record.lines[grid.collection.name] ?? []).some((line) => lineHasErrors(line, lines)));
}

/** The keys of the lines (of any level) that hold an error. */
export function linesWithErrors(cells: ReadonlyMap<string, string>): Set<string> {
  return new Set([...cells.keys()].map((key) => key.slice(0, key.indexOf('\u0000'))));
}

/** Whether the line or one of its own lines holds an error. */
export function lineHasErrors(line: EditLine, keys: ReadonlySet<string>): boolean {
  if (keys.has(line.key)) return true;
  return Object.values(line.lines ?? {}).some((children) => children.some((child) => keys.has(child.key)));
}

export function sectionHasErrors(section: SectionModel, header: ReadonlyMap<string, string>): boolean {
  return section.fields.some((field) => header.has(field.spec.name));
}

/** The keys of the tabs holding an error, in the tabs' order. */
export function tabsWithErrors(tabs: readonly TabModel[], errors: EditErrors, record: EditRecord): string[] {
  if (!hasErrors(errors)) return [];
  return tabs.filter((tab) => blockHasErrors(tab, errors, record)).map((tab) => tab.key);
}
