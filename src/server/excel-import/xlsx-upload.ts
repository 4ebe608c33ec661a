import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../shared/formats/common';
import { formatFileSize } from '../../shared/numbers/file-size';
import { INPUT_LIMITS } from '../http/input-limits';
import { importRefusal } from './import-messages';
import { zipEntryNames } from './zip-entry-names';

/** An uploaded workbook in a temporary file of its own, removed by `dispose`. */
export interface ReceivedUpload {
  path: string;
  dispose(): Promise<void>;
}

/**
 * Receives the one file of a multipart upload into a temporary file, never more than `maxBytes` of it:
 * a larger file is refused. An upload with no file, or an empty one, is refused with what to do instead.
 */
export async function receiveUpload(request: FastifyRequest, maxBytes: number, language: Language): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw importRefusal(language, 'chooseFile', 'file');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 20, parts: INPUT_LIMITS.multipartParts }, throwFileSizeLimit: false });
  if (!part) throw importRefusal(language, 'chooseFile', 'file');
  const directory = await mkdtemp(join(tmpdir(), 'srm-import-'));
  const dispose = () => rm(directory, { recursive: true, force: true });
  const path = join(directory, 'upload.xlsx');
  try {
    await pipeline(part.file, createWriteStream(path));
    if (part.file.truncated) throw importRefusal(language, 'tooLarge', 'file', { max: formatFileSize(maxBytes) });
    if ((await stat(path)).size === 0) throw importRefusal(language, 'emptyFile', 'file');
    await assertXlsx(path, language);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { path, dispose };
}

/** The first bytes of an OLE compound file: what an old binary .xls is. */
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Whatever its name says, the file must be an xlsx workbook by its bytes: a zip (magic bytes PK\3\4)
 * whose directory holds the OOXML parts of a spreadsheet, [Content_Types].xml and xl/workbook.xml. A Word
 * document or any other zip is refused; an old binary .xls gets its own advice.
 */
export async function assertXlsx(path: string, language: Language): Promise<void> {
  const probe = await zipEntryNames(path);
  if (probe.kind === 'zip' && probe.names.has('[Content_Types].xml') && probe.names.has('xl/workbook.xml')) return;
  // A zip whose directory cannot be read was cut short or broken on the way.
  if (probe.kind === 'zip' && probe.names.size === 0) throw importRefusal(language, 'unreadable', 'file');
  const legacy = probe.kind === 'not-zip' && probe.firstBytes.equals(COMPOUND_FILE);
  throw importRefusal(language, legacy ? 'legacyXls' : 'notXlsx', 'file');
}
