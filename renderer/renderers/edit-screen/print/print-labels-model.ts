import type { EntityCatalog } from '../../../../src/shared/entity/entity-catalog';
import type { EntitySchema, LineCollection } from '../../../../src/shared/formats/entity-format';
import { resolveDisplayFormat } from '../../../display/display-format';
import { resolveFieldSpec } from '../../../fields/field-spec';
import type { PrintLabels } from './print-layout.schema';
import type { PrintFieldModel } from './print-model';

/** A sheet of labels resolved against the entities once: which lines, which codes, which fields. */
export interface PrintLabelsModel {
  collection: LineCollection;
  children?: LineCollection;
  perRow: number;
  codes: { field: string; type: 'code128' | 'qrcode' }[];
  fields: PrintFieldModel[];
}

const hasField = (entity: EntitySchema, name: string) => name === entity.primaryKey || entity.fields.some((field) => field.name === name || Object.keys(field.ref?.display ?? {}).includes(name));

/** The entities a label reads, nearest first: the labelled line, its line, the header. */
function labelEntities(labels: PrintLabels, entity: EntitySchema, catalog: EntityCatalog) {
  const collection = entity.lines?.find((candidate) => candidate.name === labels.lines);
  if (!collection) throw new Error(`print labels: entity ${entity.name} has no line collection "${labels.lines}"`);
  const lineEntity = catalog.get(collection.entity);
  if (!labels.children) return { collection, chain: [lineEntity, entity] };
  const children = lineEntity.lines?.find((candidate) => candidate.name === labels.children);
  if (!children) throw new Error(`print labels: entity ${lineEntity.name} has no line collection "${labels.children}"`);
  return { collection, children, chain: [catalog.get(children.entity), lineEntity, entity] };
}

/** Resolves a label layout; a field or code no entity of the chain holds is an error naming it. */
export function parsePrintLabels(labels: PrintLabels, entity: EntitySchema, catalog: EntityCatalog): PrintLabelsModel {
  const { collection, children, chain } = labelEntities(labels, entity, catalog);
  const owner = (name: string) => {
    // A declared field wins over a display key of the same name nearer the label (a line's deliveryNumber).
    const found = chain.find((candidate) => candidate.fields.some((field) => field.name === name)) ?? chain.find((candidate) => hasField(candidate, name));
    if (!found) throw new Error(`print labels: field ${name} is not a field of ${chain.map((candidate) => candidate.name).join(', ')}`);
    return found;
  };
  return {
    collection,
    children,
    perRow: labels.perRow,
    codes: labels.codes.map((code) => (owner(code.field), { field: code.field, type: code.type })),
    fields: labels.fields.map((field) => {
      const spec = resolveFieldSpec(owner(field.field), catalog, field.field, { label: field.label, format: field.format, precision: field.precision });
      return { spec, display: resolveDisplayFormat(spec, { format: field.format, showThousandSeparator: !spec.integer }) };
    }),
  };
}
