import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';
import { unsupportedFilter, unsupportedSort, type ServiceListRequest } from '../services/service-list-request';
import { MAX_PAGE_ROWS } from '../entities/list-by-page';

export type WorkQueue = 'PENDING' | 'HANDLED';

/** One page request of the work lists, its filters read once. */
export interface WorkItemQuery {
  queue: WorkQueue;
  /** Entity names; empty: every type. */
  documentTypes: string[];
  /** Part of a document type's name or label (a person types 订单 or order). */
  documentTypeText?: string;
  /** Part of the document number (contains). */
  documentNumber?: string;
  /** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`, inclusive. */
  from?: string;
  to?: string;
  direction: 'asc' | 'desc';
  pageIndex: number;
  pageRows: number;
  /** Rows read from each source: enough to fill this page after merging them all. */
  depth: number;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

const TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** A date or time of the range, checked: a person's typo answers with the field, never a database error. */
function time(value: unknown, key: string, language: Language): string {
  const given = text(value);
  if (TIME.test(given)) return given;
  const message = language === 'EN' ? `${key}: enter a date as yyyy-MM-dd (or yyyy-MM-dd HH:mm:ss)` : `${key}：请输入日期，格式为 yyyy-MM-dd（或 yyyy-MM-dd HH:mm:ss）`;
  throw new ApiError(message, [{ field: key, message }]);
}

/** The end of a day given as a date alone, so `sinceTime_lte: 2026-11-26` keeps the whole day. */
function endOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value} 23:59:59` : value;
}

function depthRefusal(language: Language, depth: number): ApiError {
  const message =
    language === 'EN'
      ? `Only the first ${MAX_PAGE_ROWS} items of each document type can be paged through (this page needs ${depth}); narrow the list by document type, number or date`
      : `每种单据最多可翻阅前${MAX_PAGE_ROWS}条（本页需要${depth}条），请按单据类型、单据编号或日期缩小范围`;
  return new ApiError(message, [{ field: 'pageIndex', message }]);
}

/**
 * The filters the work lists answer: the list (queue), the document type, the number (contains or equals) and
 * a date range on the time; sorted by that time only (default: longest waiting first, newest handled first when
 * the screen says so). Anything else is refused like an unknown field.
 */
export function readWorkItemQuery(request: ServiceListRequest, language: Language): WorkItemQuery {
  const query: WorkItemQuery = {
    queue: 'PENDING',
    documentTypes: [],
    direction: request.sort.direction,
    pageIndex: request.pageIndex,
    pageRows: request.pageRows,
    depth: request.pageIndex * request.pageRows,
  };
  if (request.sort.field !== 'sinceTime') throw unsupportedSort(request.sort.field, language);
  for (const filter of request.filters) {
    const key = `${filter.field}:${filter.op}`;
    if (key === 'queue:eq' && (filter.value === 'PENDING' || filter.value === 'HANDLED')) query.queue = filter.value;
    else if (key === 'documentType:eq' && text(filter.value)) query.documentTypes = [text(filter.value)];
    else if (key === 'documentType:in' && Array.isArray(filter.value)) query.documentTypes = filter.value.map(text).filter(Boolean);
    else if (key === 'documentType:like' && text(filter.value)) query.documentTypeText = text(filter.value).toLowerCase();
    else if ((key === 'documentNumber:like' || key === 'documentNumber:eq') && text(filter.value)) query.documentNumber = text(filter.value);
    else if (key === 'sinceTime:gte' || key === 'sinceTime:gt') query.from = time(filter.value, `sinceTime_${filter.op}`, language);
    else if (key === 'sinceTime:lte' || key === 'sinceTime:lt') query.to = endOf(time(filter.value, `sinceTime_${filter.op}`, language));
    else throw unsupportedFilter(filter, language);
  }
  if (query.depth > MAX_PAGE_ROWS) throw depthRefusal(language, query.depth);
  return query;
}
