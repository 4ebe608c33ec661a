import { consumeAmount } from '../../../shared/consumption/consume-amount';
import { findField, tableOf } from '../../../shared/entity/entity-catalog';
import { evaluateCondition } from '../../../shared/expressions/evaluate-condition';
import { evaluateNumber } from '../../../shared/expressions/evaluate-expression';
import type { Consumption } from '../../../shared/formats/consumption-format';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import { decimalOf, decimalToNumber, roundDecimalTo, type ExactDecimal } from '../../../shared/numbers/decimal';
import { CONSUMPTIONS_TABLE } from '../../db/system-tables';
import { formatDateTime } from '../engine-clock';
import type { EngineContext } from '../engine-context';
import type { Actor, EntityRecord } from '../entity-engine.types';
import { fieldLabel } from '../entity-fields';
import { loadLineRows, validId } from '../load-record';
import { rowToRecord } from '../record-mapping';
import { linkError } from './link-messages';
import { documentTitle, lineTitle } from './record-title';
import { lockTarget, writeConsumed, type LockedTarget } from './consumption-target';

/** One consuming record's share: which target it takes from and how much. */
interface Share {
  consumerId: number;
  title: string;
  targetId: number;
  amount: ExactDecimal;
}

function labelOf(consumption: Consumption, target: EntitySchema, actor: Actor): string {
  if (consumption.label) return actor.language === 'EN' ? consumption.label.en : consumption.label.cn;
  const field = findField(target, consumption.into);
  return field ? fieldLabel(field, actor.language) : consumption.into;
}

/** What each consuming record (every line of the collection, or the header) takes, in decimal. */
async function sharesOf(context: EngineContext, entity: EntitySchema, consumption: Consumption, header: EntityRecord, actor: Actor): Promise<Share[]> {
  const documentId = Number(header[entity.primaryKey]);
  const collection = consumption.lines ? entity.lines?.find((lines) => lines.name === consumption.lines) : undefined;
  const lineEntity = collection ? context.catalog.get(collection.entity) : undefined;
  const consumers = collection && lineEntity
    ? (await loadLineRows(context, collection, documentId)).map((row) => ({ record: rowToRecord(lineEntity, row), entity: lineEntity }))
    : [{ record: header, entity }];
  const shares: Share[] = [];
  for (const consumer of consumers) {
    const parent = collection ? header : undefined;
    if (consumption.when && !evaluateCondition(consumption.when, consumer.record, {}, { parent })) continue;
    const targetId = validId(consumer.record[consumption.target.by]);
    const amount = evaluateNumber(consumption.quantity, { record: consumer.record, parent });
    if (targetId === undefined || amount === null || amount.isZero()) continue;
    const title = collection ? lineTitle(context.catalog, consumer.entity, consumer.record, header, actor.language) : documentTitle(entity, header, actor.language);
    shares.push({ consumerId: Number(consumer.record[consumer.entity.primaryKey]), title, targetId, amount });
  }
  return shares;
}

function targetTitle(context: EngineContext, target: LockedTarget, actor: Actor): string {
  return lineTitle(context.catalog, target.entity, target.record, target.header, actor.language);
}

/** Changes each target by the summed amounts, in key order (so concurrent documents lock alike), with the guards. */
async function changeTargets(context: EngineContext, consumption: Consumption, amounts: Map<number, { amount: ExactDecimal; title: string }>, actor: Actor): Promise<void> {
  const entity = context.catalog.get(consumption.target.entity);
  const precision = findField(entity, consumption.into)?.precision ?? 8;
  for (const targetId of [...amounts.keys()].sort((a, b) => a - b)) {
    const { amount, title } = amounts.get(targetId) as { amount: ExactDecimal; title: string };
    const target = await lockTarget(context, entity, targetId, actor);
    if (!target) throw linkError(actor.language, 'consumptionTargetMissing', { record: title, target: documentTitle(entity, { [entity.primaryKey]: targetId }, actor.language) });
    const limit = consumption.limit ? evaluateNumber(consumption.limit, { record: target.record, parent: target.header }) : null;
    const outcome = consumeAmount(target.record[consumption.into], amount, limit);
    const label = labelOf(consumption, entity, actor);
    if (!outcome.ok && outcome.reason === 'beyondLimit') {
      throw linkError(actor.language, 'consumedBeyondLimit', { target: targetTitle(context, target, actor), label, amount: amount.toString(), open: outcome.open.toString() });
    }
    if (!outcome.ok) throw linkError(actor.language, 'consumedBelowZero', { target: targetTitle(context, target, actor), label });
    await writeConsumed(context, target, consumption.into, decimalToNumber(roundDecimalTo(outcome.value, precision)), actor);
  }
}

