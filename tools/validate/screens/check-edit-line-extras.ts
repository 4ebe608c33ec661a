import { screenEntityOf } from '../../../renderer/loading/screen-links';
import { PARENT_FILTER_PREFIX, parseFilterKey } from '../../../src/shared/api/search-params';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { isServerSetField } from '../../../src/shared/validation/validate-record';
import type { LinesGrid } from '../../../renderer/renderers/edit-screen/edit-screen.schema';
import type { DocumentLinksTab } from '../../../renderer/renderers/edit-screen/document-links/document-links.schema';
import type { LinePick } from '../../../renderer/renderers/edit-screen/pick/line-pick.schema';
import { checkExpression } from '../check-expressions';
import { entityFieldNames } from '../entity-fields';
import { didYouMean } from '../suggest';
import { checkColumns, needField, needFilterField, type ScreenCheckContext } from './screen-check-context';

/**
 * The header an entity is a line of, and the document at the top, read from the schemas as they are: a
 * project with a line nesting mistake (reported by the entity checks) still has its screens checked.
 */
function headerOf(entities: ReadonlyMap<string, EntitySchema>, name: string): EntitySchema | undefined {
  return [...entities.values()].find((entity) => entity.lines?.some((lines) => lines.entity === name));
}

function documentOf(entities: ReadonlyMap<string, EntitySchema>, name: string): string {
  const seen = new Set<string>();
  let current = name;
  for (let header = headerOf(entities, current); header && !seen.has(header.name); header = headerOf(entities, current)) {
    seen.add(current);
    current = header.name;
  }
  return current;
}

function displayKeysOf(entity: EntitySchema): string[] {
  return entity.fields.flatMap((field) => Object.keys(field.ref?.display ?? {}));
}

/** A line grid's lines of lines: a collection of the line entity, with its columns and totals. */
export function checkLineChildren(context: ScreenCheckContext, grid: LinesGrid, lineEntity: EntitySchema, path: string): void {
  const children = grid.children;
  if (!children) return;
  const { problems, file, entities } = context;
  const collection = lineEntity.lines?.find((lines) => lines.name === children.lines);
  const childEntity = collection && entities.get(collection.entity);
  if (!childEntity) {
    const names = (lineEntity.lines ?? []).map((lines) => lines.name);
    problems.add(file, `${path}.children.lines`, `line entity ${lineEntity.name} has no line collection \`${children.lines}\`${names.length ? didYouMean(children.lines, names) : ' (it declares no lines of its own)'}`);
    return;
  }
  checkColumns(context, children.columns, `${path}.children.columns`, childEntity);
  const shown = new Set(children.columns.map((column) => column.key));
  children.summaryFields.forEach((name, i) => {
    needField(context, `${path}.children.summaryFields[${i}]`, name, childEntity);
    if (!shown.has(name)) problems.add(file, `${path}.children.summaryFields[${i}]`, `\`${name}\` is not one of the columns of the lines of lines`);
  });
  checkSummaryUnits(context, children, childEntity, `${path}.children`);
}

/** `summaryUnits`: each key a summed column, each value a field of the lines holding that column's unit. */
export function checkSummaryUnits(context: ScreenCheckContext, grid: { summaryFields: string[]; summaryUnits: Record<string, string> }, lineEntity: EntitySchema, path: string): void {
  for (const [key, unitField] of Object.entries(grid.summaryUnits)) {
    if (!grid.summaryFields.includes(key)) context.problems.add(context.file, `${path}.summaryUnits.${key}`, `\`${key}\` is not one of the summaryFields; only a summed column is totalled per unit`);
    needField(context, `${path}.summaryUnits.${key}`, unitField, lineEntity);
  }
}

/** A `listByPage` parameter of the pick: a queryable field of the source, or with `parent.` of its header. */
function checkPickParam(context: ScreenCheckContext, key: string, source: EntitySchema, path: string): void {
  const onHeader = key.startsWith(PARENT_FILTER_PREFIX);
  const owner = onHeader ? headerOf(context.entities, source.name) : source;
  if (!owner) {
    context.problems.add(context.file, path, `\`${key}\`: ${source.name} is not a line entity, so it has no parent. filters`);
    return;
  }
  const { field } = parseFilterKey(onHeader ? key.slice(PARENT_FILTER_PREFIX.length) : key);
  const known = entityFieldNames(owner);
  if (!known.has(field)) context.problems.add(context.file, path, `\`${key}\` filters field \`${field}\`, which is not in entity ${owner.name}${didYouMean(field, known)}`);
}

