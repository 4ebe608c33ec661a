import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { SAMPLE_SUPPLIER_ID, type Viewer } from './viewer';

type Row = Record<string, unknown>;

function statusOf(entity: EntitySchema, row: Row): string | undefined {
  return entity.workflow ? String(row[entity.workflow.statusField]) : undefined;
}

/** The ownership and publicToSuppliers rules of the server (src/server/entities/supplier-scope.ts) on a sample record. */
function supplierMaySee(entity: EntitySchema, row: Row): boolean {
  const publicRule = entity.publicToSuppliers;
  if (publicRule) return publicRule.in.includes(String(row[publicRule.field] ?? ''));
  const ownership = entity.ownership;
  if (!ownership) return true;
  const audience = ownership.audience;
  if (audience) {
    // Addressed by an audience: a receiver line naming the supplier itself (sample-records.ts makes the first one so).
    const direct = audience.match.filter((match) => !match.through);
    const lines = (row[audience.lines] as Row[] | undefined) ?? [];
    if (!lines.some((line) => direct.some((match) => line[match.field] === SAMPLE_SUPPLIER_ID))) return false;
  } else if (row[ownership.supplierField ?? entity.primaryKey] !== SAMPLE_SUPPLIER_ID) return false;
  const visible = ownership.supplierVisibleStatuses;
  return !visible || visible.includes(String(statusOf(entity, row)));
}

/**
 * The key of the sample record an edit screen story opens: for a buyer, the first record still in an
 * editable status (the form as people fill it in); for a supplier, the first record the supplier may
 * see. Undefined when there is none: the story then opens a new record.
 */
export function openableRecordKey(entity: EntitySchema, rows: readonly Row[], viewer: Viewer): string | undefined {
  const editable = entity.workflow?.editableIn;
  const chosen =
    viewer === 'supplier'
      ? rows.find((row) => supplierMaySee(entity, row))
      : (rows.find((row) => !editable || editable.includes(String(statusOf(entity, row)))) ?? rows[0]);
  const key = chosen?.[entity.primaryKey];
  return key === undefined || key === null ? undefined : String(key);
}
