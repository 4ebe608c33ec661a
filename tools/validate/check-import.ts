import { isServiceEntity } from '../../src/shared/entity/entity-catalog';
import type { EntityField, EntitySchema, LineCollection } from '../../src/shared/formats/entity-format';
import { isServerSetField } from '../../src/shared/validation/validate-record';
import type { ParsedEntity } from './check-entities';
import type { ProblemList } from './problems';
import { didYouMean } from './suggest';

/** The header an entity is a line of, with the collection, if any. */
function headerOf(name: string, entities: Map<string, ParsedEntity>): { header: EntitySchema; collection: LineCollection } | undefined {
  for (const { entity } of entities.values()) {
    const collection = entity.lines?.find((lines) => lines.entity === name);
    if (collection) return { header: entity, collection };
  }
  return undefined;
}

/** A field whose value names one record: unique, the entity's code field, or alone in a unique index. */
function identifies(target: EntitySchema, field: string): boolean {
  return (
    Boolean(target.fields.find((candidate) => candidate.name === field)?.unique) ||
    target.codeField === field ||
    (target.indexes ?? []).some((index) => index.unique && index.fields.length === 1 && index.fields[0] === field)
  );
}

/**
 * An entity's `import` section (docs/authoring.md "Import") must work for every row: its columns are
 * fields a caller may set (server-set ones only as match-by keys), reference columns refer by a field
 * that names one record, every required field is filled by a column or otherwise, the resource code is
 * declared, and suppliers are let in only where the ownership lets them write.
 */
export function checkImportDefinition(file: string, entity: EntitySchema, entities: Map<string, ParsedEntity>, problems: ProblemList): void {
  const definition = entity.import;
  if (!definition) {
    if (entity.permissions?.import) problems.add(file, '$.permissions.import', 'there is no `import` section for this resource code to grant');
    return;
  }
  if (isServiceEntity(entity)) problems.add(file, '$.import', 'a service entity has no table to import into: remove `import`');
  if (!entity.permissions?.import) problems.add(file, '$.permissions', 'an import needs its resource code: add `"import": "btnImport"` to `permissions`');
  const fields = new Map(entity.fields.map((field) => [field.name, field]));
  const matchBy = new Set(definition.matchBy ?? []);
  const parent = headerOf(entity.name, entities);
  const columns = new Set<string>();
  definition.columns.forEach((column, i) => {
    const path = `$.import.columns[${i}]`;
    const spec = typeof column === 'string' ? { field: column, refBy: undefined } : column;
    const field = fields.get(spec.field);
    if (!field) {
      problems.add(file, path, `field \`${spec.field}\` is not declared in ${entity.name}${didYouMean(spec.field, fields.keys())}`);
      return;
    }
    if (columns.has(field.name)) problems.add(file, path, `field \`${field.name}\` is imported twice`);
    columns.add(field.name);
    if (field.serverOnly || (isServerSetField(field) && !matchBy.has(field.name))) {
      problems.add(file, path, `the server sets \`${field.name}\`: it can only be a match-by key, not an imported column`);
    }
    if (definition.intoHeader && parent && field.name === parent.collection.foreignKey) {
      problems.add(file, path, `\`${field.name}\` names the header: it is the import's parameter, not a column`);
    }
    if (spec.refBy) checkRefBy(file, `${path}.refBy`, field, spec.refBy, entities, problems);
  });
  (definition.matchBy ?? []).forEach((name, i) => {
    if (!columns.has(name)) problems.add(file, `$.import.matchBy[${i}]`, `match-by key \`${name}\` must be one of the import's columns`);
  });
  if (definition.intoHeader && !parent) problems.add(file, '$.import.intoHeader', `${entity.name} is no line collection of any entity`);
  if (definition.intoHeader && definition.matchBy) problems.add(file, '$.import.matchBy', 'lines imported into a header are always added: drop `matchBy`');
  for (const field of entity.fields) {
    const filled = field.default !== undefined || isServerSetField(field) || (parent !== undefined && (field.inherit !== undefined || field.name === parent.collection.foreignKey));
    if (field.required && !filled && !columns.has(field.name)) {
      problems.add(file, '$.import.columns', `required field \`${field.name}\` has no column, so no imported row could be saved`);
    }
  }
  checkLineSheets(file, entity, entities, problems);
  if (definition.supplierAllowed) {
    const ownership = entity.ownership ?? parent?.header.ownership;
    if (!ownership?.supplierWritable) {
      problems.add(file, '$.import.supplierAllowed', 'supplier users may not write this entity (`ownership.supplierWritable`): they cannot import it either');
    }
  }
}

