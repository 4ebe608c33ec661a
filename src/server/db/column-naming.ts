import { CamelCasePlugin } from 'kysely';

/**
 * The one naming rule between code and database. Exposes the plugin's own snake_case mapping so the
 * migrator compares introspected columns with exactly the names the queries will use.
 */
class ColumnNamingPlugin extends CamelCasePlugin {
  columnName(name: string): string {
    return this.snakeCase(name);
  }
}

export const columnNaming = new ColumnNamingPlugin();

export function snakeCaseName(name: string): string {
  return columnNaming.columnName(name);
}
