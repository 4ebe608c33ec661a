import type { z } from 'zod';
import type { FieldError } from '../api/envelope';
import type { Language } from '../formats/common';
import { StoredColumnSettings } from './column-settings-format';
import { columnSettingsMessage, type ColumnSettingsMessageKey } from './column-settings-messages';

const PART_MESSAGES: Record<string, ColumnSettingsMessageKey> = {
  order: 'badOrder',
  hidden: 'badHidden',
  widths: 'badWidths',
  fixed: 'badFixed',
};

function problemOf(issue: z.core.$ZodIssue, field: string, language: Language): FieldError {
  const [part, column] = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    return { field, message: columnSettingsMessage('unknownEntries', language, { keys: issue.keys.join(', ') }) };
  }
  const key = part === undefined ? undefined : PART_MESSAGES[part];
  if (!key) return { field, message: columnSettingsMessage('notAnObject', language) };
  // widths.<column> / fixed.<column> name the column; an item of order / hidden names the list.
  const where = column !== undefined && (part === 'widths' || part === 'fixed') ? `${field}.${part}.${column}` : `${field}.${part}`;
  return { field: where, message: columnSettingsMessage(key, language) };
}

export type ParsedSettings = { ok: true; settings: StoredColumnSettings } | { ok: false; errors: FieldError[] };

/**
 * Parses column settings with the shared format; a refusal names each offending part (`settings.widths.poNumber`)
 * with a message a person can act on, once per part and column.
 */
export function parseColumnSettings(input: unknown, field: string, language: Language): ParsedSettings {
  const parsed = StoredColumnSettings.safeParse(input);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors = new Map<string, FieldError>();
  for (const issue of parsed.error.issues) {
    const error = problemOf(issue, field, language);
    if (!errors.has(error.field)) errors.set(error.field, error);
  }
  return { ok: false, errors: [...errors.values()] };
}
