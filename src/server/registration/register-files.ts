import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';
import type { FileStore } from '../files/storage/file-store';
import { systemAudit } from '../seed/seed-writes';
import { asNumber, type SqlDatabase } from '../sql-database';
import { registrationMessage } from './registration-messages';

export const REGISTER_FILES_TABLE = 'srm_supplier_register_files';
export const MAX_REGISTER_FILE_BYTES = 10 * 1024 * 1024;
/** A form needs two; a few more allow replacing a wrong picture. */
const MAX_FILES_PER_DRAFT = 10;

export type RegisterFileKind = 'LICENSE' | 'ID_CARD';

/** What the first bytes say the file is; the name and the browser's content type are not trusted. */
export function detectImageType(head: Buffer): { contentType: string; extension: string } | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { contentType: 'image/png', extension: 'png' };
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf', extension: 'pdf' };
  return null;
}

export interface StoredRegisterFile {
  registerFileId: number;
  fileKind: RegisterFileKind;
  fileName: string;
  contentType: string;
  fileSize: number;
}

/** The attachments of registration drafts and registrations: bytes in the FileStore, rows in srm_supplier_register_files. */
export class RegisterFiles {
  constructor(
    private readonly database: SqlDatabase,
    private readonly store: FileStore,
  ) {}

  async add(draftTokenHash: string, kind: string, fileName: string, content: Buffer, language: Language): Promise<StoredRegisterFile> {
    if (kind !== 'LICENSE' && kind !== 'ID_CARD') throw fieldError(registrationMessage('fileKindInvalid', language), 'fileKind');
    if (content.length === 0) throw fieldError(registrationMessage('fileEmpty', language), 'file');
    if (content.length > MAX_REGISTER_FILE_BYTES) throw fieldError(registrationMessage('fileTooLarge', language), 'file');
    const type = detectImageType(content.subarray(0, 8));
    if (!type) throw fieldError(registrationMessage('fileTypeInvalid', language), 'file');
    const { db } = this.database;
    const count = await db.selectFrom(REGISTER_FILES_TABLE).select((eb) => eb.fn.countAll().as('n')).where('draftTokenHash', '=', draftTokenHash).executeTakeFirst();
    if (asNumber(count?.n ?? 0) >= MAX_FILES_PER_DRAFT) throw fieldError(registrationMessage('tooManyFiles', language), 'file');
    const storageKey = `registration/${randomBytes(16).toString('hex')}.${type.extension}`;
    const written = await this.store.write(storageKey, Readable.from([content]));
    const safeName = fileName.replace(/[\\/\x00-\x1f]/g, '_').slice(0, 200) || `${kind.toLowerCase()}.${type.extension}`;
    const row = await db
      .insertInto(REGISTER_FILES_TABLE)
      .values({
        registerId: null,
        fileKind: kind,
        fileName: safeName,
        contentType: type.contentType,
        fileSize: written.size,
        sha256: written.sha256,
        storageKey,
        draftTokenHash,
        ...systemAudit(new Date()),
      })
      .returning('registerFileId')
      .executeTakeFirstOrThrow();
    return { registerFileId: asNumber(row.registerFileId), fileKind: kind, fileName: safeName, contentType: type.contentType, fileSize: written.size };
  }

  /** The kinds uploaded under a draft token (for the submit check). */
  async kindsOf(draftTokenHash: string): Promise<Set<string>> {
    const rows = await this.database.db.selectFrom(REGISTER_FILES_TABLE).select('fileKind').where('draftTokenHash', '=', draftTokenHash).execute();
    return new Set(rows.map((row) => String(row.fileKind)));
  }

  /** One file of a draft, with the bytes (recognition reads the licence before the form is submitted). */
  async readOfDraft(draftTokenHash: string, registerFileId: number): Promise<{ file: StoredRegisterFile; bytes: Buffer } | null> {
    const row = await this.database.db
      .selectFrom(REGISTER_FILES_TABLE)
      .selectAll()
      .where('draftTokenHash', '=', draftTokenHash)
      .where('registerFileId', '=', registerFileId)
      .executeTakeFirst();
    return row ? this.withBytes(row) : null;
  }

  /** One file of a registration (the approver views it). */
  async readOfRegistration(registerId: number, registerFileId: number): Promise<{ file: StoredRegisterFile; bytes: Buffer } | null> {
    const row = await this.database.db
      .selectFrom(REGISTER_FILES_TABLE)
      .selectAll()
      .where('registerId', '=', registerId)
      .where('registerFileId', '=', registerFileId)
      .executeTakeFirst();
    return row ? this.withBytes(row) : null;
  }

  private async withBytes(row: Record<string, unknown>): Promise<{ file: StoredRegisterFile; bytes: Buffer }> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.store.read(String(row.storageKey))) chunks.push(chunk as Buffer);
    return {
      file: {
        registerFileId: asNumber(row.registerFileId),
        fileKind: row.fileKind === 'ID_CARD' ? 'ID_CARD' : 'LICENSE',
        fileName: String(row.fileName),
        contentType: String(row.contentType),
        fileSize: asNumber(row.fileSize),
      },
      bytes: Buffer.concat(chunks),
    };
  }
}

function fieldError(message: string, field: string): ApiError {
  return new ApiError(message, [{ field, message }]);
}
