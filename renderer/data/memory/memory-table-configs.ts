import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { StoredColumnSettings, TableConfigAnswer } from '../../../src/shared/column-settings/column-settings-format';
import { MAX_TABLE_NAME_LENGTH } from '../../../src/shared/column-settings/column-settings-limits';
import { columnSettingsMessage } from '../../../src/shared/column-settings/column-settings-messages';
import { parseColumnSettings } from '../../../src/shared/column-settings/column-settings-problems';
import type { Language } from '../../../src/shared/formats/common';
import { MemoryApiError } from './memory-entity-store';
import { memoryMessage } from './memory-messages';

export const TABLE_CONFIG_RESOURCE = 'baseUserTableConfigRestful';

/**
 * The column configuration calls (find, save, reset) for the memory adapter's one user, with the server's
 * validation and messages. It knows no screens, so it keeps any column key (the server drops unknown ones).
 */
export class MemoryTableConfigs {
  private readonly saved = new Map<string, { settings: StoredColumnSettings; versionNum: number }>();

  constructor(private readonly language: Language) {}

  handle(operation: string, body: Record<string, unknown>): ApiEnvelope<TableConfigAnswer> {
    const tableName = this.tableName(body);
    if (operation === 'find') return this.answer(tableName, '');
    if (operation === 'reset') {
      this.saved.delete(tableName);
      return this.answer(tableName, columnSettingsMessage('resetDone', this.language));
    }
    if (operation === 'save') {
      if (body.settings === undefined || body.settings === null) {
        const message = columnSettingsMessage('settingsRequired', this.language);
        throw new MemoryApiError(message, [{ field: 'settings', message }]);
      }
      const parsed = parseColumnSettings(body.settings, 'settings', this.language);
      if (!parsed.ok) throw new MemoryApiError(parsed.errors[0].message, parsed.errors);
      const versionNum = (this.saved.get(tableName)?.versionNum ?? 0) + 1;
      this.saved.set(tableName, { settings: parsed.settings, versionNum });
      return this.answer(tableName, memoryMessage('saved', this.language));
    }
    throw new MemoryApiError(memoryMessage('unknownEndpoint', this.language, { path: `base/${TABLE_CONFIG_RESOURCE}/${operation}` }));
  }

  private answer(tableName: string, msg: string): ApiEnvelope<TableConfigAnswer> {
    const found = this.saved.get(tableName);
    return { status: 'S', msg, data: { tableName, settings: found?.settings ?? null, versionNum: found?.versionNum ?? null } };
  }

  private tableName(body: Record<string, unknown>): string {
    const name = typeof body.tableName === 'string' ? body.tableName.trim() : '';
    if (name === '' || name.length > MAX_TABLE_NAME_LENGTH) {
      const message = columnSettingsMessage('tableNameRequired', this.language);
      throw new MemoryApiError(message, [{ field: 'tableName', message }]);
    }
    return name;
  }
}
