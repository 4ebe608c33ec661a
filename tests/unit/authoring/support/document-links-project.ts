import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
/** The JSON the proof adds: entity schemas, screen descriptors, lookups and menus of a nonconformance area. */
const PROOF = resolve(import.meta.dirname, '../proof-project');

type Json = Record<string, unknown>;

interface MenuAdditions {
  menus: Json[];
  /** Responsibility code -> menu code -> granted resource codes ("*" for all). */
  grants: Record<string, Record<string, unknown>>;
}

export interface DocumentLinksProject {
  root: string;
  remove(): void;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * The proof that the engine's second step is JSON: a copy of the repository's schemas, screens and seed
 * with a nonconformance area added the way an implementer adds one, as JSON files only
 * (tests/unit/authoring/proof-project/): a category tree, reports with defect lines and their corrective
 * actions (lines of lines), a board, a defects report with a chart and drill-down, claims generated from a
 * report or from picked defect lines, which consume the defects' open quantity, edited in tabs with a
 * pick-from-source dialog and a related-documents tab. Not one line of TypeScript is added.
 */
export function createDocumentLinksProject(): DocumentLinksProject {
  const root = mkdtempSync(join(tmpdir(), 'srm-document-links-'));
  for (const dir of ['schemas', 'screens', 'seed']) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
  for (const dir of ['schemas', 'screens']) cpSync(join(PROOF, dir), join(root, dir), { recursive: true });

  const lookupsFile = join(root, 'seed/system/lookups.json');
  const lookups = readJson<{ types: unknown[] }>(lookupsFile);
  lookups.types.push(...readJson<{ types: unknown[] }>(join(PROOF, 'seed/lookups.json')).types);
  writeJson(lookupsFile, lookups);

  const menusFile = join(root, 'seed/system/menus.json');
  const system = readJson<{ menus: Json[]; responsibilities: { code: string; grants: Record<string, unknown> }[] }>(menusFile);
  const additions = readJson<MenuAdditions>(join(PROOF, 'seed/menus.json'));
  system.menus.push(...additions.menus);
  for (const responsibility of system.responsibilities) Object.assign(responsibility.grants, additions.grants[responsibility.code] ?? {});
  writeJson(menusFile, system);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : [],
  );
}

/** The screen descriptors the proof adds, relative to the project root (`screens/quality/...json`). */
export function proofScreenFiles(): string[] {
  return filesUnder(join(PROOF, 'screens')).map((path) => relative(PROOF, path).split(sep).join('/')).sort();
}
