import type { EntityField, EntitySchema } from '../../src/shared/formats/entity-format';
import type { FieldMapping } from '../../src/shared/formats/expression';
import type { GenerateAction } from '../../src/shared/formats/generate-format';
import { isServerSetField } from '../../src/shared/validation/validate-record';
import { checkCondition, checkExpression, type ExpressionScope } from './check-expressions';
import { entityFieldNames } from './entity-fields';
import type { ProblemList } from './problems';
import { checkLedgerPostings } from './check-postings';
import { didYouMean } from './suggest';

export interface EntityIndex {
  entities: ReadonlyMap<string, EntitySchema>;
  /** The header an entity is a line of. */
  parentOf(entity: EntitySchema): EntitySchema | undefined;
}

const STANDARD_OPERATIONS = ['findById', 'listByPage', 'saveOrUpdate', 'doBatchSaveOrUpdate', 'delete', 'doBatchDelete', 'doImport'];

function fieldOf(entity: EntitySchema, name: string): EntityField | undefined {
  return entity.fields.find((field) => field.name === name);
}

/** A mapping writes fields of `target` that exist and that a caller may set. */
function checkMappingTargets(file: string, path: string, mapping: FieldMapping, target: EntitySchema, problems: ProblemList): void {
  const known = entityFieldNames(target);
  for (const name of Object.keys(mapping)) {
    const field = fieldOf(target, name);
    if (!known.has(name)) problems.add(file, `${path}.${name}`, `field \`${name}\` is not in entity ${target.name}${didYouMean(name, known)}`);
    else if (!field || isServerSetField(field)) problems.add(file, `${path}.${name}`, `field \`${name}\` of ${target.name} is set by the server; a mapping cannot fill it`);
  }
}

/** Required fields of the generated record that nothing fills would make every run fail. */
function checkRequiredFilled(file: string, path: string, mapping: FieldMapping, target: EntitySchema, skip: ReadonlySet<string>, problems: ProblemList): void {
  for (const field of target.fields) {
    if (!field.required || isServerSetField(field) || field.default !== undefined || field.inherit || skip.has(field.name)) continue;
    if (!(field.name in mapping)) problems.add(file, path, `required field \`${field.name}\` of ${target.name} is not mapped, so every generated record would be refused`);
  }
}

function checkReferences(file: string, entity: EntitySchema, index: EntityIndex, problems: ProblemList): void {
  entity.fields.forEach((field, i) => {
    const target = field.ref && index.entities.get(field.ref.entity);
    if (!field.ref || !target) return;
    const path = `$.fields[${i}].ref`;
    const scope: ExpressionScope = { record: entity, parent: index.parentOf(entity), context: true, entities: index.entities };
    const targetFields = entityFieldNames(target);
    for (const [name, expression] of Object.entries(field.ref.filter ?? {})) {
      if (!targetFields.has(name)) problems.add(file, `${path}.filter.${name}`, `field \`${name}\` is not in entity ${target.name}${didYouMean(name, targetFields)}`);
      checkExpression(file, `${path}.filter.${name}`, expression, scope, problems);
    }
    const ownFields = entityFieldNames(entity);
    for (const [name, source] of Object.entries(field.ref.fill ?? {})) {
      const own = fieldOf(entity, name);
      if (!ownFields.has(name)) problems.add(file, `${path}.fill.${name}`, `field \`${name}\` is not in entity ${entity.name}${didYouMean(name, ownFields)}`);
      else if (!own || isServerSetField(own)) problems.add(file, `${path}.fill.${name}`, `field \`${name}\` is set by the server; a reference cannot fill it`);
      if (!targetFields.has(source)) problems.add(file, `${path}.fill.${name}`, `field \`${source}\` is not in entity ${target.name}${didYouMean(source, targetFields)}`);
    }
    for (const name of Object.keys(field.ref.defaultWhere ?? {})) {
      if (!targetFields.has(name)) problems.add(file, `${path}.defaultWhere.${name}`, `field \`${name}\` is not in entity ${target.name}${didYouMean(name, targetFields)}`);
    }
    if (field.ref.defaultWhere && !field.ref.filter) problems.add(file, `${path}.defaultWhere`, 'a default choice needs a `filter`: it is taken when the filter\'s values change');
  });
}

