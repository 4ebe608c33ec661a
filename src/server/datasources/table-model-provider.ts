import { screenEntityOf } from '../../../renderer/loading/screen-links';
import type { ScreenDescriptor } from '../../../renderer/screen-format';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EntityRecord } from '../entities/entity-engine.types';
import { engineError } from '../entities/engine-messages';
import type { ServiceEntityProvider } from '../services/service-entity-provider';
import { unsupportedFilter } from '../services/service-list-request';

/** The platform's entity models (table_model): each loaded entity schema, its table, fields, references, workflow and screens. */
export const TABLE_MODEL_ENTITY = 'baseTableModel';

function modelOf(entity: EntitySchema, routes: readonly string[], language: 'CN' | 'EN'): EntityRecord {
  const text = (label: { cn: string; en: string }) => (language === 'EN' ? label.en : label.cn);
  const separator = language === 'EN' ? '; ' : '；';
  const fields = entity.fields.map((field) => {
    const marks = [field.required ? (language === 'EN' ? 'required' : '必填') : '', field.lookup ? `lookup ${field.lookup}` : '', field.ref ? `→ ${field.ref.entity}` : '', field.unique ? (language === 'EN' ? 'unique' : '唯一') : '']
      .filter(Boolean)
      .join(', ');
    return `${field.name} ${field.type}${field.length ? `(${field.length})` : ''} ${text(field.label)}${marks ? ` [${marks}]` : ''}`;
  });
  const references = [...new Set(entity.fields.flatMap((field) => (field.ref ? [`${field.name} → ${field.ref.entity}`] : [])))];
  const workflow = entity.workflow
    ? `${entity.workflow.statusField}: ${entity.workflow.initial}${separator}${Object.entries(entity.workflow.actions)
        .map(([name, action]) => `${name} (${text(action.label)}): ${action.from.join('/')} → ${action.to ?? '-'}`)
        .join(separator)}`
    : null;
  return {
    entityName: entity.name,
    entityLabel: text(entity.label),
    service: entity.service,
    storage: entity.storage ?? 'table',
    tableName: entity.table ?? null,
    primaryKey: entity.primaryKey,
    fieldCount: entity.fields.length,
    fieldsText: fields.join('\n'),
    referencesText: references.join(separator) || null,
    linesText: (entity.lines ?? []).map((line) => `${line.name} → ${line.entity}.${line.foreignKey}`).join(separator) || null,
    workflowText: workflow,
    screensText: routes.join(', ') || null,
  };
}

/** Answers from the entity schemas and screen descriptors the server loaded: read-only, nothing stored. */
export function createTableModelProvider(catalog: EntityCatalog, screens: ReadonlyMap<string, ScreenDescriptor>): ServiceEntityProvider {
  const routesOf = new Map<string, string[]>();
  for (const [route, screen] of screens) {
    const entity = screenEntityOf(screen);
    if (entity) routesOf.set(entity, [...(routesOf.get(entity) ?? []), route]);
  }
  const models = (language: 'CN' | 'EN') => catalog.all().map((entity) => modelOf(entity, routesOf.get(entity.name) ?? [], language));
  return {
    async findById(key, { actor }) {
      if (!catalog.has(String(key))) throw engineError(actor.language, 'notFound', { label: actor.language === 'EN' ? 'Entity model' : '实体模型' });
      return modelOf(catalog.get(String(key)), routesOf.get(String(key)) ?? [], actor.language);
    },
    async listByPage(request, { actor }) {
      let rows = models(actor.language);
      for (const filter of request.filters) {
        const value = String(filter.value ?? '').toLowerCase();
        if (value === '') continue;
        if (!['entityName', 'entityLabel', 'tableName', 'service', 'storage'].includes(filter.field) || !['eq', 'like'].includes(filter.op)) throw unsupportedFilter(filter, actor.language);
        rows = rows.filter((row) => {
          const held = String(row[filter.field] ?? '').toLowerCase();
          return filter.op === 'eq' ? held === value : held.includes(value);
        });
      }
      rows.sort((a, b) => String(a.entityName).localeCompare(String(b.entityName)));
      const start = (request.pageIndex - 1) * request.pageRows;
      return {
        rows: rows.slice(start, start + request.pageRows),
        page: { count: rows.length, curIndex: request.pageIndex, pageSize: request.pageRows, pagesCount: Math.ceil(rows.length / request.pageRows) },
      };
    },
  };
}
