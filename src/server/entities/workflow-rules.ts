import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import type { EngineContext } from './engine-context';
import type { Actor } from './entity-engine.types';
import { engineError } from './engine-messages';
import type { StoredRow } from './load-record';
import { loadLookups } from './lookup-values';
import { tableOf } from '../../shared/entity/entity-catalog';

/** The status as people call it (the status lookup's meaning), else its code. */
export async function statusText(context: EngineContext, entity: EntitySchema, status: string, language: Language): Promise<string> {
  const lookupType = entity.workflow?.statusLookup;
  if (!lookupType) return status;
  const value = (await loadLookups(context, [lookupType])).get(lookupType)?.get(status);
  if (!value) return status;
  return language === 'EN' ? value.meaningEn ?? value.code : value.meaning;
}

/**
 * The workflow entity that decides whether a row may change: its own, or the first header above a line
 * that has one (a schedule follows its order line, which follows its order).
 */
async function governingRow(context: EngineContext, entity: EntitySchema, row: StoredRow): Promise<[EntitySchema, StoredRow] | undefined> {
  let current: [EntitySchema, StoredRow] = [entity, row];
  for (const relation of context.catalog.headersOf(entity.name)) {
    if (current[0].workflow) break;
    const header = await context.db
      .selectFrom(tableOf(relation.header))
      .selectAll()
      .where(relation.header.primaryKey, '=', Number(current[1][relation.collection.foreignKey]))
      .executeTakeFirst();
    if (!header) return undefined;
    current = [relation.header, header];
  }
  return current[0].workflow ? current : undefined;
}

/** Save and delete are allowed only in the workflow's editable statuses (for a line: its header's). */
export async function assertEditable(context: EngineContext, entity: EntitySchema, row: StoredRow, actor: Actor): Promise<void> {
  const governing = await governingRow(context, entity, row);
  if (!governing) return;
  const [owner, ownerRow] = governing;
  const workflow = owner.workflow;
  if (!workflow) return;
  const status = String(ownerRow[workflow.statusField] ?? '');
  if (!workflow.editableIn.includes(status)) {
    throw engineError(actor.language, 'notEditable', { status: await statusText(context, owner, status, actor.language) });
  }
}

/** The optimistic lock: the caller must send the version it read, and it must still be the stored one. */
export function assertSameVersion(given: unknown, row: StoredRow, actor: Actor): number {
  const stored = Number(row.versionNum);
  const sent = typeof given === 'string' && given.trim() !== '' ? Number(given) : given;
  if (typeof sent !== 'number' || sent !== stored) throw engineError(actor.language, 'staleVersion');
  return stored;
}
