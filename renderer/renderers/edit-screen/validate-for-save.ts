import type { FieldError } from '../../../src/shared/api/envelope';
import type { Language } from '../../../src/shared/formats/common';
import { isEmptyValue, validateRecord } from '../../../src/shared/validation/validate-record';
import { validationMessage } from '../../../src/shared/validation/validation-messages';
import { evaluateCondition } from '../../conditions/evaluate-condition';
import type { EditRecord } from './edit-record';
import type { EditScreenModel } from './edit-model';

/**
 * Checks a record before saving, with the same rules the server applies (validateRecord) plus the
 * screen's own: requiredWhen conditions and required line columns. Lookup codes are left to the
 * server, which knows the enabled values. The foreign key of a line and inherited line fields are set
 * by the server, so they are not asked of the user.
 */
export function validateForSave(model: EditScreenModel, record: EditRecord, language: Language): FieldError[] {
  const errors = validateRecord(model.entity, record.header, { language });
  const requiredMessage = (label: { cn: string; en: string }) =>
    validationMessage('required', language, { label: language === 'EN' ? label.en : label.cn });
  for (const section of model.sections) {
    for (const field of section.fields) {
      const visible = !field.visibleWhen || evaluateCondition(field.visibleWhen, record.header);
      const required = field.requiredWhen && evaluateCondition(field.requiredWhen, record.header);
      const name = field.spec.name;
      if (visible && required && isEmptyValue(record.header[name]) && !errors.some((error) => error.field === name)) {
        errors.push({ field: name, message: requiredMessage(field.spec.label) });
      }
    }
  }
  for (const grid of model.lineGrids) {
    const lines = record.lines[grid.collection.name] ?? [];
    const serverFilled = new Set(
      grid.entity.fields
        .filter((field) => field.inherit && !isEmptyValue(record.header[field.inherit]))
        .map((field) => field.name),
    );
    serverFilled.add(grid.collection.foreignKey);
    lines.forEach((line, index) => {
      const where = { collection: grid.collection.name, index };
      const lineErrors = validateRecord(grid.entity, line.values, { language }).filter(
        (error) => !serverFilled.has(error.field),
      );
      for (const column of grid.columns) {
        if (column.required && isEmptyValue(line.values[column.key]) && !lineErrors.some((e) => e.field === column.key)) {
          lineErrors.push({ field: column.key, message: requiredMessage(column.title) });
        }
      }
      errors.push(...lineErrors.map((error) => ({ ...error, line: where })));
    });
  }
  return errors;
}
