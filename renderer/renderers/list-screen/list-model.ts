import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { LocalizedText } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { resolveButton, type ButtonModel } from '../../buttons/button-model';
import type { TableColumn } from '../../descriptors/column.schema';
import type { SearchOperator } from '../../descriptors/form-field.schema';
import type { TableConfig } from '../../descriptors/table.schema';
import { resolveDisplayFormat, type DisplayFormat } from '../../display/display-format';
import { assertAttachmentColumn, resolveFieldSpec, type FieldSpec } from '../../fields/field-spec';
import type { EntityLoader } from '../../loading/entity-loader';
import { ScreenConfigError } from '../../loading/screen-config-error';
import { loadScreenEntities } from '../../loading/screen-entities';
import type { ListScreenDescriptor } from './list-screen.schema';

export interface ListColumnModel {
  key: string;
  title: LocalizedText;
  width?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  sortable: boolean;
  spec: FieldSpec;
  display: DisplayFormat;
  linkToEdit: boolean;
  children?: ListColumnModel[];
}

export interface SearchFieldModel {
  /** Unique within the form: one field may appear twice (start date from / to). */
  id: string;
  field: string;
  op: SearchOperator;
  label: LocalizedText;
  spec: FieldSpec;
}

export interface ListScreenModel {
  route: string;
  title: LocalizedText;
  entity: EntitySchema;
  catalog: EntityCatalog;
  api: { service: string; resource: string; operation: string };
  table: TableConfig;
  columns: ListColumnModel[];
  search: SearchFieldModel[];
  toolbar: ButtonModel[];
  rowActions: ButtonModel[];
  editRoute?: string;
  /** Row key whose value the edit screen opens. */
  editKey: string;
  /** Row keys identifying a row across pages (pageSelection.keyFields, else the primary key). */
  rowKeyFields: string[];
  summaryFields: string[];
  meanFields: string[];
}

function parseColumn(
  column: TableColumn,
  descriptor: ListScreenDescriptor,
  entity: EntitySchema,
  catalog: EntityCatalog,
): ListColumnModel {
  if (column.linkTag === 'edit' && !descriptor.editRoute) {
    throw new ScreenConfigError('list.cellLinkMissing', `column ${column.key} links to an edit screen, but there is no editRoute`);
  }
  const children = column.children
    ?.filter((child) => child.columnsDisplay !== 'N')
    .map((child) => parseColumn(child, descriptor, entity, catalog));
  const spec = children
    ? resolveFieldSpec(entity, catalog, column.key, { label: column.title ?? { cn: column.key, en: column.key } })
    : resolveFieldSpec(entity, catalog, column.key, {
        label: column.title,
        editType: column.editType,
        lookupType: column.lookup?.typeCode,
        precision: column.precision,
        format: column.format,
        attachment: column.attachmentConfig,
      });
  assertAttachmentColumn(column, spec, 'list');
  return {
    key: column.key,
    title: column.title ?? spec.label,
    width: column.width,
    align: column.align ?? (spec.kind === 'number' ? 'right' : undefined),
    fixed: column.fixed,
    sortable: Boolean(column.sortable),
    spec,
    display: resolveDisplayFormat(spec, column),
    linkToEdit: column.linkTag === 'edit',
    children,
  };
}

function leafColumns(columns: TableColumn[]): TableColumn[] {
  return columns.flatMap((column) => (column.children ? leafColumns(column.children) : [column]));
}

/** Parses a list descriptor once into the model the list renderer draws (Odoo's arch parser, in short). */
export async function parseListScreen(descriptor: ListScreenDescriptor, loader: EntityLoader): Promise<ListScreenModel> {
  const { entity, catalog } = await loadScreenEntities(loader, descriptor.entity);
  const columns = descriptor.columns
    .filter((column) => column.columnsDisplay !== 'N')
    .map((column) => parseColumn(column, descriptor, entity, catalog));
  const search = descriptor.search.map((field) => ({
    id: `${field.field}_${field.op}`,
    field: field.field,
    op: field.op,
    label: field.label ?? resolveFieldSpec(entity, catalog, field.field).label,
    spec: resolveFieldSpec(entity, catalog, field.field, { label: field.label, editType: field.editType }),
  }));
  const ids = new Set<string>();
  for (const field of search) {
    if (ids.has(field.id)) throw new Error(`search field ${field.field} with op ${field.op} appears twice`);
    ids.add(field.id);
  }
  const opensEdit = [...descriptor.toolbar, ...descriptor.rowActions].some((b) => b.action === 'create' || b.action === 'edit');
  if (opensEdit && !descriptor.editRoute) throw new Error(`screen ${descriptor.route} has create/edit buttons but no editRoute`);
  const api = descriptor.table.api ?? { service: entity.service, resource: `${entity.name}Restful`, operation: 'listByPage' };
  if (!api.service || !api.resource || !api.operation) {
    throw new ScreenConfigError('list.configureApi', `table ${descriptor.table.name} has an incomplete api`);
  }
  const footer = descriptor.table.footerConfig;
  const columnSums = leafColumns(descriptor.columns).filter((column) => column.isSummary).map((column) => column.key);
  return {
    route: descriptor.route,
    title: descriptor.title,
    entity,
    catalog,
    api,
    table: descriptor.table,
    columns,
    search,
    toolbar: descriptor.toolbar.map((button) => resolveButton(button, entity, ['create', 'delete', 'refresh', 'import', 'export', 'backExport'])),
    rowActions: descriptor.rowActions.map((button) => resolveButton(button, entity, ['edit', 'delete'])),
    editRoute: descriptor.editRoute,
    editKey: descriptor.editKey ?? entity.primaryKey,
    rowKeyFields: descriptor.table.pageSelection?.keyFields ?? [entity.primaryKey],
    summaryFields: [...new Set([...(footer?.summaryFields ?? []), ...columnSums])],
    meanFields: footer?.meanNumFields ?? [],
  };
}
