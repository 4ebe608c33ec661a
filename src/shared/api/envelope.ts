/** The answer envelope of every API call (DESIGN §4.4). */
export type ApiStatus = 'S' | 'E' | 'M' | 'NOTLOGIN';

/** Where a keyset page starts: [sort value, primary key] of a row, the page reading on after it or ending before it. */
export type PageKey = [sortValue: string | number | null, id: number];

export interface PageInfo {
  count: number;
  curIndex: number;
  pageSize: number;
  pagesCount: number;
  /** The server stopped counting: more rows match than `count` says (docs/api.md, paging). */
  countCapped?: boolean;
  /** The `afterKey` that reads the next page; null on the last page. */
  nextKey?: PageKey | null;
  /** The `beforeKey` that reads the previous page (the key of this page's first row); null on the first page. */
  prevKey?: PageKey | null;
}

export interface ApiEnvelope<T = unknown> {
  status: ApiStatus;
  msg: string;
  data: T;
  page?: PageInfo;
  count?: number;
  /** On status E caused by input: the offending fields with their messages. */
  errors?: FieldError[];
  /** On status S of a save: what it let through with a warning (a supplier not on the approved list); msg says them too. */
  warnings?: string[];
  /** On status E: why there is nothing to show, when that is not a failure (screens say so calmly). */
  reason?: FailureReason;
}

/**
 * `notFound`: the record does not exist or is outside the caller's reach (one answer for both, so the
 * answer tells nothing about records of others); `forbidden`: the caller may not make this call (HTTP 403).
 */
export type FailureReason = 'notFound' | 'forbidden';

/** Where a line is in a saved record: its collection and index, and for a line of a line, that line. */
export interface LineLocation {
  collection: string;
  index: number;
  parent?: LineLocation;
}

export interface FieldError {
  field: string;
  /** The line when the error is in a line collection (or in a line's own lines). */
  line?: LineLocation;
  /** Index of the record in a doBatchSaveOrUpdate's `data` when the error is in one of several records. */
  record?: number;
  /** The BPMN element (id) a refused process model's problem is about. */
  element?: string;
  message: string;
}

export interface PageRequest {
  /** The page's number (from 1); with a key, the number the page is shown as. */
  pageIndex?: number;
  pageRows?: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  /** Read the page after this key: the previous page's `nextKey`. */
  afterKey?: PageKey;
  /** Read the page just before this key: the current page's `prevKey`. */
  beforeKey?: PageKey;
  [param: string]: unknown;
}
