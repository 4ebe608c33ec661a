/**
 * `npm run new:screen -- <entityName> [--menu <PARENT_MENU_CODE>] [--area <folder under screens/>]`:
 * writes the list and edit descriptors of an entity from its schema and adds their menu (with the
 * resource codes of their buttons, granted to the administrator) to seed/system/menus.json. Never
 * overwrites a file; the result passes `npm run validate` and renders before anyone edits it.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { planScaffold, ScaffoldError } from './new-screen/scaffold-plan';
import { writeScaffold } from './new-screen/write-scaffold';
import { validateProject } from './validate/validate-project';

const USAGE = 'usage: npm run new:screen -- <entityName> [--menu <PARENT_MENU_CODE>] [--area <folder under screens/>]';

const root = resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { menu: { type: 'string' }, area: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const plan = planScaffold(root, { entity: positionals[0], parentMenu: values.menu, area: values.area });
  for (const file of writeScaffold(root, plan)) console.log(`wrote ${file}`);
  console.log(`menu ${plan.menuCode} (under ${plan.parentMenu}) opens ${plan.listRoute}; its rows open ${plan.editRoute}`);
  const report = validateProject(root);
  if (report.problems.items.length > 0) {
    console.error(report.problems.format());
    process.exit(1);
  }
  console.log('npm run validate: no problems. Storybook shows the new screens under Screens/.');
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(error.message);
  process.exit(1);
}
