import { z } from 'zod';
import { COLUMN_SETTINGS_FILE_KIND, COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN, MAX_COLUMN_KEY_LENGTH, MAX_SETTING_COLUMNS, MAX_TABLE_NAME_LENGTH } from './column-settings-limits';

const ColumnKey = z.string().min(1).max(MAX_COLUMN_KEY_LENGTH);

function atMostColumns(record: Record<string, unknown>): boolean {
  return Object.keys(record).length <= MAX_SETTING_COLUMNS;
}

export const FixedSide = z.enum(['left', 'right', 'none']);
export type FixedSide = z.infer<typeof FixedSide>;

/**
 * A user's configuration of one grid's columns, as the server stores it and the export file carries it
 * (docs/api.md, "Column configuration"). Only what the user changed is kept: `order` lists the leaf
 * column keys in his order (a column missing from it is new since he saved, and gets its descriptor
 * defaults); `hidden` the keys he hides; `widths` and `fixed` only the columns he resized or
 * (un)pinned, `none` meaning "not fixed" even where the descriptor fixes the column.
 */
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

/** What `find` answers: the stored settings of the caller for one table, or null when he has none. */
export interface TableConfigAnswer {
  tableName: string;
  settings: StoredColumnSettings | null;
  versionNum: number | null;
}


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
