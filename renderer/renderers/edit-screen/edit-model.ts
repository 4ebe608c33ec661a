import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { Condition, LocalizedText } from '../../../src/shared/formats/common';
import type { EntitySchema, LineCollection } from '../../../src/shared/formats/entity-format';
import { CURRENT_USER_DEFAULT } from '../../../src/shared/formats/field-default-rules';
import { resolveButton, type ButtonModel, type StandardAction } from '../../buttons/button-model';
import type { TableColumn } from '../../descriptors/column.schema';
import type { FormField, FormFieldDefault } from '../../descriptors/form-field.schema';
import { resolveDisplayFormat, type DisplayFormat } from '../../display/display-format';
import { resolveFieldSpec, type FieldSpec } from '../../fields/field-spec';
import { parseGridColumn, type GridColumn } from '../../grid/columns/grid-column';
import { lineGridTableName } from '../../../src/shared/column-settings/grid-table-name';
import type { EntityLoader } from '../../loading/entity-loader';
import { loadScreenEntities } from '../../loading/screen-entities';
import type { EditScreenDescriptor, EditTab, FormSection, LinesGrid } from './edit-screen.schema';
import type { LineChildren, ChildLinesMode } from './line-children/line-children.schema';
import { parsePick, type PickModel } from './pick/pick-model';
import { parsePrintLayout, type PrintModel } from './print/print-model';
import { BPM_ENTITIES } from '../../../src/shared/bpm/bpm-entities';
import { resolveTaskActions, type TaskActionButton } from '../../bpm/task-action-buttons';

export interface FormFieldModel {
  spec: FieldSpec;
  display: DisplayFormat;
  span: number;
  readOnly: boolean;
  visibleWhen?: Condition;
  readOnlyWhen?: Condition;
  requiredWhen?: Condition;
  /** What a new record starts with in this field (form-defaults.ts). */
  default?: FormFieldDefault;
}

export interface SectionModel {
  /** Unique within the screen: keys the section's folded state. */
  key: string;
  title: LocalizedText;
  columns: number;
  collapsible: boolean;
  /** A collapsible section that starts folded. */
  initiallyCollapsed: boolean;
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
  /** Summed columns totalled per unit: column -> the line field holding its unit. */
  summaryUnits: Record<string, string>;
  /** Keys the user's column settings of this grid: `<edit route>#<lines>` (`#lines.schedules` for lines of lines). */
  tableName: string;
  /** The line entity's own lines, edited under each line or in a side panel. */
  children?: ChildGridModel;
  /** Workflow actions that run on one line of this grid (`line` actions of the header's workflow). */
  lineActions?: string[];
  /** The "add from source" dialog. */
  pick?: PickModel;
}

/** A grid of a line's own lines (lines of lines). */
export interface ChildGridModel extends LineGridModel {
  mode: ChildLinesMode;
}

/** The related-documents panel of a tab: the edit route of each linked entity. */
export interface DocumentLinksModel {
  routes: Readonly<Record<string, string>>;
}

/** A block of the form: sections, then line grids. The screen's own body and each tab are one. */
export interface EditBlock {
  sections: SectionModel[];
  lineGrids: LineGridModel[];
}

/** The approvals panel of a tab: the menu route it works under and the task buttons it offers. */
export interface ApprovalHistoryModel {
  route: string;
  taskActions: TaskActionButton[];
}

export interface TabModel extends EditBlock {
  key: string;
  title: LocalizedText;
  documentLinks?: DocumentLinksModel;
  approvalHistory?: ApprovalHistoryModel;
}

export interface EditScreenModel extends EditBlock {
  route: string;
  title: LocalizedText;
  entity: EntitySchema;
  catalog: EntityCatalog;
  listRoute?: string;
  /** A detail screen: nothing is edited, saved or deleted. */
  readOnly: boolean;
  tabs: TabModel[];
  print?: PrintModel;
  /** A live chart preview of the record as a dynamic chart definition (its title). */
  chartPreview?: { title: LocalizedText };
  actions: ButtonModel[];
}

/** Standard buttons of an edit screen, and of a read-only (detail) one. */
const EDIT_ACTIONS: StandardAction[] = ['save', 'back', 'delete', 'print'];
const DETAIL_ACTIONS: StandardAction[] = ['back', 'print'];

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
    display: field.openRoute
      ? { kind: 'rowRoute', routeKey: field.openRoute.routeKey, idKey: field.openRoute.idKey }
      : field.labelOf
      ? { kind: 'codeLabel', labelOf: field.labelOf, entityKey: field.entityKey }
      : resolveDisplayFormat(spec, { format: field.format, showThousandSeparator: !spec.integer }),
    span: field.span ?? 1,
    readOnly: Boolean(field.readOnly) || spec.serverSet || Boolean(field.openRoute),
    visibleWhen: field.visibleWhen,
    readOnlyWhen: field.readOnlyWhen,
    requiredWhen: field.requiredWhen,
    // The entity's `$currentUser` default serves every form of the field that declares none of its own.
    default: field.default ?? (spec.field?.default === CURRENT_USER_DEFAULT ? CURRENT_USER_DEFAULT : undefined),
  };
}

/** A form section with its fields resolved against the entity (edit screens, the tree screen's node form); `key` keys its folded state. */
export function parseSection(key: string, section: FormSection, entity: EntitySchema, catalog: EntityCatalog): SectionModel {
  for (const field of section.fields) {
    if ((field.span ?? 1) > section.columns) {
      throw new Error(`field ${field.field} spans ${field.span} columns but its section has ${section.columns}`);
    }
  }
  return {
    key,
    title: section.title,
    columns: section.columns,
    collapsible: section.collapsible,
    initiallyCollapsed: section.collapsible && section.collapsed,
    fields: section.fields.map((field) => parseField(field, entity, catalog)),
  };
}

