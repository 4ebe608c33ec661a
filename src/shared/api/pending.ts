import type { LocalizedText } from '../formats/common';

/** A document waiting for the user, as `srm/pendingRestful/listPending` answers it. */
export interface PendingRow {
  id: number;
  code: string;
  /** The document's workflow status; empty for a to-do list's row, which shows its `detail`. */
  status: string;
  /** What waits, e.g. the approval step of a task. */
  detail?: string;
  lastUpdateDate: string;
}

/** The documents waiting for the user on one menu: its list screen opens them. */
export interface PendingGroup {
  menuId: number;
  respId: number;
  route: string;
  /** The edit screen of the list, where one waiting document opens (none: the list itself). */
  editRoute?: string;
  title: LocalizedText;
  entity: string;
  /** The lookup type naming the entity's statuses (its workflow's statusLookup), for the rows' status tags. */
  statusLookup?: string;
  actions: string[];
  count: number;
  rows: PendingRow[];
}

/** Rows of a group on the home page; `count` covers all of them. */
export const PENDING_ROWS_SHOWN = 10;
