import { readFileSync } from 'node:fs';
import { sha256Hex } from '../auth/session-tokens';

/** The formats whose files are checked when the server is built: entity schemas and screen descriptors. */
export type DefinitionFormat = 'entity' | 'screen';

/** The file `npm run build:server` writes beside dist-server/main.js (tools/write-checked-definitions.ts). */
export const CHECKED_DEFINITIONS_FILE = 'checked-definitions.json';

/** A file's content under a format: the format's name and the digest of the content. */
export function definitionKey(format: DefinitionFormat, content: string): string {
  return `${format}:${sha256Hex(content)}`;
}

/**
 * Definition files as their formats parsed them when the server was built, by the digest of their content.
 * Parsing the ~400 entity schemas and screen descriptors with zod is about 200 ms of every start; a file
 * whose content is what was built is taken as parsed then, and any other file (edited since, or added
 * without a build) is parsed as before. Without the file (the server run through tsx) everything is parsed.
 */
export class CheckedDefinitions {
  static readonly NONE = new CheckedDefinitions(new Map());

  private constructor(private readonly parsed: ReadonlyMap<string, unknown>) {}

  /** The built file; NONE when it is missing or not of this version (a start never fails on it). */
  static read(path: string): CheckedDefinitions {
    let file: { version?: unknown; entries?: Record<string, unknown> };
    try {
      file = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      return CheckedDefinitions.NONE;
    }
    if (file.version !== 1 || typeof file.entries !== 'object' || file.entries === null) return CheckedDefinitions.NONE;
    return new CheckedDefinitions(new Map(Object.entries(file.entries)));
  }

  /** The content as its format parsed it at build time; undefined when it must be parsed now. */
  parsedAtBuild(format: DefinitionFormat, content: string): unknown {
    return this.parsed.size === 0 ? undefined : this.parsed.get(definitionKey(format, content));
  }
}