/**
 * A line grid's pick dialog: the source entity, its search fields, columns and fixed parameters (read on the
 * screen's record), and the mapping into new lines (source rows with their display keys, the record as header).
 */
export function checkLinePick(context: ScreenCheckContext, pick: LinePick, lineEntity: EntitySchema, path: string): void {
  const { problems, file, entities, entity } = context;
  const at = `${path}.pick`;
  const source = entities.get(pick.entity);
  if (!source) {
    problems.add(file, `${at}.entity`, `entity \`${pick.entity}\` does not exist${didYouMean(pick.entity, entities.keys())}`);
    return;
  }
  const header = headerOf(entities, source.name);
  pick.search.forEach((field, i) => {
    const onHeader = field.field.startsWith(PARENT_FILTER_PREFIX);
    if (onHeader && !header) problems.add(file, `${at}.search[${i}].field`, `${source.name} is not a line entity, so it has no parent. fields`);
    else needFilterField(context, `${at}.search[${i}].field`, onHeader ? field.field.slice(PARENT_FILTER_PREFIX.length) : field.field, onHeader && header ? header : source);
  });
  checkColumns(context, pick.columns, `${at}.columns`, source);
  for (const [key, expression] of Object.entries(pick.params)) {
    checkPickParam(context, key, source, `${at}.params.${key}`);
    checkExpression(file, `${at}.params.${key}`, expression, { record: entity, context: true, entities }, problems);
  }
  const settable = new Set([...lineEntity.fields.filter((field) => !isServerSetField(field)).map((field) => field.name), ...displayKeysOf(lineEntity)]);
  for (const [name, expression] of Object.entries(pick.map)) {
    if (!settable.has(name)) {
      const reason = entityFieldNames(lineEntity).has(name) ? `is set by the server; a mapping cannot fill it` : `is not in entity ${lineEntity.name}${didYouMean(name, settable)}`;
      problems.add(file, `${at}.map.${name}`, `field \`${name}\` ${reason}`);
    }
    checkExpression(file, `${at}.map.${name}`, expression, { record: source, parent: entity, context: true, displayKeys: true, entities }, problems);
  }
  if (pick.key) {
    needField(context, `${at}.key.source`, pick.key.source, source);
    needField(context, `${at}.key.line`, pick.key.line, lineEntity);
  }
  const { menuResources, menuRoute } = context;
  if (pick.resource && menuResources && !menuResources.has(pick.resource)) {
    problems.add(file, `${at}.resource`, `resource \`${pick.resource}\` is not a resource of the menu of route ${menuRoute}${didYouMean(pick.resource, menuResources)}; add it to seed/system/menus.json`);
  }
}

/** Documents generate actions and postings link with `name`, both ways (src/shared/entity/linked-documents.ts, by document). */
function linkedWith(entities: ReadonlyMap<string, EntitySchema>, name: string): Set<string> {
  const linked = new Set<string>();
  for (const source of entities.values()) {
    for (const action of [...Object.values(source.generate ?? {}), ...(source.posts ?? []).filter((posting) => !posting.ledger)]) {
      if (!entities.has(action.target)) continue;
      const from = documentOf(entities, source.name);
      const to = documentOf(entities, action.target);
      if (from === name) linked.add(to);
      if (to === name) linked.add(from);
    }
  }
  return linked;
}

/** A related-documents tab: its entity is linked by generate actions, and each route edits a document linked to it. */
export function checkDocumentLinksTab(context: ScreenCheckContext, links: DocumentLinksTab, path: string): void {
  const { problems, file, entity, entities, screens } = context;
  const linked = linkedWith(entities, entity.name);
  if (linked.size === 0 || documentOf(entities, entity.name) !== entity.name) {
    problems.add(file, `${path}.documentLinks`, `entity ${entity.name} is no document that generate actions link, so it has no related documents`);
    return;
  }
  for (const [name, route] of Object.entries(links.routes)) {
    const at = `${path}.documentLinks.routes.${name}`;
    if (!linked.has(name)) problems.add(file, at, `entity \`${name}\` is not linked with ${entity.name} by a generate action${didYouMean(name, linked)}`);
    const screen = screens.get(route);
    if (!screen) problems.add(file, at, `route \`${route}\` has no screen${didYouMean(route, screens.keys())}`);
    else if (screen.type !== 'edit' || screen.entity !== name) problems.add(file, at, `route \`${route}\` is not an edit screen of ${name}: it is the ${screen.type} screen of ${screenEntityOf(screen) ?? 'no entity'}`);
  }
}
