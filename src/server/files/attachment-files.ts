import type { AttachmentFile } from '../../shared/api/attachment-file';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { dateTimeText } from '../system-tables';
import { creationAudit } from '../audit/creation-audit';
import { forgetInDocuments } from './delete/forget-in-documents';
import type { Actor } from '../entities/entity-engine.types';
import { asNumber, type SqlDatabase } from '../sql-database';

export const ATTACHMENTS_TABLE = 'base_attachments';

/** A stored attachment as the file service reads it (schemas/file/baseAttachment.json). */
export interface AttachmentRow {
  fileId: number;
  originalFileName: string;
  fileName: string;
  suffixName: string;
  fileSize: number;
  contentType: string;
  sha256: string;
  fileDesc: string | null;
  functionId: string | null;
  entityName: string;
  fieldName: string;
  /** The document whose visibility governs the file (the header for a line's attachment), once saved. */
  businessEntity: string | null;
  businessId: number | null;
  largeFlag: 'Y' | 'N';
  storageKey: string;
  createdBy: number;
  creationDate: string;
}

export type NewAttachment = Omit<AttachmentRow, 'fileId' | 'createdBy' | 'creationDate' | 'businessEntity' | 'businessId'> & {
  businessEntity?: string | null;
  businessId?: number | null;
};

export function attachmentAnswer(row: AttachmentRow): AttachmentFile {
  return {
    id: row.fileId,
    fileId: row.fileId,
    originalFileName: row.originalFileName,
    fileName: row.fileName,
    fileSize: row.fileSize,
    suffixName: row.suffixName,
    contentType: row.contentType,
    fileDesc: row.fileDesc,
    largeFlag: row.largeFlag,
    createdBy: row.createdBy,
    creationDate: row.creationDate,
  };
}

function toRow(row: Record<string, unknown>): AttachmentRow {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    fileId: asNumber(row.fileId),
    originalFileName: String(row.originalFileName),
    fileName: String(row.fileName),
    suffixName: String(row.suffixName ?? ''),
    fileSize: asNumber(row.fileSize),
    contentType: String(row.contentType),
    sha256: String(row.sha256),
    fileDesc: text(row.fileDesc),
    functionId: text(row.functionId),
    entityName: String(row.entityName),
    fieldName: String(row.fieldName),
    businessEntity: text(row.businessEntity),
    businessId: row.businessId === null || row.businessId === undefined ? null : asNumber(row.businessId),
    largeFlag: row.largeFlag === 'Y' ? 'Y' : 'N',
    storageKey: String(row.storageKey),
    createdBy: asNumber(row.createdBy),
    creationDate: String(row.creationDate),
  };
}

/** The rows of base_attachments: one per stored file, its bytes in the FileStore under storageKey. */
export class AttachmentFiles {
  constructor(private readonly database: SqlDatabase) {}

  /** Records files already stored, all in one transaction (an upload of several files keeps all or none). */
  async insertAll(files: readonly NewAttachment[], actor: Pick<Actor, 'userId' | 'sessionId'>): Promise<AttachmentRow[]> {
    const stamp = dateTimeText(new Date());
    return this.database.db.transaction().execute(async (db) => {
      const rows: AttachmentRow[] = [];
      for (const values of files) {
        const row = await db
          .insertInto(ATTACHMENTS_TABLE)
          .values({
            ...values,
            businessEntity: values.businessEntity ?? null,
            businessId: values.businessId ?? null,
            ...creationAudit(stamp, actor),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        rows.push(toRow(row));
      }
      return rows;
    });
  }

  async byId(fileId: number): Promise<AttachmentRow | null> {
    const row = await this.database.db.selectFrom(ATTACHMENTS_TABLE).selectAll().where('fileId', '=', fileId).executeTakeFirst();
    return row ? toRow(row) : null;
  }

  /** The rows of these ids that exist, in the order asked. */
  async byIds(fileIds: readonly number[]): Promise<AttachmentRow[]> {
    if (fileIds.length === 0) return [];
    const rows = await this.database.db.selectFrom(ATTACHMENTS_TABLE).selectAll().where('fileId', 'in', [...fileIds]).execute();
    const byId = new Map(rows.map((row) => [asNumber(row.fileId), toRow(row)]));
    return fileIds.flatMap((id) => (byId.has(id) ? [byId.get(id) as AttachmentRow] : []));
  }

  /** Removes the rows of these files and their ids from the documents naming them, in one transaction. */
  async remove(files: readonly AttachmentRow[], catalog: EntityCatalog): Promise<void> {
    if (files.length === 0) return;
    await this.database.db.transaction().execute(async (db) => {
      await forgetInDocuments(db, catalog, files);
      await db.deleteFrom(ATTACHMENTS_TABLE).where('fileId', 'in', files.map((file) => file.fileId)).execute();
    });
  }
}
