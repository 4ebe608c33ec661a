/**
 * A Content-Disposition header safe for any file name (RFC 6266): an ASCII fallback with quotes, control
 * characters and path separators replaced, and the exact name percent-encoded as UTF-8 for browsers that
 * read `filename*` (Chinese names included).
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\/;]/g, '_').trim() || 'download';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
