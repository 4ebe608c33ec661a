import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EntityRecord } from '../entities/entity-engine.types';

/** Where a work item comes from: a document's workflow action, or an approval task (open or decided). */
export type WorkSource = 'WORKFLOW' | 'APPROVAL';

/** One item before it is shown: its document, what waits or was done, and when. */
export interface WorkSourceRow {
  key: string;
  source: WorkSource;
  entity: EntitySchema;
  documentId: number;
  /** `yyyy-MM-dd HH:mm:ss`: since when it waits, or when it was done. */
  since: string;
  /** Workflow actions of the entity that wait or were run (labels shown). */
  actions: string[];
  /** What else is shown as awaited or done: the approval step of a task, the decision of a history line. */
  detail?: string;
  /** The document as the caller's list read it (pending workflow rows); read for the page otherwise. */
  record?: EntityRecord;
  /** The document number the approval recorded, shown when the document itself cannot be read. */
  code?: string;
  /** The approval instance of a task or history line. */
  instanceId?: number;
}

/** Orders rows by time, then by key, so pages never overlap. */
export function compareRows(direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  return (a: WorkSourceRow, b: WorkSourceRow) => sign * (a.since.localeCompare(b.since) || a.key.localeCompare(b.key));
}