function byTarget(shares: readonly Share[], sign: 1 | -1): Map<number, { amount: ExactDecimal; title: string }> {
  const amounts = new Map<number, { amount: ExactDecimal; title: string }>();
  for (const share of shares) {
    const signed = sign === 1 ? share.amount : share.amount.negated();
    const known = amounts.get(share.targetId);
    amounts.set(share.targetId, { amount: known ? known.amount.plus(signed) : signed, title: known?.title ?? share.title });
  }
  return amounts;
}

async function apply(context: EngineContext, entity: EntitySchema, consumption: Consumption, header: EntityRecord, actor: Actor): Promise<void> {
  const documentId = Number(header[entity.primaryKey]);
  const held = await context.db.selectFrom(CONSUMPTIONS_TABLE).select('consumerId').where('consumerEntity', '=', entity.name).where('consumerDocumentId', '=', documentId).where('consumption', '=', consumption.name).executeTakeFirst();
  const target = context.catalog.get(consumption.target.entity);
  if (held) throw linkError(actor.language, 'alreadyConsumed', { record: documentTitle(entity, header, actor.language), label: labelOf(consumption, target, actor) });
  const shares = await sharesOf(context, entity, consumption, header, actor);
  await changeTargets(context, consumption, byTarget(shares, 1), actor);
  const creationDate = formatDateTime(context.now());
  for (const share of shares) {
    await context.db
      .insertInto(CONSUMPTIONS_TABLE)
      .values({
        consumption: consumption.name,
        consumerEntity: entity.name,
        consumerDocumentId: documentId,
        consumerId: share.consumerId,
        targetEntity: consumption.target.entity,
        targetId: share.targetId,
        intoField: consumption.into,
        amount: share.amount.toString(),
        creationDate,
      })
      .execute();
  }
}

/** Gives back exactly what the ledger says this document took, whatever its lines say now. */
async function release(context: EngineContext, entity: EntitySchema, consumption: Consumption, header: EntityRecord, actor: Actor): Promise<void> {
  const documentId = Number(header[entity.primaryKey]);
  const rows = await context.db.selectFrom(CONSUMPTIONS_TABLE).selectAll().where('consumerEntity', '=', entity.name).where('consumerDocumentId', '=', documentId).where('consumption', '=', consumption.name).execute();
  if (rows.length === 0) return;
  const shares: Share[] = rows.map((row) => ({
    consumerId: Number(row.consumerId),
    title: documentTitle(entity, header, actor.language),
    targetId: Number(row.targetId),
    amount: decimalOf(String(row.amount)),
  }));
  await changeTargets(context, consumption, byTarget(shares, -1), actor);
  await context.db.deleteFrom(CONSUMPTIONS_TABLE).where('consumerEntity', '=', entity.name).where('consumerDocumentId', '=', documentId).where('consumption', '=', consumption.name).execute();
}

/**
 * The consumptions a workflow action moves (docs/authoring.md "Consumed quantities"), inside the action's
 * transaction after its status change: first what it releases, then what it applies, so one action can
 * move a quantity from "on the way" to "received".
 */
export async function runConsumptions(context: EngineContext, entity: EntitySchema, action: string, id: number, actor: Actor): Promise<void> {
  const consumptions = entity.consumes ?? [];
  const moved = consumptions.filter((consumption) => consumption.apply.includes(action) || consumption.release.includes(action));
  if (moved.length === 0) return;
  const row = await context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', id).executeTakeFirstOrThrow();
  const header = rowToRecord(entity, row);
  for (const consumption of moved.filter((candidate) => candidate.release.includes(action))) await release(context, entity, consumption, header, actor);
  for (const consumption of moved.filter((candidate) => candidate.apply.includes(action))) await apply(context, entity, consumption, header, actor);
}

/** Whether a document still holds anything it consumed (then it may not be deleted). */
export async function holdsConsumptions(context: EngineContext, entity: EntitySchema, id: number): Promise<boolean> {
  if (!entity.consumes?.length) return false;
  const row = await context.db.selectFrom(CONSUMPTIONS_TABLE).select('consumptionId').where('consumerEntity', '=', entity.name).where('consumerDocumentId', '=', id).executeTakeFirst();
  return row !== undefined;
}
