import { checkMatchFills } from './check-match-fills';
import { isServiceEntity } from '../../src/shared/entity/entity-catalog';
import { DOCUMENT_ORG_FIELD } from '../../src/server/db/document-org-column';
import { expressionReferences } from '../../src/shared/expressions/expression-references';
import { EntitySchema } from '../../src/shared/formats/entity-format';
import { checkDocumentLinks } from './check-document-links';
import { checkCondition, checkExpression } from './check-expressions';
import { checkImportDefinition } from './check-import';
import { checkLineNesting } from './check-line-nesting';
import { checkChangeRequests } from './check-change-requests';
import { entityFieldNames } from './entity-fields';
import type { JsonFile } from './project-files';
import { jsonPath, type ProblemList } from './problems';
import { didYouMean } from './suggest';

export interface ParsedEntity {
  file: string;
  entity: EntitySchema;
}

/**
 * An internal field hides a value from supplier users; a field computed from it would show it again,
 * so it must be internal too. serverOnly already hides a field from everyone.
 */
function checkInternalFields(file: string, entity: EntitySchema, problems: ProblemList): void {
  const internal = new Set(entity.fields.filter((f) => f.internal).map((f) => f.name));
  entity.fields.forEach((field, i) => {
    if (field.internal && field.serverOnly) {
      problems.add(file, `$.fields[${i}].internal`, 'a serverOnly field is never sent to anyone: drop `internal`');
    }
    if (field.computed && !field.internal) {
      const leaked = expressionReferences(field.computed).find((used) => used.kind === 'field' && internal.has(used.name));
      if (leaked) {
        problems.add(file, `$.fields[${i}].computed`, `computed from the internal field \`${leaked.name}\`: mark \`${field.name}\` internal too`);
      }
    }
  });
}

export function parseEntities(files: JsonFile[], problems: ProblemList): Map<string, ParsedEntity> {
  const entities = new Map<string, ParsedEntity>();
  for (const { file, json } of files) {
    const result = EntitySchema.safeParse(json);
    if (!result.success) {
      for (const issue of result.error.issues) problems.add(file, jsonPath(issue.path), issue.message);
      continue;
    }
    const entity = result.data;
    const expectedName = file.split('/').pop()?.replace(/\.json$/, '');
    if (expectedName !== entity.name) {
      problems.add(file, '$.name', `entity name \`${entity.name}\` must match the file name \`${expectedName}\``);
    }
    if (entities.has(entity.name)) {
      problems.add(file, '$.name', `entity \`${entity.name}\` is already defined in ${entities.get(entity.name)?.file}`);
      continue;
    }
    entities.set(entity.name, { file, entity });
  }
  return entities;
}

