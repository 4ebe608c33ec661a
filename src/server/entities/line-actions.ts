import { tableOf } from '../../shared/entity/entity-catalog';
import { evaluateCondition } from '../../shared/expressions/evaluate-condition';
import type { EntitySchema, LineActionRule } from '../../shared/formats/entity-format';
import type { EngineContext } from './engine-context';
import type { Actor } from './entity-engine.types';
import { engineError } from './engine-messages';
import { entityLabel } from './entity-fields';
import { lockTarget, writeTargetValues } from './links/consumption-target';
import { loadLookups } from './lookup-values';
import { actorConditions } from './actor-conditions';

/** The line a line action names, checked before anything is written: on this record, in a status the action starts from, its `when` holding. */
export interface CheckedLine {
  entity: EntitySchema;
  id: number;
}

async function lineStatusText(context: EngineContext, entity: EntitySchema, field: string, status: string, actor: Actor): Promise<string> {
  const lookup = entity.fields.find((candidate) => candidate.name === field)?.lookup;
  if (!lookup) return status;
  const found = (await loadLookups(context, [lookup])).get(lookup)?.get(status);
  return found ? (actor.language === 'EN' && found.meaningEn ? found.meaningEn : found.meaning) : status;
}

/** Whether the line a line action names may take it now (the header's own checks are checkAction's). */
export async function checkLine(context: EngineContext, entity: EntitySchema, rule: LineActionRule, headerId: number, lineId: number | undefined, actionLabel: string, actor: Actor): Promise<CheckedLine> {
  const collection = (entity.lines ?? []).find((candidate) => candidate.name === rule.collection);
  if (!collection) throw new Error(`${entity.name}: line action on unknown collection ${rule.collection}`);
  const lineEntity = context.catalog.get(collection.entity);
  const lineName = entityLabel(lineEntity, actor.language);
  if (lineId === undefined) throw engineError(actor.language, 'needsLine', { action: actionLabel, collection: lineName });
  const row = Number.isSafeInteger(lineId)
    ? await context.db.selectFrom(tableOf(lineEntity)).selectAll().where(lineEntity.primaryKey, '=', lineId).where(collection.foreignKey, '=', headerId).executeTakeFirst()
    : undefined;
  if (!row) throw engineError(actor.language, 'actionLineNotFound', { collection: lineName });
  const number = collection.numberField ? row[collection.numberField] : undefined;
  const line = number === undefined || number === null ? lineName : actor.language === 'EN' ? `line ${String(number)}` : `第${String(number)}行`;
  const status = String(row[rule.statusField] ?? '');
  if (!rule.from.includes(status)) {
    throw engineError(actor.language, 'lineActionNotAllowed', { action: actionLabel, line, status: await lineStatusText(context, lineEntity, rule.statusField, status, actor) });
  }
  if (rule.when && !evaluateCondition(rule.when, row, actorConditions(actor, false))) {
    throw engineError(actor.language, 'lineActionNotApplicable', { action: actionLabel, line });
  }
  return { entity: lineEntity, id: lineId };
}

/**
 * Moves the checked line to the action's line status, under its lock (PostgreSQL), with its own computed
 * fields (an open quantity that is 0 once closed) and its header's sums over the collection recomputed.
 */
export async function moveLine(context: EngineContext, rule: LineActionRule, line: CheckedLine, actor: Actor): Promise<void> {
  // The header was reached in the actor's scope (checkAction); its line follows it.
  const target = await lockTarget(context, line.entity, line.id, undefined);
  if (!target) throw new Error(`${line.entity.name} ${line.id} is gone inside the transaction that checked it`);
  await writeTargetValues(context, target, { [rule.statusField]: rule.to }, actor);
}
