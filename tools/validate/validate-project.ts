import { LookupSeed } from '../../src/shared/formats/system-format';
import { checkEntities, parseEntities } from './check-entities';
import { checkMenus } from './check-menus';
import { checkEntitySchemaRefs } from './check-schema-refs';
import { checkScreens, parseScreens } from './check-screens';
import { jsonPath, ProblemList } from './problems';
import { readJsonFiles } from './project-files';

export interface ValidationReport {
  problems: ProblemList;
  entityCount: number;
  screenCount: number;
}

/** Checks every file under schemas/, screens/ and seed/system/ of a project root, and the references between them. */
export function validateProject(root: string): ValidationReport {
  const problems = new ProblemList();
  const systemFiles = readJsonFiles(root, 'seed/system', problems);
  const lookupFile = systemFiles.find((f) => f.file === 'seed/system/lookups.json');
  const menuFile = systemFiles.find((f) => f.file === 'seed/system/menus.json');
  const lookupTypes = new Set<string>();
  if (!lookupFile) problems.add('seed/system/lookups.json', '', 'file is missing');
  else {
    const parsed = LookupSeed.safeParse(lookupFile.json);
    if (parsed.success) parsed.data.types.forEach((t) => lookupTypes.add(t.lookupType));
    else parsed.error.issues.forEach((issue) => problems.add(lookupFile.file, jsonPath(issue.path), issue.message));
  }
  const entityFiles = readJsonFiles(root, 'schemas', problems);
  checkEntitySchemaRefs(entityFiles, problems);
  const entities = parseEntities(entityFiles, problems);
  checkEntities(entities, lookupTypes, problems);
  const screens = parseScreens(readJsonFiles(root, 'screens', problems), problems);
  const menus = menuFile
    ? checkMenus(menuFile, new Set(screens.keys()), problems)
    : { resourcesByRoute: new Map(), routes: new Map() };
  if (!menuFile) problems.add('seed/system/menus.json', '', 'file is missing');
  checkScreens(screens, entities, lookupTypes, menus, problems);
  return { problems, entityCount: entities.size, screenCount: screens.size };
}
