import type { StoredColumnSettings } from './column-settings-format';

export const EMPTY_COLUMN_SETTINGS: StoredColumnSettings = { order: [], hidden: [], widths: {}, fixed: {} };

/**
 * The settings without the keys of columns the grid does not have (renamed or removed since they were
 * saved, or made up), without duplicates in `order` and `hidden`.
 */
export function keepKnownColumns(settings: StoredColumnSettings, known: ReadonlySet<string>): StoredColumnSettings {
  const knownList = (keys: string[]) => [...new Set(keys)].filter((key) => known.has(key));
  const knownEntries = <T,>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => known.has(key)));
  return {
    order: knownList(settings.order),
    hidden: knownList(settings.hidden),
    widths: knownEntries(settings.widths),
    fixed: knownEntries(settings.fixed),
  };
}
