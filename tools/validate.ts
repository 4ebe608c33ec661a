/**
 * `npm run validate`: checks every entity schema, screen descriptor and system seed file, and the
 * references between them. Each problem names the file, the JSON path and the fix.
 */
import { resolve } from 'node:path';
import { validateProject } from './validate/validate-project';

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const report = validateProject(root);
if (report.problems.items.length > 0) {
  console.error(report.problems.format());
  console.error(`\n${report.problems.items.length} problem(s) found`);
  process.exit(1);
}
console.log(`validated ${report.entityCount} entity schemas and ${report.screenCount} screen descriptors: no problems`);
