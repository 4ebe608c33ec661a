import type { Condition } from '../formats/common';
import type { Expression } from '../formats/expression';

/** One thing an expression reads, with the JSON path (below the expression) where it does. */
export type ExpressionReference =
  | { kind: 'field'; name: string; path: string }
  | { kind: 'parentField'; name: string; path: string }
  | { kind: 'lookupAttr'; name: string; path: string }
  | { kind: 'sumLines'; lines: string; name: string; path: string }
  | { kind: 'context'; name: string; path: string };

/**
 * Everything an expression reads, in order: the validator checks each against the entity it runs on,
 * and the internal-field rule follows them.
 */
export function expressionReferences(expression: Expression, path = ''): ExpressionReference[] {
  if (typeof expression === 'number' || 'value' in expression) return [];
  if ('field' in expression) return [{ kind: 'field', name: expression.field, path: `${path}.field` }];
  if ('parentField' in expression) return [{ kind: 'parentField', name: expression.parentField, path: `${path}.parentField` }];
  if ('context' in expression) return [{ kind: 'context', name: expression.context, path: `${path}.context` }];
  if ('lookupAttr' in expression) return [{ kind: 'lookupAttr', name: expression.lookupAttr.field, path: `${path}.lookupAttr.field` }];
  if ('sumLines' in expression) {
    return [{ kind: 'sumLines', lines: expression.sumLines.lines, name: expression.sumLines.field, path: `${path}.sumLines` }];
  }
  if ('if' in expression) {
    const { when, then, else: otherwise } = expression.if;
    return [
      ...conditionReferences(when, `${path}.if.when`),
      ...expressionReferences(then, `${path}.if.then`),
      ...(otherwise === undefined ? [] : expressionReferences(otherwise, `${path}.if.else`)),
    ];
  }
  const [op, operands] = Object.entries(expression)[0] as [string, Expression[]];
  return operands.flatMap((operand, index) => expressionReferences(operand, `${path}.${op}[${index}]`));
}

/** The fields of the record a condition tests (context names such as $side excluded), with their paths. */
export function conditionReferences(condition: Condition, path = ''): ExpressionReference[] {
  if ('and' in condition) return condition.and.flatMap((part, index) => conditionReferences(part, `${path}.and[${index}]`));
  if ('or' in condition) return condition.or.flatMap((part, index) => conditionReferences(part, `${path}.or[${index}]`));
  if ('expr' in condition) return expressionReferences(condition.expr, `${path}.expr`);
  return condition.field.startsWith('$') ? [] : [{ kind: 'field', name: condition.field, path: `${path}.field` }];
}
