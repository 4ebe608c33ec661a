import { parseFilterKey } from '../../shared/api/search-params';
import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { expressionReferences } from '../../shared/expressions/expression-references';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Expression } from '../../shared/formats/expression';
import type { PickerView } from '../entities/picker-view';
import type { ScreenDescriptor } from '../../../renderer/screen-format';

/** The fields an instance view's diagram reads of its process model. */
const DIAGRAM_FIELDS = ['bpmnXml'];

interface Growing {
  fields: Set<string>;
  filters: Set<string>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Every object inside a descriptor, itself included: declarations sit at any depth (sections, tabs, line grids). */
function objectsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (!isObject(value)) return [];
  return [value, ...Object.values(value).flatMap(objectsIn)];
}

function columnKeys(columns: unknown): string[] {
  return objectsIn(columns).flatMap((column) => (typeof column.key === 'string' && !Array.isArray(column.children) ? [column.key] : []));
}

/**
 * What one menu's screens may read of the entities they reach only through a reference (DESIGN §4.5,
 * docs/architecture.md "Access"): a picker's view, never the whole record. From the entity schemas: the
 * referenced entity's key, display and code fields, and of every reference to it from an entity the menu
 * covers, the fields its display keys and fills copy and its cascading filter's and default choice's fields
 * (filter only).
 * From the screens' descriptors: the fields a reference column's options show (`optionFields`), a pick
 * dialog's columns, mapped fields and key (its search and fixed parameters filter only), and the model's
 * diagram of an instance view. `readers`: the covered entities and the report headers whose references count.
 */
export function pickerViews(catalog: EntityCatalog, full: ReadonlySet<string>, readers: readonly string[], screens: readonly ScreenDescriptor[]): Map<string, PickerView> {
  const views = new Map<string, Growing>();
  const viewOf = (name: string): Growing | undefined => {
    if (full.has(name) || !catalog.has(name)) return undefined;
    let view = views.get(name);
    if (!view) {
      const entity = catalog.get(name);
      view = { fields: new Set([entity.primaryKey, entity.displayField, entity.codeField].filter((field): field is string => field !== undefined)), filters: new Set() };
      views.set(name, view);
    }
    return view;
  };
  const readerEntities = readers.filter((name) => catalog.has(name)).map((name) => catalog.get(name));
  for (const reader of readerEntities) {
    viewOf(reader.name);
    for (const field of reader.fields) {
      const view = field.ref ? viewOf(field.ref.entity) : undefined;
      if (!field.ref || !view) continue;
      for (const source of [...Object.values(field.ref.display ?? {}), ...Object.values(field.ref.fill ?? {})]) view.fields.add(source);
      for (const param of [...Object.keys(field.ref.filter ?? {}), ...Object.keys(field.ref.defaultWhere ?? {})]) view.filters.add(param);
    }
  }
  for (const screen of screens) declaredReads(screen, readerEntities, views, catalog);
  return views;
}

/** What a screen's descriptor says it reads of referenced entities, added to their views. */
function declaredReads(screen: ScreenDescriptor, readers: readonly EntitySchema[], views: Map<string, Growing>, catalog: EntityCatalog): void {
  if (screen.type === 'processInstance') for (const field of DIAGRAM_FIELDS) views.get(BPM_ENTITIES.model)?.fields.add(field);
  for (const part of objectsIn(screen)) {
    if (typeof part.key === 'string' && Array.isArray(part.optionFields)) {
      for (const reader of readers) {
        const target = reader.fields.find((field) => field.name === part.key)?.ref?.entity;
        const view = target ? views.get(target) : undefined;
        if (!target || !view) continue;
        const known = new Set(catalog.get(target).fields.map((field) => field.name));
        for (const name of strings(part.optionFields)) if (known.has(name)) view.fields.add(name);
      }
    }
    const pick = part.pick;
    const view = isObject(pick) && typeof pick.entity === 'string' ? views.get(pick.entity) : undefined;
    if (!isObject(pick) || !view) continue;
    for (const key of columnKeys(pick.columns)) view.fields.add(key);
    for (const expression of Object.values(isObject(pick.map) ? pick.map : {})) {
      for (const read of expressionReferences(expression as Expression)) if (read.kind === 'field') view.fields.add(read.name);
    }
    if (isObject(pick.key) && typeof pick.key.source === 'string') view.fields.add(pick.key.source);
    for (const search of objectsIn(pick.search)) if (typeof search.field === 'string') view.filters.add(search.field);
    for (const param of Object.keys(isObject(pick.params) ? pick.params : {})) view.filters.add(parseFilterKey(param).field);
  }
}
