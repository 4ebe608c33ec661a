import type { ApiEnvelope } from '../../src/shared/api/envelope';
import type { StoredColumnSettings, TableConfigAnswer } from '../../src/shared/column-settings/column-settings-format';
import type { DataAdapter } from '../data/data-adapter';

/** The caller's column configuration calls (docs/api.md, "Column configuration"); the server knows the user. */
export function columnSettingsApi(adapter: DataAdapter) {
  const call = (operation: 'find' | 'save' | 'reset', body: Record<string, unknown>): Promise<ApiEnvelope<TableConfigAnswer>> =>
    adapter.request<TableConfigAnswer>({ service: 'base', resource: 'baseUserTableConfigRestful', operation, body });
  return {
    find: (tableName: string) => call('find', { tableName }),
    save: (tableName: string, settings: StoredColumnSettings) => call('save', { tableName, settings }),
    reset: (tableName: string) => call('reset', { tableName }),
  };
}
