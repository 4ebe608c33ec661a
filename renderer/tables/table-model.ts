import type { Condition, LocalizedText } from '../../src/shared/formats/common';
import type { TableColumn } from '../descriptors/column.schema';
import type { FooterMerge, TableConfig, TableType } from '../descriptors/table.schema';
import { leafColumns, parseGridColumn, type ColumnParseContext, type GridColumn } from '../grid/columns/grid-column';
import { ScreenConfigError } from '../loading/screen-config-error';

/** Spec 000 §9: rows a page and the height a table grows to, by kind of table. */
export const DEFAULT_PAGE_SIZE: Record<TableType, number> = { editable: 20, panel: 200 };
export const DEFAULT_MAX_HEIGHT: Record<TableType, number> = { editable: 500, panel: 700 };
/** The server answers at most this many rows a page (docs/api.md, paging). */
export const MAX_PAGE_SIZE = 500;

export interface TableApi {
  service: string;
  resource: string;
  operation: string;
}

/** A table configuration (spec 000 §3) parsed once with its columns: what the data table draws and loads. */
export interface TableModel {
  name: string;
  type: TableType;
  api: TableApi;
  searchParams: Readonly<Record<string, string | number | readonly (string | number)[]>>;
  pageSize: number;
  paging: boolean;
  height?: number | 'auto';
  maxHeight: number;
  selection: boolean;
  /** pageSelection.keyFields given: checked rows are kept across pages. */
  crossPage: boolean;
  rowKeyFields: string[];
  showIndex: boolean;
  summary?: { title?: LocalizedText; sumKeys: string[]; meanKeys: string[]; merges: FooterMerge[] };
  /** The table's edit rule: true lets isEdit columns be edited inline, rows by `editableWhen`. */
  editable: boolean;
  editableWhen?: Condition;
  expand?: { fields: GridColumn[]; columns: number };
  rowSpanFields: string[];
  columns: GridColumn[];
}

export interface TableParseContext extends ColumnParseContext {
  /** The entity's listByPage, used when the configuration names no api. */
  defaultApi: TableApi;
  primaryKey: string;
}

function assertColumnKeys(keys: readonly string[], known: ReadonlySet<string>, what: string, table: string): void {
  for (const key of keys) {
    if (!known.has(key)) throw new Error(`table ${table}: ${what} names "${key}", which is not one of its columns`);
  }
}

/** Parses a table configuration and its columns, checking every key that names a column. */
export function parseTableModel(config: TableConfig, columns: readonly TableColumn[], context: TableParseContext): TableModel {
  const api = config.api ?? context.defaultApi;
  if (!api.service || !api.resource || !api.operation) {
    throw new ScreenConfigError('list.configureApi', `table ${config.name} has an incomplete api`);
  }
  const parsed = columns.map((column) => parseGridColumn(column, context));
  const leaves = leafColumns(parsed);
  const known = new Set(leaves.map((column) => column.key));
  const footer = config.footerConfig;
  const sumKeys = [...new Set([...(footer?.summaryFields ?? []), ...leafColumns(columns).filter((column) => column.isSummary).map((column) => column.key)])];
  const meanKeys = footer?.meanNumFields ?? [];
  const merges = footer?.mergeFooterItems ?? [];
  assertColumnKeys(sumKeys, known, 'footerConfig.summaryFields', config.name);
  assertColumnKeys(meanKeys, known, 'footerConfig.meanNumFields', config.name);
  assertColumnKeys(merges.map((merge) => merge.key), known, 'footerConfig.mergeFooterItems', config.name);
  assertColumnKeys(config.rowSpanFields ?? [], known, 'rowSpanFields', config.name);
  const pageSize = config.pageSize ?? DEFAULT_PAGE_SIZE[config.type];
  if (pageSize > MAX_PAGE_SIZE) throw new Error(`table ${config.name}: pageSize ${pageSize} is over the ${MAX_PAGE_SIZE} rows a page the server answers`);
  return {
    name: config.name,
    type: config.type,
    api,
    searchParams: config.searchParams ?? {},
    pageSize: config.paging ? pageSize : MAX_PAGE_SIZE,
    paging: config.paging,
    height: config.height,
    maxHeight: DEFAULT_MAX_HEIGHT[config.type],
    selection: config.selection,
    crossPage: config.pageSelection !== undefined,
    rowKeyFields: config.pageSelection?.keyFields ?? [context.primaryKey],
    showIndex: config.showIndex,
    summary: config.showSummary ? { title: footer?.title, sumKeys, meanKeys, merges } : undefined,
    editable: config.isEdit ?? config.type === 'editable',
    editableWhen: config.editableWhen,
    expand: config.expand && {
      fields: config.expand.fields.map((field) => parseGridColumn(field, { ...context, where: `${context.where} expand` })),
      columns: config.expand.columns,
    },
    rowSpanFields: config.rowSpanFields ?? [],
    columns: parsed,
  };
}