/** References between entities, and to lookup types, must resolve. */
export function checkEntities(
  entities: Map<string, ParsedEntity>,
  lookupTypes: Set<string>,
  problems: ProblemList,
): void {
  const tables = new Map<string, string>();
  const schemas = new Map([...entities].map(([name, parsed]) => [name, parsed.entity]));
  const headers = new Map<string, EntitySchema>();
  for (const { entity } of entities.values()) for (const lines of entity.lines ?? []) headers.set(lines.entity, entity);
  const parentOf = (entity: EntitySchema) => headers.get(entity.name);
  checkLineNesting(entities, problems);
  checkChangeRequests(entities, problems);
  for (const { file, entity } of entities.values()) {
    const fields = entityFieldNames(entity);
    const needField = (path: string, name: string, target = entity, targetFields = fields) => {
      if (!targetFields.has(name)) {
        problems.add(file, path, `field \`${name}\` is not in entity ${target.name}${didYouMean(name, targetFields)}`);
      }
    };
    const needEntity = (path: string, name: string) => {
      if (!entities.has(name)) problems.add(file, path, `entity \`${name}\` does not exist${didYouMean(name, entities.keys())}`);
      return entities.get(name)?.entity;
    };
    const needLookup = (path: string, type: string) => {
      if (!lookupTypes.has(type)) {
        problems.add(file, path, `lookup type \`${type}\` is not in seed/system/lookups.json${didYouMean(type, lookupTypes)}`);
      }
    };
    if (entity.viewOf !== undefined) checkView(file, entity, needEntity('$.viewOf', entity.viewOf), problems);
    else if (entity.table !== undefined) {
      const other = tables.get(entity.table);
      if (other) problems.add(file, '$.table', `table \`${entity.table}\` is already used by ${other}`);
      tables.set(entity.table, entity.name);
    }
    const declared = new Set(entity.fields.map((f) => f.name));
    // A service entity declares its key (the format checks that); on a table the engine adds it.
    if (!isServiceEntity(entity) && declared.has(entity.primaryKey)) {
      problems.add(file, '$.primaryKey', 'the primary key is added by the engine; do not declare it as a field');
    }
    entity.fields.forEach((field, i) => {
      const path = `$.fields[${i}]`;
      if (entity.fields.findIndex((f) => f.name === field.name) !== i) problems.add(file, `${path}.name`, `field \`${field.name}\` is declared twice`);
      if (field.name === DOCUMENT_ORG_FIELD) problems.add(file, `${path}.name`, `\`${DOCUMENT_ORG_FIELD}\` is where the engine keeps a line's document organisation; name the field otherwise`);
      if (field.lookup) needLookup(`${path}.lookup`, field.lookup);
      if (field.ref) needEntity(`${path}.ref.entity`, field.ref.entity);
      if (field.ref?.display) {
        const target = entities.get(field.ref.entity)?.entity;
        if (target) for (const source of Object.values(field.ref.display)) needField(`${path}.ref.display`, source, target, entityFieldNames(target));
      }
      const parent = parentOf(entity);
      if (field.computed) checkExpression(file, `${path}.computed`, field.computed, { record: entity, parent, entities: schemas }, problems);
      if (field.typedBy) {
        needField(`${path}.typedBy.field`, field.typedBy.field);
        if (field.type !== 'string') problems.add(file, `${path}.typedBy`, 'typedBy is for string fields: the value is kept as text and checked as the type named');
      }
      for (const key of ['visibleWhen', 'readOnlyWhen', 'requiredWhen'] as const) {
        const condition = field[key];
        if (condition) checkCondition(file, `${path}.${key}`, condition, { record: entity, parent, entities: schemas }, problems);
      }
    });
    if (entity.readReceipts) {
      const receipts = entity.readReceipts;
      const receiptEntity = needEntity('$.readReceipts.entity', receipts.entity);
      if (receiptEntity) {
        for (const name of [receipts.foreignKey, 'userId', 'supplierId', 'firstViewDate', 'lastViewDate', 'viewCount']) {
          needField('$.readReceipts', name, receiptEntity, entityFieldNames(receiptEntity));
        }
      }
      // The read marker is a key of its own on the record: it must not hide a field or a display key.
      const taken = new Set([...fields, ...entity.fields.flatMap((field) => Object.keys(field.ref?.display ?? {}))]);
      if (receipts.readKey && taken.has(receipts.readKey)) {
        problems.add(file, '$.readReceipts.readKey', `\`${receipts.readKey}\` is already a field or display key of ${entity.name}; name the read marker otherwise`);
      }
    }
    entity.checks?.forEach((check, i) => {
      const path = `$.checks[${i}]`;
      const scope = { record: entity, parent: parentOf(entity), entities: schemas };
      if (entity.checks?.findIndex((other) => other.name === check.name) !== i) problems.add(file, `${path}.name`, `check \`${check.name}\` is declared twice`);
      checkCondition(file, `${path}.rule`, check.rule, scope, problems);
      if (check.when) checkCondition(file, `${path}.when`, check.when, scope, problems);
      if (check.field) needField(`${path}.field`, check.field);
      const collections = (entity.lines ?? []).map((lines) => lines.name);
      if (check.lines && !collections.includes(check.lines)) {
        problems.add(file, `${path}.lines`, `line collection \`${check.lines}\` is not in entity ${entity.name}${didYouMean(check.lines, collections)}`);
      }
    });
    checkMatchFills(file, entity, { entities: schemas, parentOf }, problems);
    if (entity.effectiveDated) {
      const dated = entity.effectiveDated;
      dated.keys.forEach((name, i) => needField(`$.effectiveDated.keys[${i}]`, name));
      const dateField = entity.fields.find((field) => field.name === dated.dateField);
      if (!dateField) needField('$.effectiveDated.dateField', dated.dateField);
      else if (dateField.type !== 'date') problems.add(file, '$.effectiveDated.dateField', `field \`${dated.dateField}\` is of type ${dateField.type}; an effective date must be of type date`);
      if (['findById', 'listByPage', 'saveOrUpdate', 'doBatchSaveOrUpdate', 'delete', 'doBatchDelete', 'doImport'].includes(dated.operation) || Object.hasOwn(entity.userLists ?? {}, dated.operation)) {
        problems.add(file, '$.effectiveDated.operation', `\`${dated.operation}\` is already an operation of ${entity.name}; name the effective-date read otherwise`);
      }
    }
    for (const key of ['displayField', 'codeField'] as const) {
      const name = entity[key];
      if (name) needField(`$.${key}`, name);
    }
    if (entity.defaultSort) needField('$.defaultSort.field', entity.defaultSort.field);
    entity.indexes?.forEach((index, i) => index.fields.forEach((name, j) => needField(`$.indexes[${i}].fields[${j}]`, name)));
    if (entity.ownership?.supplierField) needField('$.ownership.supplierField', entity.ownership.supplierField);
    if (entity.publicToSuppliers) {
      needField('$.publicToSuppliers.field', entity.publicToSuppliers.field);
      if (entity.ownership) problems.add(file, '$.publicToSuppliers', 'an entity is either owned by one supplier (ownership) or public to every supplier (publicToSuppliers), not both');
    }
    if (entity.orgScope) needField('$.orgScope.field', entity.orgScope.field);
    entity.permitScope?.forEach((scope, i) => needField(`$.permitScope[${i}].field`, scope.field));
    if (entity.userScope) needField('$.userScope.field', entity.userScope.field);
    entity.participantScope?.users.forEach((name, i) => needField(`$.participantScope.users[${i}]`, name));
    entity.participantScope?.adminFields?.forEach((name, i) => needField(`$.participantScope.adminFields[${i}]`, name));
    entity.participantScope?.through?.forEach((link, i) => {
      const related = needEntity(`$.participantScope.through[${i}].entity`, link.entity);
      if (!related) return;
      for (const key of ['foreignKey', 'user'] as const) needField(`$.participantScope.through[${i}].${key}`, link[key], related, entityFieldNames(related));
    });
    checkInternalFields(file, entity, problems);
    checkImportDefinition(file, entity, entities, problems);
    checkDocumentLinks(file, entity, { entities: schemas, parentOf }, problems);
    if (entity.workflow) {
      needField('$.workflow.statusField', entity.workflow.statusField);
      if (entity.workflow.statusLookup) needLookup('$.workflow.statusLookup', entity.workflow.statusLookup);
      for (const [name, action] of Object.entries(entity.workflow.actions)) {
        for (const [stamped, stamp] of Object.entries(action.stamp ?? {})) {
          needField(`$.workflow.actions.${name}.stamp`, stamped);
          const field = entity.fields.find((candidate) => candidate.name === stamped);
          if (stamp === 'increment' && field && field.type !== 'integer') problems.add(file, `$.workflow.actions.${name}.stamp.${stamped}`, `increment needs an integer field; \`${stamped}\` is ${field.type}`);
        }
        // The choice reads the header as saved (process variables), so only its own fields and no context names.
        action.process?.choose?.forEach((choice, i) => {
          checkCondition(file, `$.workflow.actions.${name}.process.choose[${i}].when`, choice.when, { record: entity, entities: schemas }, problems);
        });
        if (action.line) {
          const here = `$.workflow.actions.${name}.line`;
          const collection = entity.lines?.find((lines) => lines.name === action.line?.collection);
          const lineEntity = collection ? entities.get(collection.entity)?.entity : undefined;
          if (!collection) problems.add(file, `${here}.collection`, `\`${action.line.collection}\` is not a line collection of ${entity.name}${didYouMean(action.line.collection, (entity.lines ?? []).map((lines) => lines.name))}`);
          else if (lineEntity) {
            needField(`${here}.statusField`, action.line.statusField, lineEntity, entityFieldNames(lineEntity));
            if (action.line.when) checkCondition(file, `${here}.when`, action.line.when, { record: lineEntity, entities: schemas }, problems);
          }
        }
      }
    }
    if (entity.versioned) {
      const rule = entity.versioned;
      const versionField = entity.fields.find((field) => field.name === rule.versionField);
      if (versionField?.type !== 'integer') problems.add(file, '$.versioned.versionField', `\`${rule.versionField}\` must be an integer field of ${entity.name}`);
      for (const key of ['openOn', 'bumpOn'] as const) {
        if (!entity.workflow?.actions[rule[key]]) problems.add(file, `$.versioned.${key}`, `\`${rule[key]}\` is not a workflow action of ${entity.name}`);
      }
      const needs = { snapshots: ['versionNumber', 'snapshot'], changes: ['versionNumber', 'partName', 'partLabel', 'lineLabel', 'changeType', 'fieldName', 'fieldLabel', 'oldValue', 'newValue'] } as const;
      for (const key of ['snapshots', 'changes'] as const) {
        const collection = entity.lines?.find((lines) => lines.name === rule[key]);
        const lineEntity = collection ? entities.get(collection.entity)?.entity : undefined;
        if (!collection || !lineEntity) {
          problems.add(file, `$.versioned.${key}`, `\`${rule[key]}\` is not a line collection of ${entity.name}`);
          continue;
        }
        for (const name of needs[key]) {
          const field = lineEntity.fields.find((candidate) => candidate.name === name);
          if (!field?.readOnly) problems.add(file, `$.versioned.${key}`, `${lineEntity.name} needs the readOnly field \`${name}\``);
        }
      }
    }
    entity.lines?.forEach((collection, i) => {
      const line = needEntity(`$.lines[${i}].entity`, collection.entity);
      if (!line) return;
      const lineFields = entityFieldNames(line);
      needField(`$.lines[${i}].foreignKey`, collection.foreignKey, line, lineFields);
      if (collection.numberField) needField(`$.lines[${i}].numberField`, collection.numberField, line, lineFields);
      // Read on the saved header itself (its status, `$side`).
      if (collection.fixedWhen) checkCondition(file, `$.lines[${i}].fixedWhen`, collection.fixedWhen, { record: entity, entities: schemas }, problems);
      if (collection.oneCurrent) {
        const { flag, per } = collection.oneCurrent;
        needField(`$.lines[${i}].oneCurrent.flag`, flag, line, lineFields);
        if (line.fields.some((field) => field.name === flag && field.type !== 'flag')) {
          problems.add(file, `$.lines[${i}].oneCurrent.flag`, `field \`${flag}\` of ${line.name} must be a flag (Y/N)`);
        }
        per.forEach((name, k) => needField(`$.lines[${i}].oneCurrent.per[${k}]`, name, line, lineFields));
      }
      for (const field of line.fields) {
        if (field.inherit && !fields.has(field.inherit)) {
          problems.add(entities.get(line.name)?.file ?? file, `$.fields[${line.fields.indexOf(field)}].inherit`,
            `field \`${field.inherit}\` is not in the header entity ${entity.name}${didYouMean(field.inherit, fields)}`);
        }
      }
    });
  }
}

/** A view (`viewOf`) shares its entity's table: same table and key, each of its fields one of the entity's, of the same type. */
function checkView(file: string, view: EntitySchema, base: EntitySchema | undefined, problems: ProblemList): void {
  if (!base) return;
  if (base.viewOf !== undefined) problems.add(file, '$.viewOf', `${base.name} is itself a view; name the entity that owns the table`);
  if (base.table !== view.table) problems.add(file, '$.table', `a view of ${base.name} has its table \`${base.table ?? ''}\``);
  if (base.primaryKey !== view.primaryKey) problems.add(file, '$.primaryKey', `a view of ${base.name} has its primary key \`${base.primaryKey}\``);
  view.fields.forEach((field, i) => {
    const same = base.fields.find((candidate) => candidate.name === field.name);
    if (!same) problems.add(file, `$.fields[${i}].name`, `field \`${field.name}\` is not a field of ${base.name}, whose table the view reads`);
    else if (same.type !== field.type) problems.add(file, `$.fields[${i}].type`, `field \`${field.name}\` is of type ${same.type} in ${base.name}`);
  });
}
