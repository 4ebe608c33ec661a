import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { checkCondition, checkExpression, type ExpressionScope } from './check-expressions';
import type { EntityIndex } from './check-document-links';
import { entityFieldNames } from './entity-fields';
import type { ProblemList } from './problems';
import { didYouMean } from './suggest';

/**
 * Ledger postings (docs/authoring.md "Postings", `ledger`): the ledger, its fields, the lines and the actions
 * must resolve; posting names are unique across all postings of the entity.
 */
export function checkLedgerPostings(file: string, entity: EntitySchema, index: EntityIndex, problems: ProblemList): void {
  const actions = entity.workflow?.actions ?? {};
  const editable = new Set(entity.workflow?.editableIn ?? []);
  const names = new Set<string>();
  entity.posts?.forEach((posting, i) => {
    const path = `$.posts[${i}]`;
    if (names.has(posting.name)) problems.add(file, `${path}.name`, `posting \`${posting.name}\` is declared twice`);
    names.add(posting.name);
    if (!posting.ledger) return;
    const collection = posting.lines ? entity.lines?.find((lines) => lines.name === posting.lines) : undefined;
    const record = posting.lines ? (collection ? index.entities.get(collection.entity) : undefined) : entity;
    if (!record) {
      problems.add(file, `${path}.lines`, `entity ${entity.name} has no line collection \`${posting.lines}\``);
      return;
    }
    const scope: ExpressionScope = { record, parent: posting.lines ? entity : undefined, context: true, entities: index.entities };
    if (posting.when) checkCondition(file, `${path}.when`, posting.when, scope, problems);
    const ledger = index.entities.get(posting.target);
    if (!ledger) {
      problems.add(file, `${path}.target`, `entity \`${posting.target}\` does not exist${didYouMean(posting.target, index.entities.keys())}`);
      return;
    }
    const known = entityFieldNames(ledger);
    for (const [key, mapping] of [['map', posting.map], ['reversal', posting.reversal ?? {}]] as const) {
      for (const [name, expression] of Object.entries(mapping)) {
        if (!known.has(name)) problems.add(file, `${path}.${key}.${name}`, `field \`${name}\` is not in entity ${ledger.name}${didYouMean(name, known)}`);
        checkExpression(file, `${path}.${key}.${name}`, expression, scope, problems);
      }
    }
    for (const field of ledger.fields) {
      if (field.required && field.default === undefined && !(field.name in posting.map)) problems.add(file, `${path}.map`, `required field \`${field.name}\` of ${ledger.name} is not mapped, so every posting would be refused`);
    }
    (posting.reverse ?? []).forEach((name, j) => {
      const field = ledger.fields.find((candidate) => candidate.name === name);
      if (!field || (field.type !== 'number' && field.type !== 'integer') || !(name in posting.map)) problems.add(file, `${path}.reverse[${j}]`, `\`${name}\` must be a mapped number field of ${ledger.name}, so that a reversal can negate it`);
    });
    for (const [key, list] of [['apply', posting.apply], ['release', posting.release ?? []]] as const) {
      list.forEach((action, j) => {
        if (!actions[action]) problems.add(file, `${path}.${key}[${j}]`, `\`${action}\` is not a workflow action of ${entity.name}${didYouMean(action, Object.keys(actions))}`);
        else if (actions[action].to !== undefined && editable.has(actions[action].to)) problems.add(file, `${path}.${key}[${j}]`, `\`${action}\` leads to ${actions[action].to}, where the document can still be edited after it posted`);
      });
    }
  });
}
