import { LookupSeed } from '../../src/shared/formats/system-format';
import { checkDemoRecords, DEMO_RECORDS_DIR, demoUserNames, SYSTEM_RECORDS_DIR } from './check-demo-records';
import { checkDocumentTypes } from './check-document-types';
import { checkEntities, parseEntities } from './check-entities';
import { checkMenus } from './check-menus';
import { checkEntitySchemaRefs } from './check-schema-refs';
import { checkScopeRoutes } from './check-scope-routes';
import { checkScreens, parseScreens } from './check-screens';
import { jsonPath, ProblemList } from './problems';
import { readJsonFiles } from './project-files';

export interface ValidationReport {
  problems: ProblemList;
  entityCount: number;
  screenCount: number;
}

/** Checks every file under schemas/, screens/, seed/system/ and seed/demo/records/ of a project root, and the references between them. */
export function validateProject(root: string): ValidationReport {
  const problems = new ProblemList();
  const systemFiles = readJsonFiles(root, 'seed/system', problems).filter((f) => !f.file.startsWith(`${SYSTEM_RECORDS_DIR}/`));
  const lookupFile = systemFiles.find((f) => f.file === 'seed/system/lookups.json');
  const menuFile = systemFiles.find((f) => f.file === 'seed/system/menus.json');
  const lookupTypes = new Set<string>();
  let lookups: LookupSeed | undefined;
  if (!lookupFile) problems.add('seed/system/lookups.json', '', 'file is missing');
  else {
    const parsed = LookupSeed.safeParse(lookupFile.json);
    if (parsed.success) {
      lookups = parsed.data;
      parsed.data.types.forEach((t) => lookupTypes.add(t.lookupType));
    } else parsed.error.issues.forEach((issue) => problems.add(lookupFile.file, jsonPath(issue.path), issue.message));
  }
  const entityFiles = readJsonFiles(root, 'schemas', problems);
  checkEntitySchemaRefs(entityFiles, problems);
  const entities = parseEntities(entityFiles, problems);
  checkEntities(entities, lookupTypes, problems);
  if (lookups) checkDocumentTypes(entities, lookups, problems);
  const screens = parseScreens(readJsonFiles(root, 'screens', problems), problems);
  checkScopeRoutes(entities, new Set(screens.keys()), problems);
  const menus = menuFile
    ? checkMenus(menuFile, new Set(screens.keys()), problems)
    : { resourcesByRoute: new Map(), routes: new Map(), responsibilities: new Set<string>() };
  if (!menuFile) problems.add('seed/system/menus.json', '', 'file is missing');
  checkScreens(screens, entities, lookupTypes, menus, problems);
  const demoUsers = demoUserNames(systemFiles.find((f) => f.file === 'seed/system/demo-users.json')?.json);
  const schemas = new Map([...entities].map(([name, parsed]) => [name, parsed.entity]));
  const menuSeeded = new Map([['baseResponsibility.responsibilityCode', menus.responsibilities]]);
  checkDemoRecords(readJsonFiles(root, DEMO_RECORDS_DIR, problems), schemas, demoUsers, problems, readJsonFiles(root, SYSTEM_RECORDS_DIR, problems), menuSeeded);
  return { problems, entityCount: entities.size, screenCount: screens.size };
}
