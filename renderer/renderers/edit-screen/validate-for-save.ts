import type { FieldError, LineLocation } from '../../../src/shared/api/envelope';
import type { ConditionContext } from '../../../src/shared/expressions/evaluate-condition';
import type { Language } from '../../../src/shared/formats/common';
import { recordCheckErrors } from '../../../src/shared/entity/record-checks';
import { isEmptyValue, validateRecord } from '../../../src/shared/validation/validate-record';
import { validationMessage } from '../../../src/shared/validation/validation-messages';
import { fieldState } from '../../fields/field-rules';
import type { EditLine, EditRecord, RecordValues } from './edit-record';
import { allLineGrids, allSections, type EditScreenModel, type LineGridModel } from './edit-model';
import { headerConditions, lineConditions } from './record-conditions';

/**
 * Checks a record before saving, with the same rules the server applies (validateRecord, with the
 * entity's requiredWhen read for this side and newness) plus the screen's own: requiredWhen conditions
 * of visible fields (tabs included) and required line columns, lines of lines included (their errors name
 * the line they belong to, as the server's do). Lookup codes are left to the server,
 * which knows the enabled values. The foreign key of a line, inherited line fields and, for a supplier user,
 * the owner field of his record are set by the server, so they are not asked of the user.
 */
export function validateForSave(model: EditScreenModel, record: EditRecord, language: Language, side: ConditionContext['side']): FieldError[] {
  const conditions = headerConditions(model, record, side);
  // A supplier's own record: the server sets its owner field from the session (save-record.ts), so it is not asked of him.
  const ownerField = side === 'supplier' ? model.entity.ownership?.supplierField : undefined;
  const errors = validateRecord(model.entity, record.header, { language, conditions }).filter((error) => error.field !== ownerField);
  const requiredMessage = (label: { cn: string; en: string }) =>
    validationMessage('required', language, { label: language === 'EN' ? label.en : label.cn });
  for (const section of allSections(model)) {
    for (const field of section.fields) {
      const state = fieldState(field.spec, field, { record: record.header, conditions });
      const name = field.spec.name;
      if (name !== ownerField && state.visible && state.required && isEmptyValue(record.header[name]) && !errors.some((error) => error.field === name)) {
        errors.push({ field: name, message: requiredMessage(field.spec.label) });
      }
    }
  }
  const linesOf = (grid: LineGridModel, lines: readonly EditLine[], header: RecordValues, parent?: LineLocation) => {
    const serverFilled = new Set(
      grid.entity.fields
        .filter((field) => field.inherit && !isEmptyValue(header[field.inherit]))
        .map((field) => field.name),
    );
    serverFilled.add(grid.collection.foreignKey);
    lines.forEach((line, index) => {
      const where: LineLocation = parent ? { collection: grid.collection.name, index, parent } : { collection: grid.collection.name, index };
      const lineErrors = validateRecord(grid.entity, line.values, { language, conditions: lineConditions(grid.entity, line.values, side) }).filter(
        (error) => !serverFilled.has(error.field),
      );
      for (const column of grid.columns) {
        if (column.required && isEmptyValue(line.values[column.key]) && !lineErrors.some((e) => e.field === column.key)) {
          lineErrors.push({ field: column.key, message: requiredMessage(column.title) });
        }
      }
      errors.push(...lineErrors.map((error) => ({ ...error, line: where })));
      // Lines of lines are checked where the screen shows them, each error naming its line too.
      if (grid.children) linesOf(grid.children, line.lines?.[grid.children.collection.name] ?? [], line.values, where);
    });
  };
  for (const grid of allLineGrids(model)) linesOf(grid, record.lines[grid.collection.name] ?? [], record.header);
  // The entity's record checks (nodes adding up to 100%...), as the server runs them on save.
  errors.push(...recordCheckErrors(model.entity, recordWithLines(record), language, conditions));
  return errors;
}

/** The header with each line collection's values under its name: what record checks (sumLines) read. */
export function recordWithLines(record: EditRecord): RecordValues {
  const values: RecordValues = { ...record.header };
  for (const [name, lines] of Object.entries(record.lines)) values[name] = lines.map((line) => line.values);
  return values;
}
