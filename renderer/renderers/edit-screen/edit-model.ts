import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { Condition, LocalizedText } from '../../../src/shared/formats/common';
import type { EntitySchema, LineCollection } from '../../../src/shared/formats/entity-format';
import { resolveButton, type ButtonModel } from '../../buttons/button-model';
import type { TableColumn } from '../../descriptors/column.schema';
import type { FormField } from '../../descriptors/form-field.schema';
import { resolveDisplayFormat, type DisplayFormat } from '../../display/display-format';
import { assertAttachmentColumn, resolveFieldSpec, type FieldSpec } from '../../fields/field-spec';
import type { EntityLoader } from '../../loading/entity-loader';
import { loadScreenEntities } from '../../loading/screen-entities';
import type { EditScreenDescriptor, FormSection, LinesGrid } from './edit-screen.schema';

export interface FormFieldModel {
  spec: FieldSpec;
  display: DisplayFormat;
  span: number;
  readOnly: boolean;
  visibleWhen?: Condition;
  readOnlyWhen?: Condition;
  requiredWhen?: Condition;
}

export interface SectionModel {
  title: LocalizedText;
  columns: number;
  fields: FormFieldModel[];
}

export interface LineColumnModel {
  key: string;
  title: LocalizedText;
  width?: number;
  align?: 'left' | 'center' | 'right';
  spec: FieldSpec;
  display: DisplayFormat;
  /** isEdit on the column, the grid editable, and the field not set by the server. */
  editable: boolean;
  required: boolean;
}

export interface LineGridModel {
  collection: LineCollection;
  entity: EntitySchema;
  title: LocalizedText;
  editable: boolean;
  columns: LineColumnModel[];
  showSummary: boolean;
  summaryFields: string[];
}

export interface EditScreenModel {
  route: string;
  title: LocalizedText;
  entity: EntitySchema;
  catalog: EntityCatalog;
  listRoute?: string;
  sections: SectionModel[];
  lineGrids: LineGridModel[];
  actions: ButtonModel[];
}

function parseField(field: FormField, entity: EntitySchema, catalog: EntityCatalog): FormFieldModel {
  const spec = resolveFieldSpec(entity, catalog, field.field, {
    label: field.label,
    editType: field.editType,
    format: field.format,
    attachment: field.attachmentConfig,
  });
  return {
    spec,
    // Amounts read better with separators; ids and counts (integers) stay plain.
    display: resolveDisplayFormat(spec, { format: field.format, showThousandSeparator: !spec.integer }),
    span: field.span ?? 1,
    readOnly: Boolean(field.readOnly) || spec.serverSet,
    visibleWhen: field.visibleWhen,
    readOnlyWhen: field.readOnlyWhen,
    requiredWhen: field.requiredWhen,
  };
}

function parseSection(section: FormSection, entity: EntitySchema, catalog: EntityCatalog): SectionModel {
  for (const field of section.fields) {
    if ((field.span ?? 1) > section.columns) {
      throw new Error(`field ${field.field} spans ${field.span} columns but its section has ${section.columns}`);
    }
  }
  return {
    title: section.title,
    columns: section.columns,
    fields: section.fields.map((field) => parseField(field, entity, catalog)),
  };
}

function parseLineColumn(column: TableColumn, grid: LinesGrid, entity: EntitySchema, catalog: EntityCatalog): LineColumnModel {
  if (column.children) throw new Error(`line grid ${grid.lines}: grouped columns are not supported in line grids`);
  const spec = resolveFieldSpec(entity, catalog, column.key, {
    label: column.title,
    editType: column.editType,
    lookupType: column.lookup?.typeCode,
    precision: column.precision,
    min: column.min,
    max: column.max,
    step: column.step,
    format: column.format,
    attachment: column.attachmentConfig,
  });
  assertAttachmentColumn(column, spec, `line grid ${grid.lines}`);
  const editable = grid.editable && Boolean(column.isEdit) && !column.disabled && !spec.serverSet;
  return {
    key: column.key,
    title: column.title ?? spec.label,
    width: column.width,
    align: column.align ?? (spec.kind === 'number' ? 'right' : undefined),
    spec,
    display: resolveDisplayFormat(spec, column),
    editable,
    // Inherited line fields are copied from the header by the server: not asked of the user.
    required: Boolean(column.validate?.required) || (editable && spec.required && !spec.field?.inherit),
  };
}

function parseLineGrid(grid: LinesGrid, entity: EntitySchema, catalog: EntityCatalog): LineGridModel {
  const collection = entity.lines?.find((lines) => lines.name === grid.lines);
  if (!collection) throw new Error(`entity ${entity.name} has no line collection "${grid.lines}"`);
  const lineEntity = catalog.get(collection.entity);
  return {
    collection,
    entity: lineEntity,
    title: grid.title,
    editable: grid.editable,
    columns: grid.columns
      .filter((column) => column.columnsDisplay !== 'N')
      .map((column) => parseLineColumn(column, grid, lineEntity, catalog)),
    showSummary: grid.showSummary,
    summaryFields: grid.summaryFields,
  };
}

/** Parses an edit descriptor once: sections with resolved fields, line grids, and resolved buttons. */
export async function parseEditScreen(descriptor: EditScreenDescriptor, loader: EntityLoader): Promise<EditScreenModel> {
  const { entity, catalog } = await loadScreenEntities(loader, descriptor.entity);
  return {
    route: descriptor.route,
    title: descriptor.title,
    entity,
    catalog,
    listRoute: descriptor.listRoute,
    sections: descriptor.sections.map((section) => parseSection(section, entity, catalog)),
    lineGrids: descriptor.lineGrids.map((grid) => parseLineGrid(grid, entity, catalog)),
    actions: descriptor.actions.map((button) => resolveButton(button, entity, ['save', 'back', 'delete'])),
  };
}
