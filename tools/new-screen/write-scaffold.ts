import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MENUS_FILE, type ScaffoldPlan } from './scaffold-plan';

/** Writes a plan: the descriptors (new files, `wx` refuses to overwrite) and the changed menus file. */
export function writeScaffold(root: string, plan: ScaffoldPlan): string[] {
  for (const file of plan.files) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.text, { flag: 'wx' });
  }
  writeFileSync(join(root, MENUS_FILE), plan.menusText);
  return [...plan.files.map((file) => file.path), MENUS_FILE];
}
