/**
 * The file name of a Content-Disposition header: RFC 6266 `filename*=UTF-8''...` first (Chinese names), then
 * the plain `filename="..."`, else the fallback.
 */
export function downloadFileName(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(contentDisposition);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name : fallback;
}
