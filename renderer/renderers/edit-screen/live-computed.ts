import { applyComputedFields } from '../../../src/shared/entity/computed-fields';
import { expressionReferences } from '../../../src/shared/expressions/expression-references';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { isEmptyValue } from '../../../src/shared/validation/validate-record';
import type { LookupAttributeOf } from '../../lookups/use-lookup-attributes';
import type { EditRecord, RecordValues } from './edit-record';

/**
 * Computed fields recomputed in the browser as the user types, with the function the server runs on
 * save (applyComputedFields: decimal arithmetic, rounded to each field's precision), so line amounts,
 * the tax-exclusive price and the header totals show before saving. The lines of a collection read
 * their header as the server lets them: `{parentField}`, and inherited fields still empty on the line.
 */
export interface LiveComputation {
  /** Lookup types whose flexfields computed fields read (a tax rate's attribute1). */
  lookupTypes: string[];
  /** Whether anything here is computed at all. */
  active: boolean;
  /** Header fields that line computations read (directly, or through an inherited line field). */
  headerFieldsReadByLines: ReadonlySet<string>;
}

export interface ComputedEntities {
  entity: EntitySchema;
  /** The line collections, each with its own (lines of lines). */
  lines: { name: string; entity: EntitySchema; children?: { name: string; entity: EntitySchema }[] }[];
}

function computedOf(entity: EntitySchema) {
  return entity.fields.filter((field) => field.computed);
}

export function liveComputation({ entity, lines }: ComputedEntities): LiveComputation {
  const lookupTypes = new Set<string>();
  const headerFields = new Set<string>();
  let active = computedOf(entity).length > 0;
  const scan = (owner: EntitySchema, isLine: boolean) => {
    for (const field of computedOf(owner)) {
      for (const reference of expressionReferences(field.computed ?? 0)) {
        const read = owner.fields.find((candidate) => candidate.name === reference.name);
        if (reference.kind === 'lookupAttr' && read?.lookup) lookupTypes.add(read.lookup);
        if (isLine && reference.kind === 'parentField') headerFields.add(reference.name);
        if (isLine && (reference.kind === 'field' || reference.kind === 'lookupAttr') && read?.inherit) headerFields.add(read.inherit);
      }
    }
  };
  scan(entity, false);
  for (const line of lines) {
    for (const owner of [line.entity, ...(line.children ?? []).map((child) => child.entity)]) {
      if (computedOf(owner).length > 0) active = true;
    }
    scan(line.entity, true);
    // Lines of lines read their line, not the header: only their lookup types matter here.
    for (const child of line.children ?? []) {
      for (const field of computedOf(child.entity)) {
        for (const reference of expressionReferences(field.computed ?? 0)) {
          const read = child.entity.fields.find((candidate) => candidate.name === reference.name);
          if (reference.kind === 'lookupAttr' && read?.lookup) lookupTypes.add(read.lookup);
        }
      }
    }
  }
  return { lookupTypes: [...lookupTypes], active, headerFieldsReadByLines: headerFields };
}

function attributeReader(entity: EntitySchema, record: RecordValues, attrOf: LookupAttributeOf) {
  return (fieldName: string, attr: string) => {
    const type = entity.fields.find((field) => field.name === fieldName)?.lookup;
    return type ? attrOf(type, record[fieldName], attr) : null;
  };
}

/** Writes only values that changed, so an unchanged line keeps its identity (and is not drawn again). */
function copyComputed(entity: EntitySchema, from: RecordValues, into: RecordValues): void {
  for (const field of computedOf(entity)) {
    if (!Object.is(into[field.name], from[field.name])) into[field.name] = from[field.name];
  }
}

/**
 * Recomputes one line (an immer draft or a plain object) against its header; `children` are the values of
 * the line's own collections, which its totals (sumLines) add up. A line of a line passes its line as header.
 */
export function recomputeLine(lineEntity: EntitySchema, line: RecordValues, header: RecordValues, attrOf: LookupAttributeOf, children: Readonly<Record<string, readonly RecordValues[]>> = {}): void {
  if (computedOf(lineEntity).length === 0) return;
  const view: RecordValues = { ...line, ...children };
  for (const field of lineEntity.fields) {
    if (field.inherit && isEmptyValue(view[field.name])) view[field.name] = header[field.inherit];
  }
  applyComputedFields(lineEntity, view, attributeReader(lineEntity, view, attrOf), header);
  copyComputed(lineEntity, view, line);
}

/**
 * Recomputes the header's computed fields (an immer draft or a plain object) from the values of its
 * lines (totals: sumLines). The lines are passed as plain values, not drafts: reading two thousand lines
 * through immer's proxies on every keystroke would cost more than the sums.
 */
export function recomputeHeader(entity: EntitySchema, header: RecordValues, lines: Readonly<Record<string, readonly RecordValues[]>>, attrOf: LookupAttributeOf): void {
  if (computedOf(entity).length === 0) return;
  const view: RecordValues = { ...header, ...lines };
  applyComputedFields(entity, view, attributeReader(entity, view, attrOf));
  copyComputed(entity, view, header);
}

/** The values of every line collection of a record, one line's values replaced (the line just changed). */
export function lineValues(record: EditRecord, changed?: { collection: string; key: string; values: RecordValues }): Record<string, RecordValues[]> {
  const values: Record<string, RecordValues[]> = {};
  for (const [name, lines] of Object.entries(record.lines)) {
    values[name] = lines.map((line) => (changed && name === changed.collection && line.key === changed.key ? changed.values : line.values));
  }
  return values;
}