function checkRefBy(file: string, path: string, field: EntityField, refBy: string, entities: Map<string, ParsedEntity>, problems: ProblemList): void {
  if (!field.ref) {
    problems.add(file, path, `\`${field.name}\` is no reference: \`refBy\` applies to reference fields only`);
    return;
  }
  const target = entities.get(field.ref.entity)?.entity;
  if (!target) return;
  const names = target.fields.map((candidate) => candidate.name);
  if (!names.includes(refBy)) {
    problems.add(file, path, `field \`${refBy}\` is not in entity ${target.name}${didYouMean(refBy, names)}`);
  } else if (!identifies(target, refBy)) {
    problems.add(file, path, `\`${refBy}\` of ${target.name} is not unique, so it cannot name one record: refer by a unique field or the code field`);
  }
}

/**
 * `import.lines`: each sheet a line collection of the entity, its columns fields of the line entity a
 * caller may set (not the foreign key: the link column names the header), every required line field
 * filled; `linkBy` a unique column of the header sheet.
 */
function checkLineSheets(file: string, entity: EntitySchema, entities: Map<string, ParsedEntity>, problems: ProblemList): void {
  const definition = entity.import;
  if (!definition?.lines) {
    if (definition?.linkBy) problems.add(file, '$.import.linkBy', '`linkBy` names header rows in line sheets: declare `lines` or drop it');
    return;
  }
  const headerColumns = definition.columns.map((column) => (typeof column === 'string' ? column : column.field));
  const link = entity.fields.find((field) => field.name === definition.linkBy);
  if (!link || !headerColumns.includes(link.name) || !link.unique) {
    problems.add(file, '$.import.linkBy', 'line sheets need `linkBy`: a unique field among the import columns, whose value names the header row');
  }
  if (definition.intoHeader) problems.add(file, '$.import.lines', 'lines imported into a header have no lines of their own to import');
  definition.lines.forEach((sheet, i) => {
    const path = `$.import.lines[${i}]`;
    const collection = entity.lines?.find((candidate) => candidate.name === sheet.collection);
    if (!collection) {
      problems.add(file, `${path}.collection`, `\`${sheet.collection}\` is no line collection of ${entity.name}${didYouMean(sheet.collection, (entity.lines ?? []).map((c) => c.name))}`);
      return;
    }
    const line = entities.get(collection.entity)?.entity;
    if (!line) return;
    const fields = new Map(line.fields.map((field) => [field.name, field]));
    const given = new Set<string>();
    sheet.columns.forEach((column, j) => {
      const spec = typeof column === 'string' ? { field: column, refBy: undefined } : column;
      const field = fields.get(spec.field);
      const columnPath = `${path}.columns[${j}]`;
      if (!field) {
        problems.add(file, columnPath, `field \`${spec.field}\` is not declared in ${line.name}${didYouMean(spec.field, fields.keys())}`);
        return;
      }
      if (given.has(field.name)) problems.add(file, columnPath, `field \`${field.name}\` is imported twice`);
      given.add(field.name);
      if (field.name === collection.foreignKey) problems.add(file, columnPath, `\`${field.name}\` names the header: the link column does that`);
      else if (field.serverOnly || isServerSetField(field)) problems.add(file, columnPath, `the server sets \`${field.name}\`: it cannot be imported`);
      if (spec.refBy) checkRefBy(file, `${columnPath}.refBy`, field, spec.refBy, entities, problems);
    });
    for (const field of line.fields) {
      const filled = field.default !== undefined || isServerSetField(field) || field.inherit !== undefined || field.name === collection.foreignKey;
      if (field.required && !filled && !given.has(field.name)) {
        problems.add(file, `${path}.columns`, `required field \`${field.name}\` of ${line.name} has no column, so no imported line could be saved`);
      }
    }
  });
}
