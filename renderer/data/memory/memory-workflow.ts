import { consumeAmount } from '../../../src/shared/consumption/consume-amount';
import { evaluateNumber, evaluateValue } from '../../../src/shared/expressions/evaluate-expression';
import type { Consumption } from '../../../src/shared/formats/consumption-format';
import type { EntitySchema, LineActionRule } from '../../../src/shared/formats/entity-format';
import { evaluateCondition } from '../../../src/shared/expressions/evaluate-condition';
import { decimalOf, decimalToNumber, roundDecimalTo } from '../../../src/shared/numbers/decimal';
import { toStoredDateTime } from '../../format/format-date';
import type { MemoryEntityStore, RecordKey } from './memory-entity-store';
import type { Row } from './memory-query';
import { computeFields, stampAudit } from './memory-record-rules';

function text(store: MemoryEntityStore, label: { cn: string; en: string }): string {
  return store.language === 'EN' ? label.en : label.cn;
}

/** Changes one consumed record by `amount` within its guards and keeps its computed fields current. */
function change(store: MemoryEntityStore, consumption: Consumption, targetId: number, amount: ReturnType<typeof decimalOf>): void {
  const target = store.catalog.get(consumption.target.entity);
  const table = store.table(target.name);
  const row = table.get(targetId);
  if (!row) store.fail('notFound');
  const header = store.headerOf(target, row);
  const limit = consumption.limit ? evaluateNumber(consumption.limit, { record: row, parent: header?.row }) : null;
  const outcome = consumeAmount(row[consumption.into], amount, limit);
  const intoField = target.fields.find((field) => field.name === consumption.into);
  const label = consumption.label ? text(store, consumption.label) : intoField ? text(store, intoField.label) : consumption.into;
  const title = `${text(store, target.label)} #${targetId}`;
  if (!outcome.ok && outcome.reason === 'beyondLimit') store.fail('beyondLimit', { target: title, label, amount: amount.toString(), open: outcome.open.toString() });
  if (!outcome.ok) store.fail('belowZero', { target: title, label });
  const updated: Row = { ...row, [consumption.into]: decimalToNumber(roundDecimalTo(outcome.value, intoField?.precision ?? 8)) };
  const withLines = store.rawWithLines(target, updated);
  computeFields(target, withLines, store.lookups, header?.row);
  for (const collection of target.lines ?? []) delete withLines[collection.name];
  stampAudit(withLines, false, store.user.userId, store.now());
  table.set(targetId, withLines);
}

function consumers(store: MemoryEntityStore, entity: EntitySchema, consumption: Consumption, header: Row): { id: RecordKey; record: Row }[] {
  const id = store.keyOf(entity, header[entity.primaryKey]);
  if (!consumption.lines) return [{ id, record: header }];
  const lineEntity = store.catalog.get(entity.lines?.find((lines) => lines.name === consumption.lines)?.entity ?? '');
  return store.linesOf(entity, consumption.lines, id).map((line) => ({ id: store.keyOf(lineEntity, line[lineEntity.primaryKey]), record: line }));
}

/** The consumptions an action moves, like the server: what it releases first, then what it applies. */
function moveConsumptions(store: MemoryEntityStore, entity: EntitySchema, action: string, header: Row): void {
  const documentId = store.keyOf(entity, header[entity.primaryKey]);
  for (const consumption of (entity.consumes ?? []).filter((candidate) => candidate.release.includes(action))) {
    const held = store.ledger.filter((entry) => entry.consumerEntity === entity.name && entry.documentId === documentId && entry.consumption === consumption.name);
    for (const entry of held) change(store, consumption, entry.targetId, decimalOf(entry.amount).negated());
    store.ledger.splice(0, store.ledger.length, ...store.ledger.filter((entry) => !held.includes(entry)));
  }
  for (const consumption of (entity.consumes ?? []).filter((candidate) => candidate.apply.includes(action))) {
    for (const consumer of consumers(store, entity, consumption, header)) {
      const targetId = Number(consumer.record[consumption.target.by]);
      const amount = evaluateNumber(consumption.quantity, { record: consumer.record, parent: consumption.lines ? header : undefined });
      if (!Number.isFinite(targetId) || targetId <= 0 || amount === null || amount.isZero()) continue;
      change(store, consumption, targetId, amount);
      store.ledger.push({ consumption: consumption.name, consumerEntity: entity.name, documentId, targetId, amount: amount.toString() });
    }
  }
}

/**
 * The lines an action posts to another entity (`posts`), like the server: inserted, or the matched record
 * changed. Ledger postings are the server's only: the memory store keeps no ledger rows.
 */
