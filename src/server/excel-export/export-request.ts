import { LABEL_OF_KINDS, type LabelOf } from '../../shared/entity/code-label-index';
import { isServiceEntity, type EntityCatalog } from '../../shared/entity/entity-catalog';
import type { Language } from '../../shared/formats/common';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { assertJsonDepth } from '../http/input-limits';
import { exportRefusal } from './export-messages';

/** Rows a sheet holds, its header row included, unless the call says otherwise (spec 000 §9). */
export const DEFAULT_SHEET_MAX_ROW = 20001;
/** The most rows of an Excel worksheet. */
export const EXCEL_MAX_ROWS = 1_048_576;
export const MAX_EXPORT_COLUMNS = 200;
const DATE_FORMATS = ['yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss', 'yyyy', 'yyyy-MM'] as const;
export type ExportDateFormat = (typeof DATE_FORMATS)[number];

/** A column as the caller describes it: the grid's column configuration (spec 000 §3), leaves only. */
export interface ExportColumnRequest {
  key: string;
  title?: string | { cn: string; en: string };
  lookupType?: string;
  displayKey?: string;
  format?: ExportDateFormat;
  precision?: number;
  thousands?: boolean;
  width?: number;
  /** Codes written by their labels: entity names, or operations of the entity the row's `entityKey` names (code-label-index.ts). */
  labelOf?: LabelOf;
  entityKey?: string;
}

/** A title row above the headers and the sheet name: what customExportExcel adds (docs/api.md "Export"). */
export interface CustomExportParams {
  title?: string;
  sheetName?: string;
}

/** What an export reads: a list page by page, or the groups of an aggregate. */
export type ExportOperation = 'listByPage' | 'aggregate';

export interface ExportRequest {
  requestUrl: string;
  entity: EntitySchema;
  operation: ExportOperation;
  /** The list's filters and sort, as the list screen sends them (paging is the export's own), or the aggregate's body. */
  requestParams: Record<string, unknown>;
  columns: ExportColumnRequest[];
  fileName?: string;
  sheetMaxRow: number;
  custom?: CustomExportParams;
}

const LIST_URL = /^(?:https?:\/\/[^/]+)?(?:\/api)?\/([A-Za-z]+)\/v1\/([A-Za-z][A-Za-z0-9]*)Restful\/(listByPage|aggregate)\/?(?:\?.*)?$/;
const PAGING_KEYS = ['pageIndex', 'pageRows', 'afterKey', 'beforeKey', 'lan'];

/**
 * A parameter sent as JSON text (as form-style clients send lists and objects) read as its value, no
 * deeper than a JSON body may be (the column tree is read recursively).
 */
function decoded(value: unknown, field: string, language: Language): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value) as unknown;
  } catch {
    return value;
  }
  assertJsonDepth(parsed, field, language);
  return parsed;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The entity and operation a request URL reads: `/api/<service>/v1/<entity>Restful/listByPage`, or
 * `.../aggregate` of a table entity (docs/api.md "Export"), the service the entity's own.
 */
function listedEntity(requestUrl: unknown, catalog: EntityCatalog, language: Language): { url: string; entity: EntitySchema; operation: ExportOperation } {
  const url = text(requestUrl);
  if (!url) throw exportRefusal(language, 'requestUrlRequired', 'requestUrl');
  const match = LIST_URL.exec(url);
  const entity = match && catalog.has(match[2]) ? catalog.get(match[2]) : undefined;
  const operation = match?.[3] === 'aggregate' ? 'aggregate' : 'listByPage';
  const answered = entity !== undefined && (operation === 'listByPage' || !isServiceEntity(entity));
  if (!match || !entity || !answered || entity.service !== match[1]) throw exportRefusal(language, 'unknownRequestUrl', 'requestUrl', { url: url.slice(0, 200) });
  return { url, entity, operation };
}

function leaves(columns: unknown[]): unknown[] {
  return columns.flatMap((column) => (isObject(column) && Array.isArray(column.children) ? leaves(column.children) : [column]));
}

function columnTitle(value: unknown): ExportColumnRequest['title'] {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (isObject(value) && typeof value.cn === 'string' && typeof value.en === 'string') return { cn: value.cn, en: value.en };
  return undefined;
}

