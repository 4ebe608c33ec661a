import { tableOf } from '../../../shared/entity/entity-catalog';
import { evaluateValue } from '../../../shared/expressions/evaluate-expression';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import type { Posting } from '../../../shared/formats/posting-format';
import { isEmptyValue } from '../../../shared/validation/validate-record';
import { ApiError } from '../../http/api-error';
import type { EngineContext } from '../engine-context';
import type { EngineKit } from '../engine-kit';
import type { Actor, EntityRecord } from '../entity-engine.types';
import { engineMessage } from '../engine-messages';
import { entityLabel } from '../entity-fields';
import { recordWithLines } from '../load-record';
import { recordDocumentLinks } from './document-links';
import { expressionContextOf } from './expression-context';
import { linkError } from './link-messages';

/** The values a line writes into its target record. */
function mappedValues(context: EngineContext, posting: Posting, line: EntityRecord, header: EntityRecord, actor: Actor): EntityRecord {
  const scope = { record: line, parent: header, context: expressionContextOf(context, actor) };
  const values: EntityRecord = {};
  for (const [field, expression] of Object.entries(posting.map)) values[field] = evaluateValue(expression, scope) ?? null;
  return values;
}

/** A refusal of the target's save, told as the document line's: "第2行：…", its field errors on that line. */
function onLine(error: unknown, posting: Posting, index: number, actor: Actor): unknown {
  if (!(error instanceof ApiError)) return error;
  const message = engineMessage(actor.language, 'linePrefix', { index: index + 1, message: error.message });
  const location = { collection: posting.lines, index };
  return new ApiError(message, error.errors.length > 0 ? error.errors.map((fieldError) => ({ ...fieldError, line: location })) : [{ field: posting.lines, line: location, message }], error.status);
}

/**
 * The record a matched line changes, as stored; its version is the one the save checks. A line whose
 * match field is empty, or names a record that no longer exists, is refused naming the line.
 */
async function matchedRecord(context: EngineContext, posting: Posting, target: EntitySchema, line: EntityRecord, index: number, actor: Actor): Promise<EntityRecord> {
  const id = line[posting.match as string];
  const row = isEmptyValue(id) ? undefined : await context.db.selectFrom(tableOf(target)).select([target.primaryKey, 'versionNum']).where(target.primaryKey, '=', Number(id)).executeTakeFirst();
  if (!row) throw linkError(actor.language, 'postingTargetMissing', { target: entityLabel(target, actor.language) }, posting.match);
  return row as EntityRecord;
}

/**
 * Posts the document's lines after a workflow action (docs/authoring.md "Posting lines to another
 * entity"): each line inserts a record of the target, or changes the record its `match` field names,
 * through the engine's own save as the acting user (validation, references, scopes, operation log), and
 * the document is linked to every record it wrote. Runs in the action's transaction: any refusal rolls the
 * action back, naming the line.
 */
export async function runPostings(kit: EngineKit, context: EngineContext, entity: EntitySchema, action: string, id: number, actor: Actor): Promise<void> {
  const postings = (entity.posts ?? []).filter((posting) => posting.on.includes(action));
  if (postings.length === 0) return;
  const row = await context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', id).executeTakeFirstOrThrow();
  const header = await recordWithLines(context, entity, row);
  for (const posting of postings) {
    const target = context.catalog.get(posting.target);
    const lines = Array.isArray(header[posting.lines]) ? (header[posting.lines] as EntityRecord[]) : [];
    for (const [index, line] of lines.entries()) {
      try {
        const values = mappedValues(context, posting, line, header, actor);
        const input = posting.match ? { ...values, ...(await matchedRecord(context, posting, target, line, index, actor)) } : values;
        const saved = await kit.save(context, target, input, actor, action);
        await recordDocumentLinks(context, [{ entity: entity.name, id }], { entity: target.name, id: Number(saved[target.primaryKey]) }, { entity: entity.name, name: posting.name }, actor);
      } catch (error) {
        throw onLine(error, posting, index, actor);
      }
    }
  }
}
import { findField, tableOf } from '../../../shared/entity/entity-catalog';
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
  const ledger = context.catalog.get(posting.entity);
  const negated = new Set(reversal ? posting.reverse : []);
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
 * The ledger rows a workflow action posts (docs/authoring.md "Ledger postings"), inside the action's
 * transaction after its status change and consumptions: first the reversals of what it releases, then
 * what it applies. Rows are written as the engine's own (no create permission of the ledger needed):
 * the ledger is read-only to everyone else.
 */
export async function runPostings(context: EngineContext, entity: EntitySchema, action: string, id: number, actor: Actor): Promise<void> {
  const postings = (entity.posts ?? []).filter((posting) => posting.apply.includes(action) || posting.release.includes(action));
  if (postings.length === 0) return;
  const row = await context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', id).executeTakeFirstOrThrow();
  const header = rowToRecord(entity, row);
  for (const posting of postings.filter((candidate) => candidate.release.includes(action))) await post(context, entity, posting, header, actor, true);
  for (const posting of postings.filter((candidate) => candidate.apply.includes(action))) await post(context, entity, posting, header, actor, false);
}
