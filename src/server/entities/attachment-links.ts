import type { FieldError } from '../../shared/api/envelope';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import { asNumber } from '../sql-database';
import { systemTable } from '../system-tables';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineMessage } from './engine-messages';
import { fieldLabel } from './entity-fields';
import type { RecordToCheck } from './record-checks';

/** The file ids an attachment value holds ("12,15"); nothing for an empty or malformed value (checked elsewhere). */
export function attachmentIdsOf(value: unknown): number[] {
  if (typeof value !== 'string' || !/^\d+(,\d+)*$/.test(value)) return [];
  return value.split(',').map(Number);
}

function attachmentFields(entity: EntitySchema) {
  return entity.fields.filter((field) => field.type === 'attachment');
}

/**
 * A document may name only files uploaded for that very field: by the caller and not yet part of any
 * document, or already part of this one. Naming another's file would otherwise hand out its bytes to
 * whoever may see this document. `items[0]` is the document saved (the header).
 */
export async function attachmentErrors(context: EngineContext, items: RecordToCheck[], failed: Set<string>, actor: Actor): Promise<FieldError[]> {
  const top = items[0];
  const uses: { item: RecordToCheck; field: string; label: string; ids: number[] }[] = [];
  items.forEach((item, index) => {
    for (const field of attachmentFields(item.entity)) {
      const value = item.record[field.name];
      if (isEmptyValue(value) || failed.has(`${index}:${field.name}`)) continue;
      uses.push({ item, field: field.name, label: fieldLabel(field, actor.language), ids: attachmentIdsOf(value) });
    }
  });
  const wanted = [...new Set(uses.flatMap((use) => use.ids))];
  if (wanted.length === 0) return [];
  const rows = await context.db.selectFrom(systemTable('attachments')).select(['fileId', 'entityName', 'fieldName', 'businessEntity', 'businessId', 'createdBy']).where('fileId', 'in', wanted).execute();
  const byId = new Map(rows.map((row) => [asNumber(row.fileId), row]));
  const errors: FieldError[] = [];
  for (const use of uses) {
    for (const id of use.ids) {
      const row = byId.get(id);
      const sameField = row?.entityName === use.item.entity.name && row?.fieldName === use.field;
      const unboundOwn = row?.businessId === null && asNumber(row?.createdBy) === actor.userId;
      const ofThisDocument = row?.businessEntity === top.entity.name && top.id !== undefined && row?.businessId !== null && asNumber(row?.businessId) === top.id;
      if (row && sameField && (unboundOwn || ofThisDocument)) continue;
      const message = engineMessage(actor.language, 'attachmentNotOurs', { label: use.label, value: id });
      errors.push(use.item.line ? { field: use.field, line: use.item.line, message } : { field: use.field, message });
      break;
    }
  }
  return errors;
}

/**
 * Makes the files a saved document names part of it (inside the save's transaction): from then on whoever
 * may see the document may reach them, and only they. Files of its lines (and of their lines) belong to the document too.
 */
export async function bindAttachments(context: EngineContext, entity: EntitySchema, header: EntityRecord, id: number): Promise<void> {
  const ids = new Set<number>();
  const collect = (current: EntitySchema, record: EntityRecord) => {
    for (const field of attachmentFields(current)) for (const fileId of attachmentIdsOf(record[field.name])) ids.add(fileId);
    for (const collection of current.lines ?? []) {
      const lines = Array.isArray(record[collection.name]) ? (record[collection.name] as EntityRecord[]) : [];
      for (const line of lines) collect(context.catalog.get(collection.entity), line);
    }
  };
  collect(entity, header);
  if (ids.size === 0) return;
  await context.db
    .updateTable(systemTable('attachments'))
    .set({ businessEntity: entity.name, businessId: id })
    .where('fileId', 'in', [...ids])
    .where('businessId', 'is', null)
    .execute();
}
