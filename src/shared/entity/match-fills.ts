import { evaluateCondition } from '../expressions/evaluate-condition';
import { evaluateValue, type ExpressionScope } from '../expressions/evaluate-expression';
import { conditionReferences, expressionReferences } from '../expressions/expression-references';
import type { EntitySchema } from '../formats/entity-format';
import type { MatchFill, MatchOperator } from '../formats/match-fill-format';
import { toDecimal } from '../numbers/decimal';
import { isEmptyValue } from '../validation/empty-value';

type Row = Readonly<Record<string, unknown>>;

/** One condition of a rule with its value worked out on the record. */
export interface MatchCondition {
  path: string[];
  op: MatchOperator;
  value: string | number;
}

/** A matched source record, the records above it (header first) and the step its quantity chose. */
export interface MatchedSource {
  record: Row;
  parents: Row[];
  step?: Row;
}

/** The read an entity with `matchFills` answers: the values its rules give a record (docs/api.md). */
export const MATCH_FILL_OPERATION = 'findMatchFills';

/** The path segment that goes up to the header. */
export const PARENT_SEGMENT = 'parent';
/** The fill path segment that reads the chosen step. */
export const STEP_SEGMENT = 'step';

/** The rules an entity declares, by name. */
export function matchFillOf(entity: EntitySchema, name: string): MatchFill | undefined {
  return entity.matchFills?.find((rule) => rule.name === name);
}

/**
 * The conditions a source record must meet for this record, or undefined when no match is looked for: the
 * rule's `when` fails, or a value it compares with is empty (no item chosen yet).
 */
export function matchConditions(rule: MatchFill, scope: ExpressionScope): MatchCondition[] | undefined {
  if (rule.when && !evaluateCondition(rule.when, scope.record, {}, scope)) return undefined;
  const conditions: MatchCondition[] = [];
  for (const term of rule.match) {
    const value = evaluateValue(term.value, scope);
    if (isEmptyValue(value) || (typeof value !== 'string' && typeof value !== 'number')) return undefined;
    conditions.push({ path: term.path.split('.'), op: term.op, value });
  }
  return conditions;
}

/** The record's quantity that chooses the step, or undefined when the rule has no steps or it is empty. */
export function stepQuantity(rule: MatchFill, scope: ExpressionScope): number | undefined {
  if (!rule.step) return undefined;
  const value = toDecimal(evaluateValue(rule.step.quantity, scope));
  return value === null ? undefined : value.toNumber();
}

/** The step with the greatest `from` at or below the quantity (compared in decimal); none below the first step. */
export function chooseStep(steps: readonly Row[], from: string, quantity: unknown): Row | undefined {
  const wanted = toDecimal(quantity);
  if (wanted === null) return undefined;
  let best: Row | undefined;
  for (const step of steps) {
    const start = toDecimal(step[from]);
    if (start === null || start.greaterThan(wanted)) continue;
    const bestStart = best ? toDecimal(best[from]) : null;
    if (!best || bestStart === null || start.greaterThan(bestStart)) best = step;
  }
  return best;
}

function readPath(source: MatchedSource, path: string): unknown {
  const segments = path.split('.');
  const field = segments.pop() as string;
  if (segments[0] === STEP_SEGMENT) return source.step?.[field] ?? null;
  return (segments.length === 0 ? source.record : source.parents[segments.length - 1])?.[field] ?? null;
}

/** The values the matched source gives the record: each fill's first non-empty path (a fill with none leaves its field as it is). */
export function fillValues(rule: MatchFill, source: MatchedSource): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [target, from] of Object.entries(rule.fill)) {
    const paths = typeof from === 'string' ? [from] : from;
    const value = paths.map((path) => readPath(source, path)).find((found) => !isEmptyValue(found));
    if (value !== undefined) values[target] = value;
  }
  return values;
}

/** What a record no source matches is given: its `clear` fields emptied. */
export function clearedValues(rule: MatchFill): Record<string, unknown> {
  return Object.fromEntries(rule.clear.map((field) => [field, null]));
}

/** The record's own fields and its header's fields a rule reads: a change of one of them asks for the values again. */
export function matchFillReads(rule: MatchFill): { fields: Set<string>; parentFields: Set<string> } {
  const references = [
    ...(rule.when ? conditionReferences(rule.when) : []),
    ...rule.match.flatMap((term) => expressionReferences(term.value)),
    ...(rule.step ? expressionReferences(rule.step.quantity) : []),
  ];
  const fields = new Set(references.filter((reference) => reference.kind !== 'parentField' && reference.kind !== 'context').map((reference) => reference.name));
  const parentFields = new Set(references.filter((reference) => reference.kind === 'parentField').map((reference) => reference.name));
  return { fields, parentFields };
}
