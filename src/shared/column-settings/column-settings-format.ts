import { z } from 'zod';

/**
 * A user's configuration of one grid's columns, as the server stores it and the export file carries it
 * (docs/api.md, "Column configuration"). Only what the user changed is kept: `order` lists the leaf
 * column keys in his order (a column missing from it is new since he saved, and gets its descriptor
 * defaults); `hidden` the keys he hides; `widths` and `fixed` only the columns he resized or
 * (un)pinned, `none` meaning "not fixed" even where the descriptor fixes the column.
 */
export const COLUMN_WIDTH_MIN = 40;
export const COLUMN_WIDTH_MAX = 2000;
/** More leaf columns than any grid has; bounds what one request can make the server store. */
export const MAX_SETTING_COLUMNS = 300;
export const MAX_COLUMN_KEY_LENGTH = 100;
export const MAX_TABLE_NAME_LENGTH = 200;

const ColumnKey = z.string().min(1).max(MAX_COLUMN_KEY_LENGTH);

function atMostColumns(record: Record<string, unknown>): boolean {
  return Object.keys(record).length <= MAX_SETTING_COLUMNS;
}

export const FixedSide = z.enum(['left', 'right', 'none']);
export type FixedSide = z.infer<typeof FixedSide>;

export const StoredColumnSettings = z
  .object({
    order: z.array(ColumnKey).max(MAX_SETTING_COLUMNS),
    hidden: z.array(ColumnKey).max(MAX_SETTING_COLUMNS),
    // Resizing yields fractional pixels; whole pixels are stored.
    widths: z
      .record(ColumnKey, z.number().min(COLUMN_WIDTH_MIN).max(COLUMN_WIDTH_MAX).transform(Math.round))
      .refine(atMostColumns),
    fixed: z.record(ColumnKey, FixedSide).refine(atMostColumns),
  })
  .strict();
export type StoredColumnSettings = z.infer<typeof StoredColumnSettings>;

export const EMPTY_COLUMN_SETTINGS: StoredColumnSettings = { order: [], hidden: [], widths: {}, fixed: {} };

/** What `find` answers: the stored settings of the caller for one table, or null when he has none. */
export interface TableConfigAnswer {
  tableName: string;
  settings: StoredColumnSettings | null;
  versionNum: number | null;
}

/** Marks a JSON file as an exported column configuration (the import refuses anything else). */
export const COLUMN_SETTINGS_FILE_KIND = 'srm.columnSettings';
/** Imported files larger than this are refused before they are read. */
export const MAX_SETTINGS_FILE_BYTES = 256 * 1024;

export const ColumnSettingsFile = z
  .object({
    kind: z.literal(COLUMN_SETTINGS_FILE_KIND),
    version: z.literal(1),
    tableName: z.string().min(1).max(MAX_TABLE_NAME_LENGTH),
    exportedAt: z.string().optional(),
    settings: StoredColumnSettings,
  })
  .strict();
export type ColumnSettingsFile = z.infer<typeof ColumnSettingsFile>;

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
