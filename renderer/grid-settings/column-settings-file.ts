import type { ColumnSettingsFile, StoredColumnSettings } from '../../src/shared/column-settings/column-settings-format';
import { COLUMN_SETTINGS_FILE_KIND, MAX_SETTINGS_FILE_BYTES } from '../../src/shared/column-settings/column-settings-limits';
import { keepKnownColumns } from '../../src/shared/column-settings/known-columns';
import { columnSettingsMessage } from '../../src/shared/column-settings/column-settings-messages';
import type { Language } from '../../src/shared/formats/common';

/** The JSON text of an exported configuration: the kind and version mark it, the table name guards the import. */
export function columnSettingsFileText(tableName: string, settings: StoredColumnSettings, now: Date = new Date()): string {
  const file: ColumnSettingsFile = { kind: COLUMN_SETTINGS_FILE_KIND, version: 1, tableName, exportedAt: now.toISOString(), settings };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A file name from the table name (line grids are named route#lines): letters, digits, - and _ only. */
export function columnSettingsFileName(tableName: string): string {
  return `${tableName.replace(/[^A-Za-z0-9_-]+/g, '_')}.columns.json`;
}

function isSettingsFile(json: unknown): json is { kind: string; settings: unknown } {
  return typeof json === 'object' && json !== null && (json as { kind?: unknown }).kind === COLUMN_SETTINGS_FILE_KIND;
}

export type ReadSettingsFile = { ok: true; settings: StoredColumnSettings } | { ok: false; message: string };

/**
 * Reads an exported configuration for this grid: refused with a message in the user's language when it is
 * not JSON, not a configuration file, or the configuration of another table; keys of columns this grid
 * does not have are dropped. The zod formats that check it are loaded here, when a file is read: a grid
 * does not bring zod into the first download.
 */
export async function readColumnSettingsFile(
  file: Blob,
  tableName: string,
  known: ReadonlySet<string>,
  language: Language,
): Promise<ReadSettingsFile> {
  if (file.size > MAX_SETTINGS_FILE_BYTES) return { ok: false, message: columnSettingsMessage('fileTooLarge', language) };
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return { ok: false, message: columnSettingsMessage('fileNotJson', language) };
  }
  const [{ ColumnSettingsFile }, { parseColumnSettings }] = await Promise.all([
    import('../../src/shared/column-settings/column-settings-format'),
    import('../../src/shared/column-settings/column-settings-problems'),
  ]);
  const parsed = ColumnSettingsFile.safeParse(json);
  if (!parsed.success) {
    // A configuration file whose settings are wrong says what is wrong in them; anything else is no such file.
    const settings = isSettingsFile(json) ? parseColumnSettings(json.settings, 'settings', language) : null;
    const message = settings && !settings.ok ? settings.errors[0].message : columnSettingsMessage('fileNotSettings', language);
    return { ok: false, message };
  }
  if (parsed.data.tableName !== tableName) {
    return { ok: false, message: columnSettingsMessage('fileOtherTable', language, { name: parsed.data.tableName }) };
  }
  return { ok: true, settings: keepKnownColumns(parsed.data.settings, known) };
}

/** Hands the browser a file to save (an object URL behind a temporary link). */
export function downloadTextFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; release it after the current task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