function checkTree(file: string, entity: EntitySchema, problems: ProblemList): void {
  if (!entity.tree) return;
  const parent = fieldOf(entity, entity.tree.parentField);
  if (!parent) problems.add(file, '$.tree.parentField', `field \`${entity.tree.parentField}\` is not declared in ${entity.name}${didYouMean(entity.tree.parentField, entity.fields.map((f) => f.name))}`);
  else if (parent.type !== 'integer' || (parent.ref && parent.ref.entity !== entity.name)) {
    problems.add(file, '$.tree.parentField', `the parent field must be an integer key of ${entity.name} itself (ref.entity "${entity.name}")`);
  }
  if (entity.tree.orderField) {
    const order = fieldOf(entity, entity.tree.orderField);
    if (!order) problems.add(file, '$.tree.orderField', `field \`${entity.tree.orderField}\` is not declared in ${entity.name}`);
    else if (order.type !== 'integer') problems.add(file, '$.tree.orderField', `the order field must be an integer field`);
  }
}

function lineEntityOf(entity: EntitySchema, collection: string, index: EntityIndex): EntitySchema | undefined {
  const lines = entity.lines?.find((candidate) => candidate.name === collection);
  return lines ? index.entities.get(lines.entity) : undefined;
}

/** A generate action's `sourceAction` is a workflow action of the source entity, for the same actor. */
function checkSourceAction(file: string, path: string, entity: EntitySchema, action: GenerateAction, problems: ProblemList): void {
  if (!action.sourceAction) return;
  const actions = entity.workflow?.actions ?? {};
  const declared = Object.prototype.hasOwnProperty.call(actions, action.sourceAction) ? actions[action.sourceAction] : undefined;
  if (!declared) {
    problems.add(file, `${path}.sourceAction`, `\`${action.sourceAction}\` is not a workflow action of ${entity.name}${didYouMean(action.sourceAction, Object.keys(actions))}`);
    return;
  }
  if (declared.actor !== action.actor) problems.add(file, `${path}.sourceAction`, `\`${action.sourceAction}\` is an action of ${declared.actor} users, the generate action one of ${action.actor} users: run by the same kind of user`);
  if (declared.process || declared.processOutcome) problems.add(file, `${path}.sourceAction`, `\`${action.sourceAction}\` belongs to an approval process; a generate action may only move a plain status`);
}

/** `groupBy` splits picked lines, so it belongs to a line entity's action and names mapped header fields. */
function checkGroupBy(file: string, path: string, entity: EntitySchema, action: GenerateAction, fromLines: boolean, problems: ProblemList): void {
  if (!action.groupBy) return;
  if (!fromLines) problems.add(file, `${path}.groupBy`, `the action starts from one ${entity.name} record, so there is nothing to group; \`groupBy\` belongs to an action of a line entity`);
  action.groupBy.forEach((field, i) => {
    if (!(field in action.header)) problems.add(file, `${path}.groupBy[${i}]`, `\`${field}\` is not a field the action's \`header\` maps${didYouMean(field, Object.keys(action.header))}`);
  });
}

function checkGenerate(file: string, entity: EntitySchema, index: EntityIndex, problems: ProblemList): void {
  const taken = new Set([...STANDARD_OPERATIONS, ...Object.keys(entity.workflow?.actions ?? {}), ...Object.keys(entity.commands ?? {})]);
  const header = index.parentOf(entity);
  for (const [name, action] of Object.entries(entity.generate ?? {})) {
    const path = `$.generate.${name}`;
    // Declared on a line entity (or picking records), the action starts from picked lines; else from one record.
    const fromLines = header !== undefined || action.pickRecords === true;
    if (header && action.pickRecords) problems.add(file, `${path}.pickRecords`, `${entity.name} is a line entity: its actions start from picked lines already, so leave \`pickRecords\` out`);
    checkSourceAction(file, path, entity, action, problems);
    if (taken.has(name)) problems.add(file, path, `\`${name}\` is already an operation of ${entity.name}; give the generate action another name`);
    const target = index.entities.get(action.target);
    if (!target) {
      problems.add(file, `${path}.target`, `entity \`${action.target}\` does not exist${didYouMean(action.target, index.entities.keys())}`);
      continue;
    }
    const sourceScope: ExpressionScope = { record: entity, parent: header, context: true, displayKeys: true, entities: index.entities };
    if (action.when) checkCondition(file, `${path}.when`, action.when, sourceScope, problems);
    checkMappingTargets(file, `${path}.header`, action.header, target, problems);
    for (const [field, expression] of Object.entries(action.header)) checkExpression(file, `${path}.header.${field}`, expression, sourceScope, problems);
    const forced = new Set(target.ownership?.supplierField && action.actor === 'supplier' ? [target.ownership.supplierField] : []);
    checkRequiredFilled(file, `${path}.header`, action.header, target, forced, problems);
    checkGroupBy(file, path, entity, action, fromLines, problems);
    action.lines.forEach((lines, i) => {
      const at = `${path}.lines[${i}]`;
      const into = lineEntityOf(target, lines.into, index);
      if (!into) problems.add(file, `${at}.into`, `entity ${target.name} has no line collection \`${lines.into}\``);
      let lineScope = sourceScope;
      if (fromLines && lines.from) problems.add(file, `${at}.from`, `the action belongs to line entity ${entity.name}: its lines are the picked lines, so leave \`from\` out`);
      if (!fromLines) {
        const source = lines.from ? lineEntityOf(entity, lines.from, index) : undefined;
        if (!lines.from) problems.add(file, `${at}.from`, `name the line collection of ${entity.name} whose lines are copied`);
        else if (!source) problems.add(file, `${at}.from`, `entity ${entity.name} has no line collection \`${lines.from}\``);
        lineScope = source ? { record: source, parent: entity, context: true, displayKeys: true, entities: index.entities } : sourceScope;
      }
      if (lines.when) checkCondition(file, `${at}.when`, lines.when, lineScope, problems);
      if (!into) return;
      checkMappingTargets(file, `${at}.map`, lines.map, into, problems);
      for (const [field, expression] of Object.entries(lines.map)) checkExpression(file, `${at}.map.${field}`, expression, lineScope, problems);
      const collection = target.lines?.find((candidate) => candidate.name === lines.into);
      checkRequiredFilled(file, `${at}.map`, lines.map, into, new Set(collection ? [collection.foreignKey] : []), problems);
    });
  }
}

