import { CamelCasePlugin } from 'kysely';

/**
 * The one naming rule between code and database. Exposes the plugin's own snake_case mapping so the
 * migrator compares introspected columns with exactly the names the queries will use.
 *
 * Result rows are mapped on every query (a page of 20 orders is about a thousand column values), so the
 * mapping is kept cheap: each result column's name is turned into camelCase once and remembered (the
 * names come from the queries the code builds, a bounded set), and a plain value is copied without the nested-object
 * checks. Nested objects (PostgreSQL json) are still mapped exactly as the plugin maps them.
 */
class ColumnNamingPlugin extends CamelCasePlugin {
  private readonly camelNames = new Map<string, string>();

  columnName(name: string): string {
    return this.snakeCase(name);
  }

  /** A result column's name in camelCase, remembered (nested json keys are data, so they are not). */
  private columnCamelCase(name: string): string {
    let camel = this.camelNames.get(name);
    if (camel === undefined) {
      camel = this.camelCase(name);
      this.camelNames.set(name, camel);
    }
    return camel;
  }

  protected override mapRow(row: Record<string, unknown>): Record<string, unknown> {
    // A row of values (value-rows.ts) has no names to map.
    if (Array.isArray(row)) return row;
    const mapped: Record<string, unknown> = {};
    for (const key of Object.keys(row)) {
      const value = row[key];
      if (value !== null && typeof value === 'object') Object.assign(mapped, super.mapRow({ [key]: value }));
      else mapped[this.columnCamelCase(key)] = value;
    }
    return mapped;
  }
}

export const columnNaming = new ColumnNamingPlugin();

export function snakeCaseName(name: string): string {
  return columnNaming.columnName(name);
}
