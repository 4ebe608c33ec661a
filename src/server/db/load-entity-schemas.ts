import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { EntitySchema } from '../../shared/formats/entity-format';
import { CheckedDefinitions } from '../startup/checked-definitions';

/** Generated JSON Schemas of the formats themselves, kept beside the entity schemas. */
const GENERATED_FILES = new Set(['entity.schema.json', 'screen.schema.json', 'demo-records.schema.json', 'system-records.schema.json']);

/** The entity schema files under `dir`, in the order they are loaded. */
export function entitySchemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entitySchemaFiles(path);
      return entry.isFile() && entry.name.endsWith('.json') && !GENERATED_FILES.has(entry.name) ? [path] : [];
    });
}

/**
 * Reads and checks every entity schema under `dir` (schemas/); an invalid file stops startup, named. A file
 * the server was built with is taken as checked then (checked-definitions.ts).
 */
export function loadEntitySchemas(dir: string, checked = CheckedDefinitions.NONE): EntitySchema[] {
  return entitySchemaFiles(dir).map((file) => {
    const name = relative(dir, file);
    const content = readFileSync(file, 'utf8');
    const built = checked.parsedAtBuild('entity', content);
    if (built !== undefined) return built as EntitySchema;
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (error) {
      throw new Error(`entity schema ${name} is not valid JSON: ${(error as Error).message}`);
    }
    const parsed = EntitySchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
      throw new Error(`entity schema ${name} is invalid: ${problems.join('; ')}`);
    }
    return parsed.data;
  });
}
