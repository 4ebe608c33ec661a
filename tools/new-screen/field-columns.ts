import { isNeverSent } from '../../src/shared/entity/never-sent';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import type { EntityField, EntitySchema } from '../../src/shared/formats/entity-format';
import type { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import { isServerSetField } from '../../src/shared/validation/validate-record';

/** Fields a screen shows: everything but what never leaves the server and long attachments lists. */
export function shownFields(entity: EntitySchema): EntityField[] {
  return entity.fields.filter((field) => !isNeverSent(field) && field.type !== 'attachment');
}

/** The row key holding the referenced record's name, when the ref keeps it (supplierId -> supplierName). */
export function referenceNameKey(field: EntityField, catalog: EntityCatalog): string | undefined {
  if (!field.ref?.display || !catalog.has(field.ref.entity)) return undefined;
  const nameField = catalog.get(field.ref.entity).displayField;
  return Object.entries(field.ref.display).find(([, source]) => source === nameField)?.[0];
}

function width(field: EntityField): number {
  if (field.ref) return 200;
  if (field.lookup) return 130;
  switch (field.type) {
    case 'flag':
      return 90;
    case 'integer':
      return 100;
    case 'number':
      return 140;
    case 'date':
      return 120;
    case 'datetime':
      return 170;
    case 'text':
      return 260;
    default:
      return field.length !== undefined && field.length <= 30 ? 150 : 200;
  }
}

/**
 * A grid column for a field with the display keys its type calls for: lookup meanings, reference names,
 * right-aligned numbers at their precision, date formats, Y/N icons. `editable` makes it an inline editor
 * (line grids) unless the server sets the field.
 */
export function fieldColumn(field: EntityField, catalog: EntityCatalog, editable = false): TableColumn {
  const column: TableColumn = { key: field.name, width: width(field) };
  if (editable && !isServerSetField(field)) {
    column.isEdit = true;
    if (field.required) column.validate = { required: true };
  }
  if (field.lookup) column.lookup = { typeCode: field.lookup };
  const nameKey = referenceNameKey(field, catalog);
  if (nameKey) column.displayKey = nameKey;
  if (!field.ref && (field.type === 'number' || field.type === 'integer')) {
    column.align = 'right';
    if (field.type === 'number') {
      column.precision = field.precision ?? 2;
      column.showThousandSeparator = true;
    }
  }
  if (field.type === 'date') column.format = 'yyyy-MM-dd';
  if (field.type === 'datetime') column.format = 'yyyy-MM-dd HH:mm:ss';
  if (field.type === 'flag') column.showIcon = { trueValue: 'Y', falseValue: 'N' };
  return column;
}
