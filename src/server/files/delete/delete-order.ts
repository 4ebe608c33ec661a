import type { Language } from '../../../shared/formats/common';
import type { ApiError } from '../../http/api-error';
import { fileRefusal } from '../file-messages';
import type { FileKeys } from '../keys/file-keys';

/** How far a delete order's timestamp may be from the server's clock, as for signed requests. */
export const DELETE_ORDER_WINDOW_MS = 5 * 60 * 1000;
/** An order names at most 500 ids: a few dozen blocks of 190 bytes. */
const MAX_BLOCKS = 64;

/** A decrypted batch delete: which files, and the nonce and time that make it usable once. */
export interface DeleteOrder {
  fileIds: string;
  nonce: string;
  timestamp: number;
}

/**
 * Reads the `fileIds` of a batch delete (docs/api.md "Files"): base64 RSA-OAEP (SHA-256) blocks joined by
 * commas, which together hold the UTF-8 JSON {"fileIds": "1,2", "nonce": "...", "timestamp": ms}.
 * Anything that does not decrypt with the server's key, or does not hold those three, is unreadable.
 */
export function readDeleteOrder(keys: FileKeys, cipherText: unknown, language: Language): DeleteOrder {
  const unreadable = (): ApiError => fileRefusal('deleteUnreadable', language, 'fileIds');
  if (typeof cipherText !== 'string' || cipherText.trim() === '') throw fileRefusal('idsRequired', language, 'fileIds');
  const blocks = cipherText.split(',');
  if (blocks.length > MAX_BLOCKS || !blocks.every((block) => /^[A-Za-z0-9+/]+=*$/.test(block))) throw unreadable();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(blocks.map((block) => keys.decryptBlock(block))).toString('utf8'));
  } catch {
    throw unreadable();
  }
  const order = parsed as Partial<DeleteOrder> | null;
  if (typeof order?.fileIds !== 'string' || typeof order.nonce !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(order.nonce) || typeof order.timestamp !== 'number') {
    throw unreadable();
  }
  return { fileIds: order.fileIds, nonce: order.nonce, timestamp: order.timestamp };
}
