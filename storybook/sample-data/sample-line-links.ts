import type { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import { evaluateNumber } from '../../src/shared/expressions/evaluate-expression';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { decimalToNumber } from '../../src/shared/numbers/decimal';
import { isServerSetField } from '../../src/shared/validation/validate-record';

type Row = Record<string, unknown>;

/** Statuses of `source` documents that generate actions start from to make `target` documents. */
function generateStatuses(catalog: EntityCatalog, source: EntitySchema, target: EntitySchema): Set<string> {
  const statuses = new Set<string>();
  for (const entity of catalog.all()) {
    for (const action of Object.values(entity.generate ?? {})) {
      if (!catalog.has(action.target)) continue;
      if (catalog.documentOf(entity.name).name !== source.name || catalog.documentOf(action.target).name !== target.name) continue;
      for (const status of action.from ?? []) statuses.add(status);
    }
  }
  return statuses;
}

/** Whether two records of supplier-owned entities belong to the same supplier (true when either has no owner). */
function sameOwner(left: EntitySchema, leftRow: Row, right: EntitySchema, rightRow: Row): boolean {
  if (!left.ownership?.supplierField || !right.ownership?.supplierField) return true;
  return leftRow[left.ownership.supplierField] === rightRow[right.ownership.supplierField];
}

/** Reference fields two headers share (same name, same referenced entity), their owner field left out: an organisation. */
function sharedReferences(left: EntitySchema, right: EntitySchema): string[] {
  return left.fields
    .filter((field) => field.ref && field.name !== left.ownership?.supplierField)
    .filter((field) => right.fields.some((other) => other.name === field.name && other.ref?.entity === field.ref?.entity))
    .map((field) => field.name);
}

/**
 * Sample lines that refer to a line of another document (a delivery note's order line) point at real
 * sample lines, as the screens make them: each record takes the lines of one source document of the same
 * supplier (in a status its generate action starts from, where there is one; another supplier's, whom the
 * record then belongs to, when its own supplier has none in such a status), agrees with it on the
 * references both headers have (the organisation), takes all but the last of its lines, copies what the lines and headers share by name (item,
 * unit, order number), and keeps its quantities within what the consumption it declares allows. Then the
 * record's totals are computed again (`recompute`).
 */
export function linkSampleLines(catalog: EntityCatalog, records: Record<string, Row[]>, recompute: (entity: EntitySchema, row: Row) => void): void {
  for (const header of catalog.all()) {
    const rows = records[header.name];
    if (!rows) continue;
    for (const collection of header.lines ?? []) {
      const lineEntity = catalog.get(collection.entity);
      for (const field of lineEntity.fields) {
        const target = field.ref && catalog.has(field.ref.entity) ? catalog.get(field.ref.entity) : undefined;
        const relation = target && catalog.parentOf(target.name);
        const sources = relation && records[relation.header.name];
        // Only a line's required reference to another document's line is linked: an optional one (a delivery line's
        // notice line, beside its order line) stays empty, so the line follows one source document.
        if (!target || !relation || !sources || !field.required) continue;
        const statuses = generateStatuses(catalog, relation.header, header);
        const statusField = relation.header.workflow?.statusField;
        const withLines = sources.filter((source) => Array.isArray(source[relation.collection.name]) && (source[relation.collection.name] as Row[]).length > 0);
        rows.forEach((row, index) => {
          const startable = (list: Row[]) => list.filter((source) => statuses.size === 0 || (statusField !== undefined && statuses.has(String(source[statusField]))));
          const owned = withLines.filter((source) => sameOwner(header, row, relation.header, source));
          // A supplier without such documents in a status to start from gets those of another: the record follows
          // their owner. Only when no supplier has one do its own documents in any status serve.
          const candidates = [startable(owned), startable(withLines), owned].find((list) => list.length > 0);
          if (!candidates) return;
          const chosen = candidates[index % candidates.length];
          for (const name of sharedReferences(header, relation.header)) row[name] = chosen[name];
          if (header.ownership?.supplierField && relation.header.ownership?.supplierField) row[header.ownership.supplierField] = chosen[relation.header.ownership.supplierField];
          const sourceLines = chosen[relation.collection.name] as Row[];
          // The source's last line stays out (while it has others): something is left to add from it.
          const lines = (row[collection.name] as Row[]).slice(0, Math.max(1, sourceLines.length - 1));
          lines.forEach((line, position) => linkLine(line, sourceLines[position], chosen));
          row[collection.name] = lines;
          recompute(header, row);
        });

        function linkLine(line: Row, source: Row, sourceHeader: Row): void {
          if (!target || !relation) return;
          line[field.name] = source[target.primaryKey];
          for (const copied of lineEntity.fields) {
            if (copied === field || isServerSetField(copied) || copied.ref) continue;
            if (target.fields.some((other) => other.name === copied.name)) line[copied.name] = source[copied.name];
            else if (relation.header.fields.some((other) => other.name === copied.name)) line[copied.name] = sourceHeader[copied.name];
          }
          for (const consumption of header.consumes ?? []) {
            const quantity = consumption.quantity;
            if (consumption.lines !== collection.name || consumption.target.entity !== target.name || consumption.target.by !== field.name) continue;
            if (typeof quantity !== 'object' || !('field' in quantity) || !consumption.limit) continue;
            const limit = evaluateNumber(consumption.limit, { record: source, parent: sourceHeader });
            if (limit !== null && Number(line[quantity.field]) > decimalToNumber(limit)) line[quantity.field] = decimalToNumber(limit);
          }
        }
      }
    }
  }
}
