import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { PARENT_SEGMENT, STEP_SEGMENT } from '../../src/shared/entity/match-fills';
import { checkCondition, checkExpression, type ExpressionScope } from './check-expressions';
import { entityFieldNames } from './entity-fields';
import type { ProblemList } from './problems';
import { didYouMean } from './suggest';

interface MatchIndex {
  entities: ReadonlyMap<string, EntitySchema>;
  parentOf(entity: EntitySchema): EntitySchema | undefined;
}

/**
 * Follows a match or fill path from `start`: `parent.` to the header, a collection name into its lines
 * (only where `collections` allows), then a field. Answers the problem, or undefined when it resolves.
 */
function pathProblem(path: string, start: EntitySchema, index: MatchIndex, collections: boolean): string | undefined {
  const segments = path.split('.');
  const field = segments.pop() as string;
  let entity = start;
  for (const segment of segments) {
    if (segment === PARENT_SEGMENT) {
      const header = index.parentOf(entity);
      if (!header) return `${entity.name} is no line entity, so \`${PARENT_SEGMENT}.\` leads nowhere`;
      entity = header;
      continue;
    }
    const names = (entity.lines ?? []).map((lines) => lines.name);
    const collection = entity.lines?.find((lines) => lines.name === segment);
    if (!collection) return `\`${segment}\` is neither \`${PARENT_SEGMENT}\` nor a line collection of ${entity.name}${didYouMean(segment, names)}`;
    if (!collections) return `a fill reads one record: \`${segment}\` goes down into a line collection; use \`${STEP_SEGMENT}.\` for the chosen step`;
    const lines = index.entities.get(collection.entity);
    if (!lines) return undefined;
    entity = lines;
  }
  const known = entityFieldNames(entity);
  return known.has(field) ? undefined : `field \`${field}\` is not in entity ${entity.name}${didYouMean(field, known)}`;
}

/** `matchFills` (docs/authoring.md "Values from a matching record"): every path, expression and field they name. */
export function checkMatchFills(file: string, entity: EntitySchema, index: MatchIndex, problems: ProblemList): void {
  const own = entityFieldNames(entity);
  const scope: ExpressionScope = { record: entity, parent: index.parentOf(entity), entities: index.entities };
  entity.matchFills?.forEach((rule, i) => {
    const at = `$.matchFills[${i}]`;
    if (entity.matchFills?.findIndex((other) => other.name === rule.name) !== i) problems.add(file, `${at}.name`, `match fill \`${rule.name}\` is declared twice`);
    const source = index.entities.get(rule.source);
    if (!source) {
      problems.add(file, `${at}.source`, `entity \`${rule.source}\` does not exist${didYouMean(rule.source, index.entities.keys())}`);
      return;
    }
    if (rule.when) checkCondition(file, `${at}.when`, rule.when, scope, problems);
    rule.match.forEach((term, j) => {
      const problem = pathProblem(term.path, source, index, true);
      if (problem) problems.add(file, `${at}.match[${j}].path`, problem);
      checkExpression(file, `${at}.match[${j}].value`, term.value, scope, problems);
    });
    let step: EntitySchema | undefined;
    if (rule.step) {
      const collection = source.lines?.find((lines) => lines.name === rule.step?.lines);
      step = collection && index.entities.get(collection.entity);
      if (!collection) problems.add(file, `${at}.step.lines`, `line collection \`${rule.step.lines}\` is not in entity ${source.name}${didYouMean(rule.step.lines, (source.lines ?? []).map((lines) => lines.name))}`);
      const from = step?.fields.find((field) => field.name === rule.step?.from);
      if (step && (!from || (from.type !== 'number' && from.type !== 'integer'))) problems.add(file, `${at}.step.from`, `\`${rule.step.from}\` must be a number field of ${step.name}`);
      checkExpression(file, `${at}.step.quantity`, rule.step.quantity, scope, problems);
    }
    for (const [target, from] of Object.entries(rule.fill)) {
      if (!own.has(target)) problems.add(file, `${at}.fill.${target}`, `field \`${target}\` is not in entity ${entity.name}${didYouMean(target, own)}`);
      (typeof from === 'string' ? [from] : from).forEach((path) => {
        const [first, ...rest] = path.split('.');
        let problem: string | undefined;
        if (first === STEP_SEGMENT) {
          if (!step) problem = `\`${STEP_SEGMENT}.\` reads the chosen step, but the rule declares no step`;
          else if (rest.length !== 1) problem = `\`${STEP_SEGMENT}.\` is followed by one field of ${step.name}`;
          else problem = pathProblem(rest[0], step, index, false);
        } else problem = pathProblem(path, source, index, false);
        if (problem) problems.add(file, `${at}.fill.${target}`, problem);
      });
    }
    rule.clear.forEach((name, j) => {
      if (!own.has(name)) problems.add(file, `${at}.clear[${j}]`, `field \`${name}\` is not in entity ${entity.name}${didYouMean(name, own)}`);
    });
  });
}
