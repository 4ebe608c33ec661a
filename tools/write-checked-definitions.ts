/**
 * `npm run build:server` runs this after bundling: the entity schemas and screen descriptors as their formats
 * parse them, by the digest of each file's content, into dist-server/checked-definitions.json (generated;
 * read by src/server/startup/checked-definitions.ts). A file is left out when it does not parse (the server
 * then says why at start) or when its parsed form would not come back the same from JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { ScreenDescriptor } from '../renderer/screen-format';
import { EntitySchema } from '../src/shared/formats/entity-format';
import { screenDescriptorFiles } from '../src/server/access/screen-coverage';
import { entitySchemaFiles } from '../src/server/db/load-entity-schemas';
import { definitionKey, type DefinitionFormat } from '../src/server/startup/checked-definitions';
import { REPO_PATHS } from '../src/server/startup/repo-paths';

const output = process.argv[2];
if (!output) throw new Error('usage: tsx tools/write-checked-definitions.ts <output.json>');

const entries: Record<string, unknown> = {};
let leftOut = 0;
function add(format: DefinitionFormat, schema: z.ZodType, files: string[]): void {
  for (const file of files) {
    const content = readFileSync(file, 'utf8');
    let parsed: z.ZodSafeParseResult<unknown>;
    try {
      parsed = schema.safeParse(JSON.parse(content));
    } catch {
      leftOut += 1;
      continue;
    }
    if (!parsed.success || !isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), parsed.data)) {
      leftOut += 1;
      continue;
    }
    entries[definitionKey(format, content)] = parsed.data;
  }
}
add('entity', EntitySchema, entitySchemaFiles(REPO_PATHS.schemas));
add('screen', ScreenDescriptor, screenDescriptorFiles(REPO_PATHS.screens));
writeFileSync(output, JSON.stringify({ generated: 'by tools/write-checked-definitions.ts (npm run build:server); do not edit', version: 1, entries }));
if (leftOut > 0) console.warn(`checked definitions: ${leftOut} file(s) left out; the server checks them at start`);
