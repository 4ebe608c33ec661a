import type { EntityCatalog } from '../../../../src/shared/entity/entity-catalog';
import type { LocalizedText } from '../../../../src/shared/formats/common';
import type { EntitySchema, LineCollection } from '../../../../src/shared/formats/entity-format';
import { resolveDisplayFormat, type DisplayFormat } from '../../../display/display-format';
import { resolveFieldSpec, type FieldSpec } from '../../../fields/field-spec';
import { parseGridColumn, type GridColumn } from '../../../grid/columns/grid-column';
import type { PrintLayout, PrintLines } from './print-layout.schema';
import { parsePrintLabels, type PrintLabelsModel } from './print-labels-model';

export interface PrintFieldModel {
  spec: FieldSpec;
  display: DisplayFormat;
}

export interface PrintSectionModel {
  title?: LocalizedText;
  columns: number;
  fields: PrintFieldModel[];
}

export interface PrintLinesModel {
  collection: LineCollection;
  title?: LocalizedText;
  columns: GridColumn[];
  showSummary: boolean;
  summaryFields: string[];
  /** Summed columns totalled per unit: column -> the line field holding its unit. */
  summaryUnits: Record<string, string>;
}

export interface PrintCodeModel {
  field: string;
  type: 'code128' | 'qrcode';
  label?: LocalizedText;
  place: 'header' | 'footer';
}

/** A print layout resolved against the entity once: every value prints as the screen shows it. */
export interface PrintModel {
  title: LocalizedText;
  paper: 'A4' | 'A5';
  orientation: 'portrait' | 'landscape';
  sections: PrintSectionModel[];
  lines: PrintLinesModel[];
  codes: PrintCodeModel[];
  signatures: LocalizedText[];
  note?: LocalizedText;
  /** A sheet of labels, one per line (or line of a line). */
  labels?: PrintLabelsModel;
}

function printLines(lines: PrintLines, entity: EntitySchema, catalog: EntityCatalog): PrintLinesModel {
  const collection = entity.lines?.find((candidate) => candidate.name === lines.lines);
  if (!collection) throw new Error(`print: entity ${entity.name} has no line collection "${lines.lines}"`);
  const lineEntity = catalog.get(collection.entity);
  const columns = lines.columns.map((column) => {
    const field = lineEntity.fields.find((candidate) => candidate.name === column.key);
    const decimal = field?.type === 'number';
    return parseGridColumn(
      { ...column, showThousandSeparator: decimal, align: field?.type === 'number' || field?.type === 'integer' ? 'right' : undefined },
      { entity: lineEntity, catalog, where: `print lines ${lines.lines}` },
    );
  });
  for (const name of lines.summaryFields) {
    if (!columns.some((column) => column.key === name)) throw new Error(`print lines ${lines.lines}: summary field ${name} is not one of its columns`);
  }
  return { collection, title: lines.title, columns, showSummary: lines.showSummary, summaryFields: lines.summaryFields, summaryUnits: lines.summaryUnits };
}

/** Parses a descriptor's print layout (the screen's title is the document's title unless it names one). */
export function parsePrintLayout(layout: PrintLayout, screenTitle: LocalizedText, entity: EntitySchema, catalog: EntityCatalog): PrintModel {
  return {
    title: layout.title ?? screenTitle,
    paper: layout.paper,
    orientation: layout.orientation,
    sections: layout.sections.map((section) => ({
      title: section.title,
      columns: section.columns,
      fields: section.fields.map((field) => {
        const spec = resolveFieldSpec(entity, catalog, field.field, { label: field.label, format: field.format, precision: field.precision });
        return { spec, display: resolveDisplayFormat(spec, { format: field.format, showThousandSeparator: !spec.integer }) };
      }),
    })),
    lines: layout.lines.map((lines) => printLines(lines, entity, catalog)),
    codes: layout.codes.map((code) => {
      if (!entity.fields.some((field) => field.name === code.field) && code.field !== entity.primaryKey) {
        throw new Error(`print: code field ${code.field} is not a field of ${entity.name}`);
      }
      return { field: code.field, type: code.type, label: code.label, place: code.place };
    }),
    signatures: layout.signatures,
    note: layout.note,
    labels: layout.labels && parsePrintLabels(layout.labels, entity, catalog),
  };
}
