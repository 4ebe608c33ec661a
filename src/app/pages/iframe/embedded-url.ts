/** The outcome of checking the `url` parameter of an embedded-page route. */
export type EmbeddedUrl = { ok: true; url: string } | { ok: false; reason: 'missingUrl' | 'invalidUrl' };

/**
 * Only absolute http(s) addresses may be embedded: `javascript:`, `data:` and relative addresses are refused so
 * a crafted link cannot run script in the product's origin.
 */
export function parseEmbeddedUrl(raw: string | null): EmbeddedUrl {
  const text = raw?.trim() ?? '';
  if (!text) return { ok: false, reason: 'missingUrl' };
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return { ok: false, reason: 'invalidUrl' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, reason: 'invalidUrl' };
  return { ok: true, url: parsed.href };
}
