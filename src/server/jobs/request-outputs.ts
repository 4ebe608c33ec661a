import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { AttachmentFiles } from '../files/attachment-files';
import type { FileStore } from '../files/storage/file-store';
import { newStorageKey } from '../files/upload/attachment-intake';
import { SYSTEM_USER_ID } from '../seed/seed-writes';
import type { SqlDatabase } from '../sql-database';
import type { RequestStore } from './request-store';
import { SCHEDULE_REQUEST_ENTITY } from './schedule-request';

/** The request field holding its output files (an attachment field: the detail screen downloads them). */
export const OUTPUT_FIELD = 'outputFileIds';

/**
 * A program's output file: stored through the file service (its store and base_attachments), bound to
 * the request record, so the request's detail screen previews and downloads it with the request's access.
 */
export class RequestOutputs {
  private readonly attachments: AttachmentFiles;

  constructor(
    database: SqlDatabase,
    private readonly store: RequestStore,
    private readonly files: FileStore | undefined,
  ) {
    this.attachments = new AttachmentFiles(database);
  }

  async write(requestId: number, fileName: string, content: string | Buffer, contentType = 'text/plain; charset=utf-8'): Promise<number> {
    if (!this.files) throw new Error('no file store is configured for job outputs');
    const suffix = extname(fileName).replace('.', '').toLowerCase();
    const { storageKey, fileName: storedName } = newStorageKey(suffix);
    const written = await this.files.write(storageKey, Readable.from([typeof content === 'string' ? Buffer.from(content, 'utf8') : content]));
    const [row] = await this.attachments.insertAll(
      [
        {
          originalFileName: fileName,
          fileName: storedName,
          suffixName: suffix,
          fileSize: written.size,
          contentType,
          sha256: written.sha256,
          fileDesc: null,
          functionId: null,
          entityName: SCHEDULE_REQUEST_ENTITY,
          fieldName: OUTPUT_FIELD,
          businessEntity: SCHEDULE_REQUEST_ENTITY,
          businessId: requestId,
          largeFlag: 'N',
          storageKey,
        },
      ],
      { userId: SYSTEM_USER_ID, sessionId: SYSTEM_USER_ID },
    );
    await this.store.addOutput(requestId, row.fileId);
    return row.fileId;
  }
}
