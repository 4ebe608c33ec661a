// Dialect-neutral: reading schema and screen files, no database.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScreenDescriptors } from '../../../src/server/access/screen-coverage';
import { loadEntitySchemas } from '../../../src/server/db/load-entity-schemas';
import { CheckedDefinitions, definitionKey } from '../../../src/server/startup/checked-definitions';
import { REPO_PATHS, REPO_ROOT } from '../../../src/server/startup/repo-paths';

/**
 * The schemas and screens as the build parsed them (tools/write-checked-definitions.ts): a start that takes
 * them gets exactly what parsing at start gives, and parses whatever changed since the build.
 */
let dir: string;
let builtFile: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'srm-checked-definitions-'));
  builtFile = join(dir, 'checked-definitions.json');
  execFileSync(process.execPath, ['--import', 'tsx', 'tools/write-checked-definitions.ts', builtFile], { cwd: REPO_ROOT });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the definitions checked when the server is built', () => {
  it('give every entity schema and screen descriptor exactly as parsing them at start does', () => {
    const built = CheckedDefinitions.read(builtFile);
    expect(loadEntitySchemas(REPO_PATHS.schemas, built)).toEqual(loadEntitySchemas(REPO_PATHS.schemas));
    expect(loadScreenDescriptors(REPO_PATHS.screens, built)).toEqual(loadScreenDescriptors(REPO_PATHS.screens));
  });

  it('are taken by the digest of the content, so a file changed since the build is checked at start', () => {
    const schemas = join(dir, 'schemas');
    cpSync(join(REPO_PATHS.schemas, 'base'), join(schemas, 'base'), { recursive: true });
    const file = join(schemas, 'base', 'baseBank.json');
    const content = readFileSync(file, 'utf8');
    // The build's entry for the unchanged content is what a start takes: a marked copy of it shows that.
    const marked = { ...JSON.parse(content), label: { cn: '构建时', en: 'as built' } };
    writeFileSync(join(dir, 'marked.json'), JSON.stringify({ version: 1, entries: { [definitionKey('entity', content)]: marked } }));
    const markedBuild = CheckedDefinitions.read(join(dir, 'marked.json'));
    expect(loadEntitySchemas(schemas, markedBuild).find((entity) => entity.name === 'baseBank')?.label).toEqual(marked.label);
    // Edited after the build: parsed, and refused with the file's name when it is wrong.
    writeFileSync(file, content.replace('"fields"', '"fieldz"'));
    expect(() => loadEntitySchemas(schemas, markedBuild)).toThrow(/entity schema base[\\/]baseBank\.json is invalid/);
  });

  it('are none when the file is missing or of another version, and a start parses everything', () => {
    expect(CheckedDefinitions.read(join(dir, 'missing.json'))).toBe(CheckedDefinitions.NONE);
    writeFileSync(join(dir, 'old.json'), JSON.stringify({ version: 0, entries: {} }));
    expect(CheckedDefinitions.read(join(dir, 'old.json'))).toBe(CheckedDefinitions.NONE);
    writeFileSync(join(dir, 'torn.json'), '{"version": 1, "entr');
    expect(CheckedDefinitions.read(join(dir, 'torn.json'))).toBe(CheckedDefinitions.NONE);
  });
});
