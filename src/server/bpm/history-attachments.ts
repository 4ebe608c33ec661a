import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { asNumber } from '../sql-database';
import { systemTable } from '../system-tables';
import type { Actor } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import { ApiError } from '../http/api-error';
import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';
import { bpmMessage } from './bpm-messages';

/** The history's attachment field: files uploaded for it (file/v2/file/upload?entity=bpmTaskHistory&field=attachmentIds) before the operation. */
export const HISTORY_ATTACHMENT_FIELD = 'attachmentIds';

/**
 * The files an operation's history line carries: each uploaded by the caller for the history's attachment
 * field and not yet part of any record (as documents check theirs, src/server/entities/attachment-links.ts);
 * any other id is refused naming it.
 */
export async function checkHistoryAttachments(context: EngineContext, fileIds: readonly number[], actor: Actor): Promise<void> {
  if (fileIds.length === 0) return;
  const rows = await context.db
    .selectFrom(systemTable('attachments'))
    .select(['fileId', 'entityName', 'fieldName', 'businessId', 'createdBy'])
    .where('fileId', 'in', [...fileIds])
    .execute();
  const byId = new Map(rows.map((row) => [asNumber(row.fileId), row]));
  for (const id of fileIds) {
    const row = byId.get(id);
    const ours = row?.entityName === BPM_ENTITIES.history && row.fieldName === HISTORY_ATTACHMENT_FIELD && row.businessId === null && asNumber(row.createdBy) === actor.userId;
    if (!ours) {
      const message = bpmMessage('attachmentNotForHistory', actor.language, { id });
      throw new ApiError(message, [{ field: HISTORY_ATTACHMENT_FIELD, message }]);
    }
  }
}

/**
 * Makes the files part of the instance's history (in the step's transaction): from then on whoever may see
 * the instance may reach them, as the files of a document's lines belong to the document.
 */
export async function bindHistoryAttachments(context: EngineContext, catalog: EntityCatalog, fileIds: readonly number[], instanceId: number): Promise<void> {
  if (fileIds.length === 0) return;
  await context.db
    .updateTable(systemTable('attachments'))
    .set({ businessEntity: catalog.get(BPM_ENTITIES.instance).name, businessId: instanceId })
    .where('fileId', 'in', [...fileIds])
    .where('businessId', 'is', null)
    .execute();
}
