import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { workflowStatuses } from '../../../src/shared/entity/workflow-statuses';
import type { LocalizedText } from '../../../src/shared/formats/common';
import type { EntityField, EntitySchema, Workflow } from '../../../src/shared/formats/entity-format';
import { resolveDisplayFormat, type DisplayFormat } from '../../display/display-format';
import { resolveFieldSpec, type FieldSpec } from '../../fields/field-spec';
import type { EntityLoader } from '../../loading/entity-loader';
import { loadScreenEntities } from '../../loading/screen-entities';
import type { SearchFieldModel } from '../list-screen/list-model';
import type { KanbanCardField, KanbanColor, KanbanColumn, KanbanScreenDescriptor } from './kanban-screen.schema';
import { checkUniqueSearchFields, searchFieldModel } from '../list-screen/search-field-model';

export interface KanbanColumnModel {
  status: string;
  /** The descriptor's title; without one the status's lookup meaning is shown. */
  title?: LocalizedText;
  color?: KanbanColor;
}

/** A value on a card, resolved once like a grid column: its label, field rules and display. */
export interface KanbanCardFieldModel {
  key: string;
  title: LocalizedText;
  spec: FieldSpec;
  display: DisplayFormat;
  /** The entity field the value comes from (a display key's reference field): internal ones are hidden from suppliers. */
  source?: EntityField;
}

export interface KanbanScreenModel {
  route: string;
  title: LocalizedText;
  entity: EntitySchema;
  catalog: EntityCatalog;
  workflow: Workflow;
  columns: KanbanColumnModel[];
  card: { title: KanbanCardFieldModel; subtitle?: KanbanCardFieldModel; fields: KanbanCardFieldModel[] };
  search: SearchFieldModel[];
  editRoute: string;
  pageSize: number;
  params: Readonly<Record<string, string | number>>;
}

/** The reference field whose `display` fills a row key (supplierName <- supplierId). */
function referenceFieldOf(entity: EntitySchema, displayKey: string): EntityField | undefined {
  return entity.fields.find((field) => field.ref?.display && displayKey in field.ref.display);
}

function parseCardField(field: KanbanCardField, entity: EntitySchema, catalog: EntityCatalog, where: string): KanbanCardFieldModel {
  const declared = entity.fields.find((candidate) => candidate.name === field.key);
  const reference = declared ? undefined : referenceFieldOf(entity, field.key);
  // A display key is labelled by the reference it comes from unless the descriptor names it.
  const label = field.title ?? reference?.label;
  let spec: FieldSpec;
  try {
    spec = resolveFieldSpec(entity, catalog, field.key, {
      label,
      lookupType: field.lookup?.typeCode,
      precision: field.precision,
      format: field.format,
    });
  } catch (error) {
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    key: field.key,
    title: field.title ?? spec.label,
    spec,
    display: resolveDisplayFormat(spec, field),
    source: declared ?? reference,
  };
}

function parseColumns(descriptor: KanbanScreenDescriptor, entity: EntitySchema, workflow: Workflow): KanbanColumnModel[] {
  const statuses = workflowStatuses(workflow);
  const columns: KanbanColumn[] = descriptor.columns ?? statuses.map((status) => ({ status }));
  const seen = new Set<string>();
  for (const column of columns) {
    if (!statuses.includes(column.status)) {
      throw new Error(`kanban ${descriptor.route}: column status ${column.status} is not a status of the workflow of ${entity.name} (${statuses.join(', ')})`);
    }
    if (seen.has(column.status)) throw new Error(`kanban ${descriptor.route}: status ${column.status} has two columns`);
    seen.add(column.status);
  }
  return columns.map((column) => ({ status: column.status, title: column.title, color: column.color }));
}

/** Parses a kanban descriptor once into the model the board draws. */
export async function parseKanbanScreen(descriptor: KanbanScreenDescriptor, loader: EntityLoader): Promise<KanbanScreenModel> {
  const { entity, catalog } = await loadScreenEntities(loader, descriptor.entity);
  const workflow = entity.workflow;
  if (!workflow) throw new Error(`kanban ${descriptor.route}: entity ${entity.name} has no workflow, so it has no statuses to lay out`);
  const where = `kanban ${descriptor.route}`;
  const search = descriptor.search.map((field) => searchFieldModel(field.field, field, entity, catalog));
  checkUniqueSearchFields(search, `${where}: `);
  // Title and subtitle show no label: the key itself stands in where the entity has none.
  const headline = (key: string, path: string) => parseCardField({ key, title: { cn: key, en: key } }, entity, catalog, `${where} ${path}`);
  const { card } = descriptor;
  return {
    route: descriptor.route,
    title: descriptor.title,
    entity,
    catalog,
    workflow,
    columns: parseColumns(descriptor, entity, workflow),
    card: {
      title: headline(card.title, 'card.title'),
      subtitle: card.subtitle === undefined ? undefined : headline(card.subtitle, 'card.subtitle'),
      fields: card.fields.map((field, index) => parseCardField(field, entity, catalog, `${where} card.fields[${index}]`)),
    },
    search,
    editRoute: descriptor.editRoute,
    pageSize: descriptor.pageSize,
    params: descriptor.params ?? {},
  };
}
