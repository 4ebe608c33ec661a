import { parseFilterKey } from '../../../../src/shared/api/search-params';
import type { EntityCatalog } from '../../../../src/shared/entity/entity-catalog';
import type { ScreenDescriptor } from '../../../../renderer/screen-format';

/** What an instance view's diagram reads of the process model its instance refers to (renderer/bpm/diagram/use-model-xml.ts). */
const DIAGRAM_READS: Record<string, string[]> = { bpmProcessModel: ['bpmnXml'] };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (!isObject(value)) return [];
  return [value, ...Object.values(value).flatMap(objectsIn)];
}

/**
 * Every key a picker of `target` could need anywhere, read from the schemas and descriptors as written
 * (so the test does not take it from the server's rule): the key, display and code fields; the fields
 * any reference to it copies (display keys, fills); the fields any descriptor shows or maps from it (a
 * reference column's optionFields, a pick dialog's columns, map and key); the diagram of instance views.
 */
export function pickerNeeds(target: string, catalog: EntityCatalog, screens: Iterable<ScreenDescriptor>): Set<string> {
  const entity = catalog.get(target);
  const needs = new Set([entity.primaryKey, entity.displayField, entity.codeField].filter((name): name is string => name !== undefined));
  const referencing = catalog.all().flatMap((owner) => owner.fields.filter((field) => field.ref?.entity === target));
  for (const field of referencing) for (const source of [...Object.values(field.ref?.display ?? {}), ...Object.values(field.ref?.fill ?? {})]) needs.add(source);
  const referencingNames = new Set(referencing.map((field) => field.name));
  for (const screen of screens) {
    if (screen.type === 'processInstance') for (const name of DIAGRAM_READS[target] ?? []) needs.add(name);
    for (const part of objectsIn(screen)) {
      if (typeof part.key === 'string' && referencingNames.has(part.key) && Array.isArray(part.optionFields)) {
        for (const name of part.optionFields) if (typeof name === 'string') needs.add(name);
      }
      const pick = part.pick;
      if (!isObject(pick) || pick.entity !== target) continue;
      for (const column of objectsIn(pick.columns)) if (typeof column.key === 'string') needs.add(column.key);
      for (const expression of objectsIn(pick.map)) if (typeof expression.field === 'string') needs.add(expression.field);
      if (isObject(pick.key) && typeof pick.key.source === 'string') needs.add(pick.key.source);
    }
  }
  return needs;
}

/** Fields of `target` a picker may filter on anywhere: cascading filters and default choices of references to it, pick dialogs' search and parameters. */
export function pickerFilters(target: string, catalog: EntityCatalog, screens: Iterable<ScreenDescriptor>): Set<string> {
  const filters = new Set(catalog.all().flatMap((owner) => owner.fields.flatMap((field) => (field.ref?.entity === target ? [...Object.keys(field.ref.filter ?? {}), ...Object.keys(field.ref.defaultWhere ?? {})] : []))));
  for (const screen of screens) {
    for (const part of objectsIn(screen)) {
      const pick = part.pick;
      if (!isObject(pick) || pick.entity !== target) continue;
      for (const search of objectsIn(pick.search)) if (typeof search.field === 'string') filters.add(search.field);
      for (const param of Object.keys(isObject(pick.params) ? pick.params : {})) filters.add(parseFilterKey(param).field);
    }
  }
  return filters;
}
