import type { JsonFile } from './project-files';
import type { ProblemList } from './problems';

/** The `$schema` a file at `path` (relative to the root) needs to reach a generated schema under schemas/. */
export function schemaRefFor(path: string, schemaFile: string): string {
  const depth = path.split('/').length - 1;
  return path.startsWith('schemas/') ? `${'../'.repeat(depth - 1)}${schemaFile}` : `${'../'.repeat(depth)}schemas/${schemaFile}`;
}

/**
 * Every entity schema names the generated JSON Schema of its format in `$schema`, so editors complete and
 * check its keys (screen descriptors are checked the same way in check-screens.ts).
 */
export function checkEntitySchemaRefs(files: readonly JsonFile[], problems: ProblemList): void {
  for (const { file, json } of files) {
    const expected = schemaRefFor(file, 'entity.schema.json');
    const actual = (json as { $schema?: unknown } | null)?.$schema;
    if (actual !== expected) problems.add(file, '$.$schema', `must be "${expected}" so editors can complete and check the file`);
  }
}
