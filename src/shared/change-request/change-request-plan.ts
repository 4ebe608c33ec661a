import type { EntityCatalog } from '../entity/entity-catalog';
import { findField } from '../entity/entity-catalog';
import { BASE_VERSION_FIELD, CHANGE_RECORD_FIELDS, SOURCE_LINE_FIELD } from '../formats/change-request-format';
import type { EntityField, EntitySchema, LineCollection } from '../formats/entity-format';
import { isServerSetField } from '../validation/validate-record';

/** One line collection a request copies: its own collection and the target's of the same name. */
export interface CopiedCollection {
  name: string;
  copy: LineCollection;
  copyEntity: EntitySchema;
  target: LineCollection;
  targetEntity: EntitySchema;
  /** Line fields copied (changeable on the target line and declared on the copy). */
  fields: string[];
}

/** What a change-request entity copies of its target, resolved once against the catalog. */
export interface ChangeRequestPlan {
  request: EntitySchema;
  target: EntitySchema;
  targetField: string;
  fields: string[];
  collections: CopiedCollection[];
  changes: LineCollection;
  changesEntity: EntitySchema;
  applyOn: string;
}

/** A target field a request may change: one a client may set there, and buyer-visible only if it is not internal. */
export function changeableField(field: EntityField, exclude: readonly string[] = []): boolean {
  return !isServerSetField(field) && !field.internal && !exclude.includes(field.name);
}

function problem(request: EntitySchema, text: string): string {
  return `entity ${request.name}: changeRequestOf: ${text}`;
}

function sameKind(copy: EntityField, target: EntityField): boolean {
  return copy.type === target.type && copy.lookup === target.lookup && copy.ref?.entity === target.ref?.entity;
}

function copiedFields(request: EntitySchema, copyEntity: EntitySchema, targetEntity: EntitySchema, names: readonly string[] | undefined, exclude: string[], problems: string[], where: string): string[] {
  const shared = copyEntity.fields.filter((field) => {
    const target = findField(targetEntity, field.name);
    return target !== undefined && changeableField(target, exclude) && !exclude.includes(field.name);
  });
  const chosen = names ?? shared.map((field) => field.name);
  for (const name of chosen) {
    const copy = findField(copyEntity, name);
    const target = findField(targetEntity, name);
    if (!copy || !target) problems.push(problem(request, `${where}field \`${name}\` must be a field of both ${copyEntity.name} and ${targetEntity.name}`));
    else if (!changeableField(target, exclude)) problems.push(problem(request, `${where}field \`${name}\` of ${targetEntity.name} is set by the server or internal: it cannot be changed by a request`));
    else if (!sameKind(copy, target)) problems.push(problem(request, `${where}field \`${name}\` must have the type, lookup and reference of ${targetEntity.name}.${name}`));
    else if (isServerSetField(copy)) problems.push(problem(request, `${where}field \`${name}\` of ${copyEntity.name} is a copy the requester edits: it may not be read-only or server-set`));
  }
  return chosen.filter((name) => findField(copyEntity, name) && findField(targetEntity, name));
}

/**
 * The plan of a change-request entity, or its problems (the validator names them; the server refuses to
 * start with them). Undefined plan for an entity without `changeRequestOf`.
 */
export function changeRequestPlan(catalog: EntityCatalog, request: EntitySchema): { plan?: ChangeRequestPlan; problems: string[] } {
  const rule = request.changeRequestOf;
  if (!rule) return { problems: [] };
  const problems: string[] = [];
  if (!catalog.has(rule.entity)) return { problems: [problem(request, `entity ${rule.entity} does not exist`)] };
  const target = catalog.get(rule.entity);
  const targetField = findField(request, rule.targetField);
  if (!targetField || targetField.type !== 'integer' || targetField.ref?.entity !== target.name) {
    problems.push(problem(request, `targetField \`${rule.targetField}\` must be an integer field referencing ${target.name}`));
  }
  const baseVersion = findField(request, BASE_VERSION_FIELD);
  if (!baseVersion || baseVersion.type !== 'integer' || !baseVersion.readOnly) {
    problems.push(problem(request, `declare \`${BASE_VERSION_FIELD}\`: a readOnly integer field (the target's version the request was opened on)`));
  }
  if (!request.workflow?.actions[rule.applyOn]) problems.push(problem(request, `applyOn \`${rule.applyOn}\` is not a workflow action`));
  const changes = request.lines?.find((collection) => collection.name === rule.changes);
  let changesEntity: EntitySchema | undefined;
  if (!changes || !catalog.has(changes.entity)) problems.push(problem(request, `changes \`${rule.changes}\` is not a line collection of ${request.name}`));
  else {
    changesEntity = catalog.get(changes.entity);
    for (const name of CHANGE_RECORD_FIELDS) {
      const field = findField(changesEntity, name);
      if (!field || !field.readOnly) problems.push(problem(request, `the change records (${changesEntity.name}) need a readOnly field \`${name}\``));
    }
  }
  const fields = copiedFields(request, request, target, rule.fields, [target.primaryKey, rule.targetField, BASE_VERSION_FIELD], problems, '');
  const collections: CopiedCollection[] = [];
  const wanted = rule.lines ?? (request.lines ?? []).filter((line) => target.lines?.some((t) => t.name === line.name)).map((line) => line.name);
  for (const name of wanted) {
    const copy = request.lines?.find((line) => line.name === name);
    const targetLines = target.lines?.find((line) => line.name === name);
    if (!copy || !targetLines || !catalog.has(copy.entity) || !catalog.has(targetLines.entity)) {
      problems.push(problem(request, `lines \`${name}\` must be a line collection of both ${request.name} and ${target.name}`));
      continue;
    }
    const copyEntity = catalog.get(copy.entity);
    const targetEntity = catalog.get(targetLines.entity);
    const source = findField(copyEntity, SOURCE_LINE_FIELD);
    if (!source || source.type !== 'integer' || !source.readOnly) {
      problems.push(problem(request, `lines \`${name}\`: ${copyEntity.name} needs \`${SOURCE_LINE_FIELD}\`, a readOnly integer field (the target line it copies)`));
    }
    const exclude = [targetEntity.primaryKey, targetLines.foreignKey, copy.foreignKey, SOURCE_LINE_FIELD, ...(targetLines.numberField ? [targetLines.numberField] : [])];
    const lineFields = copiedFields(request, copyEntity, targetEntity, undefined, exclude, problems, `lines \`${name}\`: `);
    collections.push({ name, copy, copyEntity, target: targetLines, targetEntity, fields: lineFields });
  }
  if (problems.length > 0 || !changes || !changesEntity) return { problems };
  return { plan: { request, target, targetField: rule.targetField, fields, collections, changes, changesEntity, applyOn: rule.applyOn }, problems };
}

/** Every change-request entity's problems across the catalog. */
export function changeRequestProblems(catalog: EntityCatalog): string[] {
  return catalog.all().flatMap((entity) => changeRequestPlan(catalog, entity).problems);
}
