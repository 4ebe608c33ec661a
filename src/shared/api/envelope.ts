/** The answer envelope of every API call (DESIGN §4.4). */
export type ApiStatus = 'S' | 'E' | 'M' | 'NOTLOGIN';

/** Where a keyset page starts or the next one would: [sort value, primary key] of the last row read. */
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
}

export interface ApiEnvelope<T = unknown> {
  status: ApiStatus;
  msg: string;
  data: T;
  page?: PageInfo;
  count?: number;
  /** On status E caused by input: the offending fields with their messages. */
  errors?: FieldError[];
}

export interface FieldError {
  field: string;
  /** Index of the line when the error is in a line collection. */
  line?: { collection: string; index: number };
  /** Index of the record in a doBatchSaveOrUpdate's `data` when the error is in one of several records. */
  record?: number;
  message: string;
}

export interface PageRequest {
  pageIndex?: number;
  pageRows?: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  [param: string]: unknown;
}
