import { z } from 'zod';
import type { JobProgram } from '../jobs/job-program';
import type { FileStore } from './storage/file-store';
import { ATTACHMENTS_TABLE } from './attachment-files';
import { dateTimeText } from '../system-tables';
import type { SqlDatabase } from '../sql-database';

const DAY_MS = 24 * 3_600_000;
/** Files are removed a few at a time: each batch is one short delete, the store's files after it. */
const BATCH = 200;

const PurgeParameters = z
  .object({
    /** Uploads no saved document named for longer than this are removed. */
    retentionDays: z.number().int().min(1).max(365).default(7),
  })
  .strict();

/** What the request check needs before the file store exists (jobs/request-parameter-check.ts). */
export const PURGE_UNSAVED_ATTACHMENTS_PROGRAM = {
  code: 'purgeUnsavedAttachments',
  name: { cn: '清理未保存的附件', en: 'Purge unsaved attachments' },
  parameters: PurgeParameters,
} as const;

/**
 * Removes uploads no document was ever saved with (a form closed without saving), once they are
 * `retentionDays` old: their rows, then their bytes. Answers how many. A file a document names is bound
 * to it at save and never touched here.
 */
export async function purgeUnsavedAttachments(database: SqlDatabase, store: FileStore, now: Date, retentionDays: number): Promise<number> {
  const horizon = dateTimeText(new Date(now.getTime() - retentionDays * DAY_MS));
  let removed = 0;
  for (;;) {
    const rows = await database.db
      .selectFrom(ATTACHMENTS_TABLE)
      .select(['fileId', 'storageKey'])
      .where('businessId', 'is', null)
      .where('creationDate', '<', horizon)
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return removed;
    await database.db
      .deleteFrom(ATTACHMENTS_TABLE)
      .where('fileId', 'in', rows.map((row) => row.fileId))
      .where('businessId', 'is', null)
      .execute();
    await Promise.all(rows.map((row) => store.delete(String(row.storageKey))));
    removed += rows.length;
  }
}

/** The daily housekeeping program of the file service (04:00), built in app.ts with the file store. */
export function purgeUnsavedAttachmentsProgram(store: FileStore): JobProgram<z.infer<typeof PurgeParameters>> {
  return {
    ...PURGE_UNSAVED_ATTACHMENTS_PROGRAM,
    daily: { hour: 4 },
    async run({ retentionDays }, { database, now }) {
      const removed = await purgeUnsavedAttachments(database, store, now, retentionDays);
      return {
        cn: `已删除${removed}个超过${retentionDays}天未随单据保存的附件`,
        en: `Removed ${removed} attachment(s) not saved with any document for more than ${retentionDays} day(s)`,
      };
    },
  };
}
