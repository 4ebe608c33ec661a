import { expressionReferences } from '../../src/shared/expressions/expression-references';
import { evaluateValue, type ExpressionContext } from '../../src/shared/expressions/evaluate-expression';
import type { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { LocalizedText } from '../../src/shared/formats/common';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { Expression } from '../../src/shared/formats/expression';
import { isEmptyValue } from '../../src/shared/validation/validate-record';

type Row = Readonly<Record<string, unknown>>;

/** A value the filter reads from the record (or, on a line, from its header), with the label that names it. */
export interface FilterInput {
  from: 'field' | 'parentField';
  name: string;
  label: LocalizedText;
}

/** One listByPage parameter of a cascading reference: the referenced field, the expression giving its value. */
export interface FilterParam {
  param: string;
  expression: Expression;
  inputs: FilterInput[];
}

/** What a cascading reference asks for now: the list parameters, or the input still missing. */
export type FilterState = { kind: 'ready'; params: Record<string, unknown> } | { kind: 'blocked'; missing: FilterInput };

function labelOf(entity: EntitySchema | undefined, name: string): LocalizedText {
  return entity?.fields.find((field) => field.name === name)?.label ?? { cn: name, en: name };
}

/** Resolves `ref.filter` of a field once: each parameter with the labels of the fields it reads. */
export function parseReferenceFilter(
  filter: Record<string, Expression> | undefined,
  entity: EntitySchema,
  catalog: EntityCatalog,
): FilterParam[] {
  if (!filter) return [];
  const header = catalog.parentOf(entity.name)?.header;
  return Object.entries(filter).map(([param, expression]) => ({
    param,
    expression,
    inputs: expressionReferences(expression).flatMap((reference): FilterInput[] => {
      if (reference.kind === 'field') return [{ from: 'field', name: reference.name, label: labelOf(entity, reference.name) }];
      if (reference.kind === 'parentField') return [{ from: 'parentField', name: reference.name, label: labelOf(header, reference.name) }];
      return [];
    }),
  }));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The platform values the browser knows itself; the user's ids are the server's to apply. */
export function browserContext(now: Date = new Date()): ExpressionContext {
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { today, now: `${today} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}` };
}

/**
 * The filter on the current record (a line: the line, `{parentField}` reading its header): every
 * parameter's value, or the first field it needs that is still empty. A parameter that reads no field
 * and has no value here (the user's own ids) is left to the server.
 */
export function referenceFilterState(params: readonly FilterParam[], row: Row, parent: Row | undefined): FilterState {
  const values: Record<string, unknown> = {};
  for (const { param, expression, inputs } of params) {
    const value = evaluateValue(expression, { record: row, parent, context: browserContext() });
    if (!isEmptyValue(value)) {
      values[param] = value;
      continue;
    }
    const missing = inputs.find((input) => isEmptyValue(input.from === 'field' ? row[input.name] : parent?.[input.name])) ?? inputs[0];
    if (missing) return { kind: 'blocked', missing };
  }
  return { kind: 'ready', params: values };
}

/** Whether a change of `field` (on the record itself, or on its header) can change what the filter allows. */
export function filterReads(params: readonly FilterParam[], from: FilterInput['from'], field: string): boolean {
  return params.some((param) => param.inputs.some((input) => input.from === from && input.name === field));
}
