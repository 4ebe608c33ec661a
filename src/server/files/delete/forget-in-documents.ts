import type { Kysely } from 'kysely';
import { tableOf, type EntityCatalog } from '../../../shared/entity/entity-catalog';
import type { DatabaseTables } from '../../db/database.types';
import { attachmentIdsOf } from '../../entities/attachment-links';
import { belongsToDocument } from '../../entities/header-chain';
import type { AttachmentRow } from '../attachment-files';

/**
 * Takes deleted files out of the attachment fields of the document rows that name them (the header, its
 * lines or their lines), so the saved document never names a file that is gone. The version is left as it is: a
 * form open on the document saves the same field without them, as the widget already shows it.
 */
export async function forgetInDocuments(db: Kysely<DatabaseTables>, catalog: EntityCatalog, files: readonly AttachmentRow[]): Promise<void> {
  const bySlot = new Map<string, AttachmentRow[]>();
  for (const file of files) {
    if (file.businessId === null || !catalog.has(file.entityName)) continue;
    const key = `${file.entityName}.${file.fieldName}.${file.businessId}`;
    bySlot.set(key, [...(bySlot.get(key) ?? []), file]);
  }
  for (const group of bySlot.values()) {
    const { entityName, fieldName, businessId, businessEntity } = group[0];
    const entity = catalog.get(entityName);
    const gone = new Set(group.map((file) => file.fileId));
    if (catalog.documentOf(entityName).name !== businessEntity) continue;
    const table = tableOf(entity);
    const rows = await db.selectFrom(table).select([entity.primaryKey, fieldName]).where(belongsToDocument(entity, catalog, Number(businessId))).execute();
    for (const row of rows) {
      const ids = attachmentIdsOf(row[fieldName]);
      if (!ids.some((id) => gone.has(id))) continue;
      const kept = ids.filter((id) => !gone.has(id));
      const values: Record<string, unknown> = { [fieldName]: kept.length > 0 ? kept.join(',') : null };
      await db.updateTable(table).set(values).where(entity.primaryKey, '=', row[entity.primaryKey]).execute();
    }
  }
}
