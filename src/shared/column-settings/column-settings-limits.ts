// Apart from the zod schemas (column-settings-format.ts): the grid imports these numbers on the first screens,
// where the schema module would bring zod with them.

/** A column's width in pixels, as the user may set it. */
export const COLUMN_WIDTH_MIN = 40;
export const COLUMN_WIDTH_MAX = 2000;
/** More leaf columns than any grid has; bounds what one request can make the server store. */
export const MAX_SETTING_COLUMNS = 300;
export const MAX_COLUMN_KEY_LENGTH = 100;
export const MAX_TABLE_NAME_LENGTH = 200;
/** Marks a JSON file as an exported column configuration (the import refuses anything else). */
export const COLUMN_SETTINGS_FILE_KIND = 'srm.columnSettings';
/** Imported files larger than this are refused before they are read. */
export const MAX_SETTINGS_FILE_BYTES = 256 * 1024;
