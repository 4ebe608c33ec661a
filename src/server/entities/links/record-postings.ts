import { tableOf } from '../../../shared/entity/entity-catalog';
import { evaluateCondition } from '../../../shared/expressions/evaluate-condition';
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
function mappedValues(context: EngineContext, posting: Posting, line: EntityRecord, header: EntityRecord | undefined, actor: Actor): EntityRecord {
  const scope = { record: line, parent: header, context: expressionContextOf(context, actor) };
  const values: EntityRecord = {};
  for (const [field, expression] of Object.entries(posting.map)) values[field] = evaluateValue(expression, scope) ?? null;
  return values;
}

/** A refusal of the target's save, told as the document line's: "第2行：…", its field errors on that line. */
function onLine(error: unknown, posting: Posting, index: number, actor: Actor): unknown {
  if (!(error instanceof ApiError)) return error;
  const message = engineMessage(actor.language, 'linePrefix', { index: index + 1, message: error.message });
  const location = { collection: posting.lines ?? '', index };
  return new ApiError(message, error.errors.length > 0 ? error.errors.map((fieldError) => ({ ...fieldError, line: location })) : [{ field: posting.lines ?? posting.target, line: location, message }], error.status);
}

/**
 * The record a matched line changes, as stored; its version is the one the save checks. A line whose
 * match field is empty, or names a record that no longer exists, is refused naming the line.
 */
async function matchedRecord(context: EngineContext, posting: Posting, target: EntitySchema, line: EntityRecord, actor: Actor): Promise<EntityRecord> {
  const id = line[posting.match as string];
  const row = isEmptyValue(id) ? undefined : await context.db.selectFrom(tableOf(target)).select([target.primaryKey, 'versionNum']).where(target.primaryKey, '=', Number(id)).executeTakeFirst();
  if (!row) throw linkError(actor.language, 'postingTargetMissing', { target: entityLabel(target, actor.language) }, posting.match);
  return row as EntityRecord;
}

/**
 * Writes the document's lines after a workflow action (docs/authoring.md "Postings"): each line inserts a
 * record of the target, or changes the record its `match` field names, through the engine's own save as
 * the acting user (validation, references, scopes, operation log), and the document is linked to every
 * record it wrote. Runs in the action's transaction: any refusal rolls the action back, naming the line.
 */
export async function postRecords(kit: EngineKit, context: EngineContext, entity: EntitySchema, postings: Posting[], action: string, id: number, actor: Actor): Promise<void> {
  const row = await context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', id).executeTakeFirstOrThrow();
  const header = await recordWithLines(context, entity, row);
  for (const posting of postings) {
    const target = context.catalog.get(posting.target);
    const lines = posting.lines ? (Array.isArray(header[posting.lines]) ? (header[posting.lines] as EntityRecord[]) : []) : [header];
    for (const [index, line] of lines.entries()) {
      if (posting.when && !evaluateCondition(posting.when, line, {}, { parent: posting.lines ? header : undefined })) continue;
      try {
        const values = mappedValues(context, posting, line, posting.lines ? header : undefined, actor);
        const input = posting.match ? { ...values, ...(await matchedRecord(context, posting, target, line, actor)) } : values;
        const saved = await kit.save(context, target, input, actor, action);
        await recordDocumentLinks(context, [{ entity: entity.name, id }], { entity: target.name, id: Number(saved[target.primaryKey]) }, { entity: entity.name, name: posting.name }, actor);
      } catch (error) {
        throw onLine(error, posting, index, actor);
      }
    }
  }
}
