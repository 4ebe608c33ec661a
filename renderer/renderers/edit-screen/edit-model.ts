import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { Condition, LocalizedText } from '../../../src/shared/formats/common';
import type { EntitySchema, LineCollection } from '../../../src/shared/formats/entity-format';
import { resolveButton, type ButtonModel } from '../../buttons/button-model';
import type { TableColumn } from '../../descriptors/column.schema';
import type { FormField } from '../../descriptors/form-field.schema';
import { resolveDisplayFormat, type DisplayFormat } from '../../display/display-format';
import { resolveFieldSpec, type FieldSpec } from '../../fields/field-spec';
import { parseGridColumn, type GridColumn } from '../../grid/columns/grid-column';
import { lineGridTableName } from '../../../src/shared/column-settings/grid-table-name';
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

export interface LineGridModel {
  collection: LineCollection;
  entity: EntitySchema;
  title: LocalizedText;
  /** The grid's edit rule: lines may be added, deleted and edited (isEdit columns). */
  editable: boolean;
  columns: GridColumn[];
  showSummary: boolean;
  summaryFields: string[];
  /** Keys the user's column settings of this grid: `<edit route>#<lines>`. */
  tableName: string;
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

/** A line column; in a grid that cannot be edited nothing is editable, and only validate.required is required. */
function parseLineColumn(column: TableColumn, grid: LinesGrid, entity: EntitySchema, catalog: EntityCatalog): GridColumn {
  const parsed = parseGridColumn(column, { entity, catalog, where: `line grid ${grid.lines}` });
  return grid.editable ? parsed : { ...parsed, editable: false, required: Boolean(column.validate?.required) };
}

function parseLineGrid(route: string, grid: LinesGrid, entity: EntitySchema, catalog: EntityCatalog): LineGridModel {
  const collection = entity.lines?.find((lines) => lines.name === grid.lines);
  if (!collection) throw new Error(`entity ${entity.name} has no line collection "${grid.lines}"`);
  const lineEntity = catalog.get(collection.entity);
  return {
    collection,
    entity: lineEntity,
    title: grid.title,
    editable: grid.editable,
    columns: grid.columns.map((column) => parseLineColumn(column, grid, lineEntity, catalog)),
    showSummary: grid.showSummary,
    summaryFields: grid.summaryFields,
    tableName: lineGridTableName(route, grid.lines),
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
    lineGrids: descriptor.lineGrids.map((grid) => parseLineGrid(descriptor.route, grid, entity, catalog)),
    actions: descriptor.actions.map((button) => resolveButton(button, entity, ['save', 'back', 'delete'])),
  };
}
