/**
 * SCAN MATCH patterns (Redis glob syntax) built from what a person typed: the text is always taken
 * literally, so `*`, `?`, `[`, `]` and `\` in a search are characters of the key, never wildcards.
 */

const GLOB_SPECIAL = /[*?[\]\\]/;

/** The text matching only itself. */
export function globLiteral(text: string): string {
  return [...text].map((char) => (GLOB_SPECIAL.test(char) ? `\\${char}` : char)).join('');
}

/** Keys that start with the text (the deployment's own keys: REDIS_KEY_PREFIX). */
export function startsWithPattern(prefix: string): string {
  return `${globLiteral(prefix)}*`;
}

/**
 * Keys that contain the text, ignoring case like every `_like` filter of the API: each letter becomes
 * a class of its two cases (`order` → `*[oO][rR][dD][eE][rR]*`), since glob itself is case-sensitive.
 */
export function containsIgnoringCasePattern(text: string): string {
  const parts = [...text].map((char) => {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    if (lower === upper || lower.length !== 1 || upper.length !== 1) return globLiteral(char);
    return `[${lower}${upper}]`;
  });
  return `*${parts.join('')}*`;
}
