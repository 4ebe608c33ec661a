import { CONDITION_CONTEXT_NAMES, type Condition } from '../../src/shared/formats/common';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { Expression } from '../../src/shared/formats/expression';
import { conditionReferences, expressionReferences, type ExpressionReference } from '../../src/shared/expressions/expression-references';
import { entityFieldNames } from './entity-fields';
import type { ProblemList } from './problems';
import { didYouMean } from './suggest';

/** What an expression runs on: `{field}` reads `record`, `{parentField}` reads `parent`. */
export interface ExpressionScope {
  record: EntitySchema;
  parent?: EntitySchema;
  /** Whether `{context}` values exist where it runs (they do on the server and in screens). */
  context?: boolean;
  /** Whether the record carries its references' display keys (rows read through the engine do). */
  displayKeys?: boolean;
  /** Every entity, to follow `sumLines` into the line entity. */
  entities: ReadonlyMap<string, EntitySchema>;
}

function knownFields(entity: EntitySchema, displayKeys: boolean | undefined): Set<string> {
  const names = entityFieldNames(entity);
  if (displayKeys) for (const field of entity.fields) for (const key of Object.keys(field.ref?.display ?? {})) names.add(key);
  return names;
}

function checkReference(file: string, at: string, reference: ExpressionReference, scope: ExpressionScope, problems: ProblemList): void {
  const path = `${at}${reference.path}`;
  const need = (name: string, entity: EntitySchema | undefined, role: string) => {
    if (!entity) {
      problems.add(file, path, `\`${name}\` reads the ${role}, but this expression runs without one`);
      return;
    }
    const known = knownFields(entity, scope.displayKeys);
    if (!known.has(name)) problems.add(file, path, `field \`${name}\` is not in entity ${entity.name} (the ${role})${didYouMean(name, known)}`);
  };
  switch (reference.kind) {
    case 'field':
      return need(reference.name, scope.record, 'record');
    case 'parentField':
      return need(reference.name, scope.parent, 'header');
    case 'context':
      if (!scope.context) problems.add(file, path, `context value \`${reference.name}\` is not known where this expression runs`);
      return;
    case 'lookupAttr': {
      const field = scope.record.fields.find((candidate) => candidate.name === reference.name);
      if (!field) need(reference.name, scope.record, 'record');
      else if (!field.lookup) problems.add(file, path, `field \`${reference.name}\` of ${scope.record.name} holds no lookup code, so it has no lookup attributes`);
      return;
    }
    case 'sumLines': {
      const collection = scope.record.lines?.find((lines) => lines.name === reference.lines);
      const lineEntity = collection && scope.entities.get(collection.entity);
      if (!collection) {
        const names = (scope.record.lines ?? []).map((lines) => lines.name);
        problems.add(file, `${path}.lines`, `line collection \`${reference.lines}\` is not in entity ${scope.record.name}${didYouMean(reference.lines, names)}`);
      } else if (lineEntity) {
        const known = knownFields(lineEntity, false);
        if (!known.has(reference.name)) problems.add(file, `${path}.field`, `field \`${reference.name}\` is not in line entity ${lineEntity.name}${didYouMean(reference.name, known)}`);
      }
    }
  }
}

/** Every field an expression reads must exist where it runs, each mistake named by its JSON path. */
export function checkExpression(file: string, path: string, expression: Expression, scope: ExpressionScope, problems: ProblemList): void {
  for (const reference of expressionReferences(expression)) checkReference(file, path, reference, scope, problems);
}

/** The fields a condition tests, and the context names it uses ($side, $new), must exist. */
export function checkCondition(file: string, path: string, condition: Condition, scope: ExpressionScope, problems: ProblemList): void {
  for (const reference of conditionReferences(condition)) checkReference(file, path, reference, scope, problems);
  for (const name of contextNames(condition)) {
    if (!(CONDITION_CONTEXT_NAMES as readonly string[]).includes(name.name)) {
      problems.add(file, `${path}${name.path}`, `\`${name.name}\` is not a context name; use ${CONDITION_CONTEXT_NAMES.join(' or ')}${didYouMean(name.name, CONDITION_CONTEXT_NAMES)}`);
    }
  }
}

function contextNames(condition: Condition, path = ''): { name: string; path: string }[] {
  if ('and' in condition) return condition.and.flatMap((part, i) => contextNames(part, `${path}.and[${i}]`));
  if ('or' in condition) return condition.or.flatMap((part, i) => contextNames(part, `${path}.or[${i}]`));
  if ('expr' in condition) return [];
  return condition.field.startsWith('$') ? [{ name: condition.field, path: `${path}.field` }] : [];
}
