/**
 * The types a stored file is served with inline: only formats a browser shows without running anything.
 * Pages and SVG (which run script) are never among them: they are refused at upload and would be served
 * as bytes to download anyway.
 */
const INLINE_TYPES: ReadonlyMap<string, string> = new Map([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['bmp', 'image/bmp'],
  ['webp', 'image/webp'],
  ['pdf', 'application/pdf'],
  ['txt', 'text/plain; charset=utf-8'],
]);

const DOWNLOAD_TYPE = 'application/octet-stream';

/** The Content-Type of a stored file by its extension (any case); every other extension is bytes to download. */
export function contentTypeFor(suffix: string): string {
  return INLINE_TYPES.get(suffix.toLowerCase()) ?? DOWNLOAD_TYPE;
}