function parseColumn(value: unknown, index: number, language: Language): ExportColumnRequest | undefined {
  if (!isObject(value)) throw exportRefusal(language, 'badColumn', 'columns', { index: index + 1 });
  if (value.columnsDisplay === 'N') return undefined;
  const key = text(value.key) ?? text(value.field) ?? text(value.dataIndex);
  if (!key) throw exportRefusal(language, 'badColumn', 'columns', { index: index + 1 });
  const lookup = isObject(value.lookup) ? text(value.lookup.typeCode) : text(value.lookupType);
  const precision = typeof value.precision === 'number' && Number.isInteger(value.precision) && value.precision >= 0 && value.precision <= 8 ? value.precision : undefined;
  const format = DATE_FORMATS.find((candidate) => candidate === value.format);
  const width = typeof value.width === 'number' && value.width > 0 ? value.width : undefined;
  const labelOf = LABEL_OF_KINDS.find((kind) => kind === value.labelOf);
  if (value.labelOf !== undefined && value.labelOf !== null && !labelOf) throw exportRefusal(language, 'badLabelOf', 'columns', { index: index + 1 });
  return {
    key,
    title: columnTitle(value.title),
    lookupType: lookup,
    displayKey: text(value.displayKey),
    format,
    precision,
    thousands: value.showThousandSeparator === true || value.thousands === true,
    width,
    labelOf,
    entityKey: labelOf === 'operation' ? text(value.entityKey) : undefined,
  };
}

function parseColumns(value: unknown, language: Language): ExportColumnRequest[] {
  if (!Array.isArray(value) || value.length === 0) throw exportRefusal(language, 'columnsRequired', 'columns');
  const columns = leaves(value)
    .map((column, index) => parseColumn(column, index, language))
    .filter((column): column is ExportColumnRequest => column !== undefined);
  if (columns.length === 0) throw exportRefusal(language, 'columnsRequired', 'columns');
  if (columns.length > MAX_EXPORT_COLUMNS) throw exportRefusal(language, 'tooManyColumns', 'columns', { max: MAX_EXPORT_COLUMNS });
  return columns;
}

function parseSheetMaxRow(value: unknown, language: Language): number {
  if (value === undefined || value === null || value === '') return DEFAULT_SHEET_MAX_ROW;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 2 || number > EXCEL_MAX_ROWS) {
    throw exportRefusal(language, 'badSheetMaxRow', 'sheetMaxRow', { min: 2, max: EXCEL_MAX_ROWS });
  }
  return number;
}

function parseRequestParams(value: unknown, language: Language): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw exportRefusal(language, 'badRequestParams', 'requestParams');
  return Object.fromEntries(Object.entries(value).filter(([key]) => !PAGING_KEYS.includes(key)));
}

function parseCustom(value: unknown, language: Language): CustomExportParams {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw exportRefusal(language, 'badCustomParams', 'customParams');
  const { title, sheetName } = value;
  if ((title !== undefined && typeof title !== 'string') || (sheetName !== undefined && typeof sheetName !== 'string')) {
    throw exportRefusal(language, 'badCustomParams', 'customParams');
  }
  return { title: text(title), sheetName: text(sheetName) };
}

/**
 * Reads an export call's body (spec 000 §7): which list (requestUrl), with which conditions, which
 * columns, the file's name and the rows per sheet; `custom` reads customParams as well. Every problem is
 * an ApiError naming the parameter, before anything is read or written.
 */
export function readExportRequest(body: Record<string, unknown>, catalog: EntityCatalog, language: Language, custom = false): ExportRequest {
  const { url, entity, operation } = listedEntity(body.requestUrl, catalog, language);
  const columns = parseColumns(decoded(body.columns, 'columns', language), language);
  if (body.fileName !== undefined && body.fileName !== null && typeof body.fileName !== 'string') {
    throw exportRefusal(language, 'badFileName', 'fileName');
  }
  return {
    requestUrl: url,
    entity,
    operation,
    requestParams: parseRequestParams(decoded(body.requestParams, 'requestParams', language), language),
    columns,
    fileName: text(body.fileName),
    sheetMaxRow: parseSheetMaxRow(body.sheetMaxRow, language),
    custom: custom ? parseCustom(decoded(body.customParams, 'customParams', language), language) : undefined,
  };
}