function postLines(store: MemoryEntityStore, entity: EntitySchema, action: string, header: Row): void {
  const id = store.keyOf(entity, header[entity.primaryKey]);
  for (const posting of (entity.posts ?? []).filter((candidate) => !candidate.ledger && candidate.apply.includes(action))) {
    const target = store.catalog.get(posting.target);
    for (const line of posting.lines ? store.linesOf(entity, posting.lines, id) : [header]) {
      if (posting.when && !evaluateCondition(posting.when, line, {}, { parent: posting.lines ? header : undefined })) continue;
      const values: Row = {};
      for (const [field, expression] of Object.entries(posting.map)) values[field] = evaluateValue(expression, { record: line, parent: header }) ?? null;
      const matched = posting.match ? store.stored(target, line[posting.match]) : undefined;
      store.save(target.name, matched ? { ...values, [target.primaryKey]: matched[target.primaryKey], versionNum: matched.versionNum } : values);
    }
  }
}

/** A line action's line as the action leaves it (checked like the server: on this record, its status, its `when`). */
function lineMoved(store: MemoryEntityStore, entity: EntitySchema, rule: LineActionRule, headerId: RecordKey, header: Row, lineId: unknown, label: string) {
  const collection = entity.lines?.find((lines) => lines.name === rule.collection);
  if (!collection || lineId === undefined || lineId === null) store.fail('needsLine', { action: label });
  const lineEntity = store.catalog.get(collection.entity);
  const line = store.linesOf(entity, collection.name, headerId).find((candidate) => String(candidate[lineEntity.primaryKey]) === String(lineId));
  if (!line) store.fail('notFound');
  const status = String(line[rule.statusField] ?? '');
  if (!rule.from.includes(status)) store.fail('lineNotAllowedFrom', { status, action: label });
  if (rule.when && !evaluateCondition(rule.when, line, { side: store.user.userType === 'supplier' ? 'supplier' : 'buyer', isNew: false })) store.fail('lineNotApplicable', { action: label });
  const moved = store.rawWithLines(lineEntity, { ...line, [rule.statusField]: rule.to });
  computeFields(lineEntity, moved, store.lookups, header);
  for (const lines of lineEntity.lines ?? []) delete moved[lines.name];
  stampAudit(moved, false, store.user.userId, store.now());
  return { entity: lineEntity, id: store.keyOf(lineEntity, line[lineEntity.primaryKey]), row: moved };
}

/**
 * A workflow action in memory: the server's checks (status, actor, reason, lines, version), the stamps,
 * the consumptions it moves and the lines it posts, all or nothing. Commands run on the server only.
 */
export function runActionInMemory(store: MemoryEntityStore, entity: EntitySchema, actionName: string, input: Row): Row {
  const command = entity.commands?.[actionName];
  // Commands are carried out by server code (mail, passwords): the preview has none to run.
  if (command) store.fail('serverCommand', { action: text(store, command.label) });
  const workflow = entity.workflow;
  const action = workflow?.actions[actionName];
  if (!workflow || !action) store.fail('unknownEndpoint', { path: `${entity.name}/${actionName}` });
  const label = text(store, action.label);
  const row = store.stored(entity, input.id);
  if (input.versionNum !== undefined && Number(input.versionNum) !== Number(row.versionNum)) store.fail('stale');
  const status = String(row[workflow.statusField] ?? '');
  if (!action.from.includes(status)) store.fail('notAllowedFrom', { status, action: label });
  if (action.actor !== store.user.userType) store.fail('wrongActor', { action: label });
  const comment = typeof input.comment === 'string' ? input.comment.trim() : '';
  if (action.requiresComment && comment === '') store.fail('needsComment', { action: label });
  const id = store.keyOf(entity, row[entity.primaryKey]);
  if (action.requiresLines) {
    const needed = entity.lines?.reduce((most, lines) => Math.max(most, lines.minLines ?? 1), 1) ?? 1;
    const count = (entity.lines ?? []).reduce((total, lines) => total + store.linesOf(entity, lines.name, id).length, 0);
    if (count < needed) store.fail('needsLines', { count: needed });
  }
  const movedLine = action.line ? lineMoved(store, entity, action.line, id, row, input.lineId, label) : undefined;
  const updated: Row = action.to === undefined ? { ...row } : { ...row, [workflow.statusField]: action.to };
  for (const [field, how] of Object.entries(action.stamp ?? {})) {
    if (how === 'increment') updated[field] = Number(row[field] ?? 0) + 1;
    else updated[field] = how === 'currentUser' ? store.user.userId : how === 'now' ? toStoredDateTime(store.now()) : how === 'comment' ? comment : null;
  }
  stampAudit(updated, false, store.user.userId, store.now());
  const restore = store.snapshot();
  store.table(entity.name).set(id, updated);
  if (movedLine) store.table(movedLine.entity.name).set(movedLine.id, movedLine.row);
  try {
    moveConsumptions(store, entity, actionName, updated);
    postLines(store, entity, actionName, updated);
  } catch (error) {
    restore();
    throw error;
  }
  return store.findById(entity.name, id);
}
