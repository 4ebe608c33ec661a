import { randomBytes } from 'node:crypto';
import type { AttachmentConfig } from '../../../../renderer/descriptors/attachment-config.schema';
import { IMAGE_SUFFIXES } from '../../../../renderer/descriptors/attachment-limits';
import type { Language } from '../../../shared/formats/common';
import type { ApiError } from '../../http/api-error';
import { checkContent } from '../content/content-signature';
import { suffixOf } from '../content/file-suffix';
import { formatFileSize } from '../../../shared/numbers/file-size';
import { fileRefusal } from '../file-messages';

/** A file name as stored: no path, no control characters, at most 255 characters (the name a user sees). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\x00-\x1f\x7f]/g, '').trim();
  return (clean === '' || clean === '.' || clean === '..' ? 'file' : clean).slice(-255);
}

/**
 * The extension rules of the widget, before a byte is stored: its allowlist (any case), images only
 * where it says so. Answers the suffix. Types that run in a browser or on a desktop are refused by the
 * content check whatever a widget allows.
 */
export function acceptedSuffix(fileName: string, rules: AttachmentConfig, language: Language): string {
  const suffix = suffixOf(fileName);
  const allowed = rules.imageOnly ? [...IMAGE_SUFFIXES].filter((image) => !rules.extensions || rules.extensions.includes(image)) : rules.extensions;
  if (allowed && !allowed.includes(suffix)) throw fileRefusal('extensionNotAllowed', language, 'files', { list: allowed.join(', ') });
  return suffix;
}

/** The content check's verdict as the refusal a person reads, or null when the bytes fit the name. */
export function contentRefusal(head: Buffer, suffix: string, fileName: string, language: Language): ApiError | null {
  const verdict = checkContent(head, suffix);
  if (verdict.ok) return null;
  if (verdict.reason === 'empty') return fileRefusal('emptyFile', language, 'files', { name: fileName });
  if (verdict.reason === 'blocked') return fileRefusal('blockedType', language, 'files', { suffix: suffix || '?' });
  return fileRefusal('contentMismatch', language, 'files', { name: fileName, suffix: suffix || '?' });
}

export function tooLargeRefusal(fileName: string, maxBytes: number, language: Language): ApiError {
  return fileRefusal('tooLarge', language, 'files', { name: fileName, max: formatFileSize(maxBytes) });
}

/** Where new bytes go: a random name under the month, never anything the user wrote. */
export function newStorageKey(suffix: string, now: Date = new Date()): { storageKey: string; fileName: string } {
  const id = randomBytes(16).toString('hex');
  const month = `${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}`;
  return { storageKey: `attachments/${month}/${id}`, fileName: suffix ? `${id}.${suffix}` : id };
}
