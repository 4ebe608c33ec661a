import { findField, type EntityCatalog } from '../../shared/entity/entity-catalog';
import type { Language, LocalizedText } from '../../shared/formats/common';
import type { EntityField, EntitySchema, ImportColumn, ImportDefinition } from '../../shared/formats/entity-format';
import { isServerSetField } from '../../shared/validation/validate-record';

/** One column of an entity's import, resolved against its schema. */
export interface ImportColumnModel {
  field: EntityField;
  title: LocalizedText;
  /** Marked in the template (red title, "*"): a new record needs it and nothing else fills it. */
  required: boolean;
  /** A lookup column: the cell holds a meaning (or the code). */
  lookupType?: string;
  /** A reference column: the cell holds this field of the referenced entity (e.g. its code), not the id. */
  refBy?: { entity: EntitySchema; field: EntityField };
  /** Part of the match-by key. */
  matchKey: boolean;
}

/** The columns of one sheet of an import. */
export interface SheetColumns {
  columns: ImportColumnModel[];
}

/**
 * A line sheet of a header import (import.lines): its first column the link column (the header's
 * `linkBy` column, naming the header row), then the line entity's columns.
 */
export interface ImportLineModel extends SheetColumns {
  collection: string;
  entity: EntitySchema;
  /** The sheet's name: the declared title or the line entity's label. */
  title: LocalizedText;
  link: ImportColumnModel;
}

export interface ImportModel extends SheetColumns {
  entity: EntitySchema;
  definition: ImportDefinition;
  /** One per line sheet; empty for a one-sheet import. */
  lines: ImportLineModel[];
}

export function columnTitle(column: ImportColumnModel, language: Language): string {
  return language === 'EN' ? column.title.en : column.title.cn;
}

/** Filled without the cell: a default, the header's value (inherit), or the server (an auto-number key). */
function filledOtherwise(field: EntityField): boolean {
  return field.default !== undefined || Boolean(field.inherit) || isServerSetField(field);
}

/**
 * The import columns of an entity (its schema's `import` section), in order. The schema files are checked
 * by `npm run validate`; a column that does not resolve here is a programming error.
 */
export function importModelOf(entity: EntitySchema, catalog: EntityCatalog): ImportModel | undefined {
  const definition = entity.import;
  if (!definition) return undefined;
  const columns = columnModels(entity, definition.columns, definition.matchBy ?? [], catalog);
  const lines = (definition.lines ?? []).map((sheet): ImportLineModel => {
    const collection = (entity.lines ?? []).find((candidate) => candidate.name === sheet.collection);
    const link = columns.find((column) => column.field.name === definition.linkBy);
    if (!collection || !link) throw new Error(`${entity.name}: import line sheet ${sheet.collection} needs a line collection and linkBy`);
    const line = catalog.get(collection.entity);
    const lineColumns = columnModels(line, sheet.columns, [], catalog);
    if (lineColumns.some((column) => column.field.name === link.field.name)) throw new Error(`${line.name}: a line column is named like the link column`);
    const linkColumn = { ...link, required: true, matchKey: false };
    return { collection: sheet.collection, entity: line, title: sheet.title ?? line.label, link: linkColumn, columns: [linkColumn, ...lineColumns] };
  });
  return { entity, definition, columns, lines };
}

function columnModels(entity: EntitySchema, specs: readonly ImportColumn[], matchByNames: readonly string[], catalog: EntityCatalog): ImportColumnModel[] {
  const matchBy = new Set(matchByNames);
  return specs.map((column): ImportColumnModel => {
    const spec = typeof column === 'string' ? { field: column } : column;
    const field = findField(entity, spec.field);
    if (!field) throw new Error(`${entity.name}: import column ${spec.field} is not a field`);
    const matchKey = matchBy.has(field.name);
    let refBy: ImportColumnModel['refBy'];
    if ('refBy' in spec && spec.refBy && field.ref) {
      const target = catalog.get(field.ref.entity);
      const byField = findField(target, spec.refBy);
      if (!byField) throw new Error(`${entity.name}: import column ${spec.field} refers by unknown field ${spec.refBy}`);
      refBy = { entity: target, field: byField };
    }
    return {
      field,
      title: ('title' in spec && spec.title) || field.label,
      required: Boolean(field.required) && !filledOtherwise(field),
      lookupType: field.lookup,
      refBy,
      matchKey,
    };
  });
}