/** A line column; in a grid that cannot be edited nothing is editable, and only validate.required is required. */
function parseLineColumn(column: TableColumn, grid: { lines: string; editable: boolean }, entity: EntitySchema, catalog: EntityCatalog): GridColumn {
  const parsed = parseGridColumn(column, { entity, catalog, where: `line grid ${grid.lines}` });
  return grid.editable ? parsed : { ...parsed, editable: false, required: Boolean(column.validate?.required) };
}

function parseChildGrid(route: string, grid: LinesGrid, children: LineChildren, lineEntity: EntitySchema, catalog: EntityCatalog): ChildGridModel {
  const collection = lineEntity.lines?.find((lines) => lines.name === children.lines);
  if (!collection) throw new Error(`line entity ${lineEntity.name} has no line collection "${children.lines}"`);
  const childEntity = catalog.get(collection.entity);
  const name = `${grid.lines}.${children.lines}`;
  return {
    collection,
    entity: childEntity,
    title: children.title,
    editable: children.editable,
    columns: children.columns.map((column) => parseLineColumn(column, { lines: name, editable: children.editable }, childEntity, catalog)),
    showSummary: children.showSummary,
    summaryFields: children.summaryFields,
    summaryUnits: children.summaryUnits,
    tableName: lineGridTableName(route, name),
    mode: children.mode,
  };
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
    summaryUnits: grid.summaryUnits,
    tableName: lineGridTableName(route, grid.lines),
    children: grid.children && parseChildGrid(route, grid, grid.children, lineEntity, catalog),
    pick: grid.pick && parsePick(grid.pick, { route, lines: grid.lines }, entity, catalog),
    lineActions: grid.lineActions,
  };
}

/** Every section of the screen, the tabs' included. */
export function allSections(model: EditBlock & { tabs: TabModel[] }): SectionModel[] {
  return [...model.sections, ...model.tabs.flatMap((tab) => tab.sections)];
}

/** Every line grid of the screen, the tabs' included. */
export function allLineGrids(model: EditBlock & { tabs: TabModel[] }): LineGridModel[] {
  return [...model.lineGrids, ...model.tabs.flatMap((tab) => tab.lineGrids)];
}

function assertDistinct(names: string[], what: string): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`${what} "${name}" appears twice`);
    seen.add(name);
  }
}

/** Entities the screen reaches beyond its own and their lines: pick sources and the targets of its generate buttons. */
async function reachedEntities(descriptor: EditScreenDescriptor, loader: EntityLoader): Promise<string[]> {
  const entity = await loader.load(descriptor.entity);
  const grids = [...descriptor.lineGrids, ...descriptor.tabs.flatMap((tab) => tab.lineGrids)];
  const targets = descriptor.actions.flatMap((button) => {
    const generate = entity.generate && Object.prototype.hasOwnProperty.call(entity.generate, button.action) ? entity.generate[button.action] : undefined;
    return generate ? [generate.target] : [];
  });
  return [...grids.flatMap((grid) => (grid.pick ? [grid.pick.entity] : [])), ...targets];
}

/** Parses an edit descriptor once: sections and line grids (top level and in tabs), the print layout, buttons. */
export async function parseEditScreen(descriptor: EditScreenDescriptor, loader: EntityLoader): Promise<EditScreenModel> {
  const { entity, catalog } = await loadScreenEntities(loader, descriptor.entity, await reachedEntities(descriptor, loader));
  const block = (prefix: string, source: { sections: FormSection[]; lineGrids: LinesGrid[] }): EditBlock => ({
    sections: source.sections.map((section, index) => parseSection(`${prefix}${index}`, section, entity, catalog)),
    lineGrids: source.lineGrids.map((grid) => parseLineGrid(descriptor.route, grid, entity, catalog)),
  });
  const approvals = descriptor.tabs.some((tab) => tab.approvalHistory && tab.approvalHistory.taskActions.length > 0) ? await loader.load(BPM_ENTITIES.task) : undefined;
  const approvalHistory = async (tab: EditTab): Promise<ApprovalHistoryModel | undefined> =>
    tab.approvalHistory && {
      route: tab.approvalHistory.route,
      taskActions: approvals ? await resolveTaskActions(tab.approvalHistory.taskActions, approvals, loader, `screen ${descriptor.route} tab ${tab.key}`) : [],
    };
  const histories = await Promise.all(descriptor.tabs.map(approvalHistory));
  const tabs = descriptor.tabs.map((tab: EditTab, index) => ({
    key: tab.key,
    title: tab.title,
    ...block(`${tab.key}:`, tab),
    documentLinks: tab.documentLinks,
    approvalHistory: histories[index],
  }));
  const model: EditScreenModel = {
    route: descriptor.route,
    title: descriptor.title,
    entity,
    catalog,
    listRoute: descriptor.listRoute,
    readOnly: descriptor.readOnly,
    ...block('', descriptor),
    tabs,
    print: descriptor.print && parsePrintLayout(descriptor.print, descriptor.title, entity, catalog),
    chartPreview: descriptor.chartPreview,
    actions: descriptor.actions.map((button) => resolveButton(button, entity, descriptor.readOnly ? DETAIL_ACTIONS : EDIT_ACTIONS)),
  };
  assertDistinct(tabs.map((tab) => tab.key), 'tab key');
  // One grid per collection: added lines and their errors are found by the collection's name.
  assertDistinct(allLineGrids(model).map((grid) => grid.collection.name), 'line grid of collection');
  if (model.actions.some((button) => button.kind === 'print') && !model.print) {
    throw new Error(`screen ${descriptor.route} has a print button but no print layout`);
  }
  return model;
}
