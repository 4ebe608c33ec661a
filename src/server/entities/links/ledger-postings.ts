import { findField } from '../../../shared/entity/entity-catalog';
import { evaluateCondition } from '../../../shared/expressions/evaluate-condition';
import { evaluateNumber, evaluateValue, type ExpressionScope } from '../../../shared/expressions/evaluate-expression';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import type { Expression } from '../../../shared/formats/expression';
import type { Posting } from '../../../shared/formats/posting-format';
import { decimalToNumber, roundDecimalTo } from '../../../shared/numbers/decimal';
import type { EngineContext } from '../engine-context';
import type { Actor, EntityRecord } from '../entity-engine.types';
import { loadLineRows } from '../load-record';
import { rowToRecord } from '../record-mapping';
import { insertRows } from '../write-row';
import { expressionContextOf } from './expression-context';

/** A ledger field's value: numbers in decimal, rounded to the field's precision; anything else as it is. */
function valueOf(ledger: EntitySchema, field: string, expression: Expression, scope: ExpressionScope, negate: boolean): unknown {
  const declared = findField(ledger, field);
  if (declared?.type !== 'number' && declared?.type !== 'integer') return evaluateValue(expression, scope) ?? null;
  const amount = evaluateNumber(expression, scope);
  if (amount === null) return null;
  const signed = negate ? amount.negated() : amount;
  return decimalToNumber(roundDecimalTo(signed, declared.type === 'integer' ? 0 : (declared.precision ?? 8)));
}

/** The records that post: every line of the collection (read as stored after the action), or the header. */
async function postingRecords(context: EngineContext, entity: EntitySchema, posting: Posting, header: EntityRecord): Promise<EntityRecord[]> {
  if (!posting.lines) return [header];
  const collection = entity.lines?.find((lines) => lines.name === posting.lines);
  if (!collection) return [];
  const lineEntity = context.catalog.get(collection.entity);
  return (await loadLineRows(context, collection, Number(header[entity.primaryKey]))).map((row) => rowToRecord(lineEntity, row));
}

async function post(context: EngineContext, entity: EntitySchema, posting: Posting, header: EntityRecord, actor: Actor, reversal: boolean): Promise<void> {
  const ledger = context.catalog.get(posting.target);
  const negated = new Set(reversal ? (posting.reverse ?? []) : []);
  const rows: EntityRecord[] = [];
  for (const record of await postingRecords(context, entity, posting, header)) {
    const parent = posting.lines ? header : undefined;
    if (posting.when && !evaluateCondition(posting.when, record, {}, { parent })) continue;
    const scope: ExpressionScope = { record, parent, context: expressionContextOf(context, actor) };
    const map = reversal ? { ...posting.map, ...posting.reversal } : posting.map;
    const row: EntityRecord = {};
    for (const [field, expression] of Object.entries(map)) row[field] = valueOf(ledger, field, expression, scope, negated.has(field));
    rows.push(row);
  }
  await insertRows(context, ledger, rows, actor);
}

/**
 * The ledger rows a workflow action appends (docs/authoring.md "Postings", `ledger`), inside the action's
 * transaction after its status change and consumptions: first the reversals of what it releases, then
 * what it applies. Rows are written as the engine's own (no create permission of the ledger needed):
 * the ledger is read-only to everyone else.
 */
export async function postToLedgers(context: EngineContext, entity: EntitySchema, postings: Posting[], action: string, header: EntityRecord, actor: Actor): Promise<void> {
  for (const posting of postings.filter((candidate) => candidate.release?.includes(action))) await post(context, entity, posting, header, actor, true);
  for (const posting of postings.filter((candidate) => candidate.apply.includes(action))) await post(context, entity, posting, header, actor, false);
}
