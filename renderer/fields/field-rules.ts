import { evaluateCondition, type ConditionContext } from '../../src/shared/expressions/evaluate-condition';
import type { Condition } from '../../src/shared/formats/common';
import type { UserType } from '../context/screen-context';
import type { FieldSpec } from './field-spec';

type Row = Readonly<Record<string, unknown>>;

/** The rules a screen puts on a field besides the entity's: a descriptor's readOnly and conditions. */
export interface ScreenFieldRules {
  readOnly?: boolean;
  visibleWhen?: Condition;
  readOnlyWhen?: Condition;
  requiredWhen?: Condition;
}

/** What the conditions of a field read: the record (a line, with its header as parent) and who looks. */
export interface FieldRuleScope {
  record: Row;
  parent?: Row;
  conditions: ConditionContext;
}

export interface FieldState {
  visible: boolean;
  readOnly: boolean;
  required: boolean;
}

/** `$side` of a condition: internal users are the buyer side. */
export function sideOf(userType: UserType): 'buyer' | 'supplier' {
  return userType === 'supplier' ? 'supplier' : 'buyer';
}

function holds(condition: Condition | undefined, scope: FieldRuleScope): boolean {
  return condition !== undefined && evaluateCondition(condition, scope.record, scope.conditions, { parent: scope.parent });
}

/**
 * A field's state on the record now, from the entity's field rules (visibleWhen, readOnlyWhen,
 * requiredWhen: the same ones the server enforces) and the screen's own: both must allow showing and
 * editing it, and either makes it required. A read-only field asks for nothing.
 */
export function fieldState(spec: FieldSpec, screen: ScreenFieldRules, scope: FieldRuleScope): FieldState {
  const field = spec.field;
  const visible =
    (!field?.visibleWhen || holds(field.visibleWhen, scope)) && (!screen.visibleWhen || holds(screen.visibleWhen, scope));
  const readOnly =
    Boolean(screen.readOnly) || spec.serverSet || holds(field?.readOnlyWhen, scope) || holds(screen.readOnlyWhen, scope);
  const required = !readOnly && (spec.required || holds(field?.requiredWhen, scope) || holds(screen.requiredWhen, scope));
  return { visible, readOnly, required };
}

/** Whether a field has rules that depend on the record (so its state must be worked out per record or line). */
export function hasFieldConditions(spec: FieldSpec): boolean {
  const field = spec.field;
  return Boolean(field?.visibleWhen || field?.readOnlyWhen || field?.requiredWhen);
}
