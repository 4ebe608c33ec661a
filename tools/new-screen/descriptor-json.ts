/**
 * JSON in the style of the repository's descriptors and seeds: two-space indents, small objects and
 * single-object arrays on one line, arrays of objects one object per line.
 */
const LINE_WIDTH = 150;

function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Whether a value goes on one line at this indent: it fits, and is not a list of several objects. */
function fitsOnOneLine(value: unknown, indent: number, prefix: number): boolean {
  if (Array.isArray(value) && value.filter(isObject).length > 1) return false;
  return indent + prefix + inline(value).length <= LINE_WIDTH;
}

/** Formats a value starting at `indent` spaces; `prefix` is the length of the key text before it on its line. */
export function formatJsonValue(value: unknown, indent = 0, prefix = 0, top = true): string {
  if (!top && fitsOnOneLine(value, indent, prefix)) return inline(value);
  const inner = ' '.repeat(indent + 2);
  const close = ' '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => inner + formatJsonValue(item, indent + 2, 0, false)).join(',\n')}\n${close}]`;
  }
  if (isObject(value)) {
    const lines = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => {
        const keyText = `${JSON.stringify(key)}: `;
        return inner + keyText + formatJsonValue(item, indent + 2, keyText.length, false);
      });
    return `{\n${lines.join(',\n')}\n${close}}`;
  }
  return JSON.stringify(value);
}

/** A whole file: the value laid out from the top, with the final newline. */
export function formatJsonFile(value: unknown): string {
  return `${formatJsonValue(value)}\n`;
}