function checkConsumptions(file: string, entity: EntitySchema, index: EntityIndex, problems: ProblemList): void {
  const actions = entity.workflow?.actions ?? {};
  const names = new Set<string>();
  entity.consumes?.forEach((consumption, i) => {
    const path = `$.consumes[${i}]`;
    if (names.has(consumption.name)) problems.add(file, `${path}.name`, `consumption \`${consumption.name}\` is declared twice`);
    names.add(consumption.name);
    const consumer = consumption.lines ? lineEntityOf(entity, consumption.lines, index) : entity;
    if (!consumer) {
      problems.add(file, `${path}.lines`, `entity ${entity.name} has no line collection \`${consumption.lines}\``);
      return;
    }
    const consumerFields = entityFieldNames(consumer);
    if (!consumerFields.has(consumption.target.by)) problems.add(file, `${path}.target.by`, `field \`${consumption.target.by}\` is not in entity ${consumer.name}${didYouMean(consumption.target.by, consumerFields)}`);
    checkExpression(file, `${path}.quantity`, consumption.quantity, { record: consumer, parent: consumption.lines ? entity : undefined, entities: index.entities }, problems);
    if (consumption.when) checkCondition(file, `${path}.when`, consumption.when, { record: consumer, parent: consumption.lines ? entity : undefined, entities: index.entities }, problems);
    const target = index.entities.get(consumption.target.entity);
    if (!target) problems.add(file, `${path}.target.entity`, `entity \`${consumption.target.entity}\` does not exist${didYouMean(consumption.target.entity, index.entities.keys())}`);
    else {
      const into = fieldOf(target, consumption.into);
      if (!into || (into.type !== 'number' && into.type !== 'integer')) problems.add(file, `${path}.into`, `\`${consumption.into}\` must be a number field of ${target.name}`);
      else if (!into.readOnly) problems.add(file, `${path}.into`, `a consumed quantity changes only through the actions that consume it: mark \`${consumption.into}\` of ${target.name} readOnly`);
      if (consumption.limit) checkExpression(file, `${path}.limit`, consumption.limit, { record: target, parent: index.parentOf(target), entities: index.entities }, problems);
    }
    const editable = new Set(entity.workflow?.editableIn ?? []);
    for (const [key, list] of [['apply', consumption.apply], ['release', consumption.release]] as const) {
      list.forEach((action, j) => {
        if (!actions[action]) problems.add(file, `${path}.${key}[${j}]`, `\`${action}\` is not a workflow action of ${entity.name}${didYouMean(action, Object.keys(actions))}`);
        else if (key === 'apply' && actions[action].to !== undefined && editable.has(actions[action].to as string)) {
          problems.add(file, `${path}.apply[${j}]`, `\`${action}\` leads to ${actions[action].to}, where the document can still be edited while it holds what it consumed`);
        }
      });
    }
  });
}

/** Postings saved as the user (docs/authoring.md "Postings"); ledger postings: check-postings.ts. */
function checkRecordPostings(file: string, entity: EntitySchema, index: EntityIndex, problems: ProblemList): void {
  const actions = entity.workflow?.actions ?? {};
  entity.posts?.forEach((posting, i) => {
    if (posting.ledger) return;
    const path = `$.posts[${i}]`;
    posting.apply.forEach((action, j) => {
      if (!actions[action]) problems.add(file, `${path}.apply[${j}]`, `\`${action}\` is not a workflow action of ${entity.name}${didYouMean(action, Object.keys(actions))}`);
    });
    const line = posting.lines ? lineEntityOf(entity, posting.lines, index) : entity;
    if (!line) problems.add(file, `${path}.lines`, `entity ${entity.name} has no line collection \`${posting.lines}\``);
    const target = index.entities.get(posting.target);
    if (!target) problems.add(file, `${path}.target`, `entity \`${posting.target}\` does not exist${didYouMean(posting.target, index.entities.keys())}`);
    if (!line || !target) return;
    if (posting.match) {
      const match = fieldOf(line, posting.match);
      if (!match) problems.add(file, `${path}.match`, `field \`${posting.match}\` is not in entity ${line.name}${didYouMean(posting.match, line.fields.map((f) => f.name))}`);
      else if (match.ref?.entity !== target.name) problems.add(file, `${path}.match`, `\`${posting.match}\` must be a reference to ${target.name} (ref.entity)`);
    }
    checkMappingTargets(file, `${path}.map`, posting.map, target, problems);
    const scope: ExpressionScope = { record: line, parent: posting.lines ? entity : undefined, context: true, displayKeys: true, entities: index.entities };
    if (posting.when) checkCondition(file, `${path}.when`, posting.when, scope, problems);
    for (const [field, expression] of Object.entries(posting.map)) checkExpression(file, `${path}.map.${field}`, expression, scope, problems);
    if (!posting.match) checkRequiredFilled(file, `${path}.map`, posting.map, target, new Set(), problems);
  });
}

function checkListChecks(file: string, entity: EntitySchema, index: EntityIndex, problems: ProblemList): void {
  entity.listChecks?.forEach((check, i) => {
    const path = `$.listChecks[${i}]`;
    const checked = check.lines ? lineEntityOf(entity, check.lines, index) : entity;
    if (!checked) {
      problems.add(file, `${path}.lines`, `entity ${entity.name} has no line collection \`${check.lines}\``);
      return;
    }
    const list = index.entities.get(check.list);
    if (!list) {
      problems.add(file, `${path}.list`, `entity \`${check.list}\` does not exist${didYouMean(check.list, index.entities.keys())}`);
      return;
    }
    const listFields = entityFieldNames(list);
    const scope: ExpressionScope = { record: checked, parent: check.lines ? entity : undefined, context: true, entities: index.entities };
    const mappings: [string, FieldMapping][] = [['match', check.match], ...(check.anyOf ?? []).map((mapping, j) => [`anyOf[${j}]`, mapping] as [string, FieldMapping])];
    for (const [at, mapping] of mappings) {
      for (const [field, expression] of Object.entries(mapping)) {
        if (!listFields.has(field)) problems.add(file, `${path}.${at}.${field}`, `field \`${field}\` is not in entity ${list.name}${didYouMean(field, listFields)}`);
        checkExpression(file, `${path}.${at}.${field}`, expression, scope, problems);
      }
    }
    const named = [...Object.keys(check.where ?? {}).map((field) => [`where.${field}`, field]), ...(check.inForce ? [['inForce.from', check.inForce.from], ['inForce.to', check.inForce.to]] : [])];
    for (const [at, field] of named) {
      if (!listFields.has(field)) problems.add(file, `${path}.${at}`, `field \`${field}\` is not in entity ${list.name}${didYouMean(field, listFields)}`);
    }
    if (check.inForce) checkExpression(file, `${path}.inForce.on`, check.inForce.on, scope, problems);
    if (check.control.orgField && !fieldOf(entity, check.control.orgField)) problems.add(file, `${path}.control.orgField`, `field \`${check.control.orgField}\` is not in entity ${entity.name}`);
    if (!fieldOf(checked, check.field)) problems.add(file, `${path}.field`, `field \`${check.field}\` is not in entity ${checked.name}${didYouMean(check.field, checked.fields.map((f) => f.name))}`);
    if (check.flagField) {
      const flag = fieldOf(checked, check.flagField);
      if (!flag || flag.type !== 'flag' || !flag.readOnly) problems.add(file, `${path}.flagField`, `\`${check.flagField}\` must be a readOnly flag field of ${checked.name}: only the check sets it`);
    }
  });
}

/** References with filters and fills, trees, generate actions, consumptions, postings and list checks must resolve. */
export function checkDocumentLinks(file: string, entity: EntitySchema, index: EntityIndex, problems: ProblemList): void {
  checkReferences(file, entity, index, problems);
  checkTree(file, entity, problems);
  checkGenerate(file, entity, index, problems);
  checkConsumptions(file, entity, index, problems);
  checkRecordPostings(file, entity, index, problems);
  checkLedgerPostings(file, entity, index, problems);
  checkListChecks(file, entity, index, problems);
}
