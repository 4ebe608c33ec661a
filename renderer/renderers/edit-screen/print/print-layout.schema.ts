import { z } from 'zod';
import { LocalizedText } from '../../../../src/shared/formats/common';
import { DateFormat } from '../../../descriptors/column.schema';

/** A field of the printed header: the entity field, shown as the screen shows it. */
export const PrintField = z
  .object({
    field: z.string().describe('entity field (or audit field, or display key with a label)'),
    label: LocalizedText.optional().describe("defaults to the field's label"),
    format: DateFormat.optional().describe('date format of a date field'),
    precision: z.number().int().min(0).max(8).optional().describe('digits after the point of a number'),
  })
  .strict();
export type PrintField = z.infer<typeof PrintField>;

export const PrintSection = z
  .object({
    title: LocalizedText.optional(),
    columns: z.number().int().min(1).max(4).default(3).describe('fields per row'),
    fields: z.array(PrintField).min(1),
  })
  .strict();
export type PrintSection = z.infer<typeof PrintSection>;

export const PrintColumn = z
  .object({
    key: z.string().describe('field of the line entity'),
    title: LocalizedText.optional(),
    width: z.number().int().positive().optional().describe('relative width (pixels on screen; shares of the page on paper)'),
    precision: z.number().int().min(0).max(8).optional(),
    format: DateFormat.optional(),
    displayKey: z.string().optional().describe('row key to print instead of the value (a reference name)'),
  })
  .strict();
export type PrintColumn = z.infer<typeof PrintColumn>;

export const PrintLines = z
  .object({
    lines: z.string().describe('line collection of the entity'),
    title: LocalizedText.optional(),
    columns: z.array(PrintColumn).min(1),
    showSummary: z.boolean().default(false).describe('a total row under the lines'),
    summaryFields: z.array(z.string()).default([]).describe('columns summed in the total row'),
    summaryUnits: z
      .record(z.string(), z.string())
      .default({})
      .describe('summed columns totalled per unit: column -> the line field holding its unit ("120 PCS · 30 KG" when the lines mix units)'),
  })
  .strict();
export type PrintLines = z.infer<typeof PrintLines>;

export const PrintCode = z
  .object({
    field: z.string().describe('field whose value the code holds (a document number)'),
    type: z.enum(['code128', 'qrcode']).describe('Code 128 barcode or QR code, drawn as SVG'),
    label: LocalizedText.optional().describe('caption under the code'),
    place: z.enum(['header', 'footer']).default('header'),
  })
  .strict();
export type PrintCode = z.infer<typeof PrintCode>;

/** A code on a label: the label's value of a field (a package's barcode) as Code 128 or QR. */
export const PrintLabelCode = z
  .object({
    field: z.string().describe('field of the labelled line (or of its line, or of the header) whose value the code holds'),
    type: z.enum(['code128', 'qrcode']),
  })
  .strict();
export type PrintLabelCode = z.infer<typeof PrintLabelCode>;

/**
 * A sheet of labels, one per line of a line collection, or one per line of those lines (`children`): a
 * delivery note's package barcodes. A label reads its own fields, then its line's, then the header's.
 */
export const PrintLabels = z
  .object({
    lines: z.string().describe('line collection of the entity'),
    children: z.string().optional().describe("a line collection of those lines: one label per line of a line (a delivery line's package barcodes)"),
    perRow: z.number().int().min(1).max(4).default(2).describe('labels side by side on the sheet'),
    codes: z.array(PrintLabelCode).min(1).max(2).describe('one or two codes per label (a Code 128 barcode and a QR code)'),
    fields: z.array(PrintField).default([]).describe('fields printed on each label: of the labelled line, its line or the header'),
  })
  .strict();
export type PrintLabels = z.infer<typeof PrintLabels>;

/** How an edit screen's record prints (the `print` button): paper, header fields, lines, codes, signature boxes. */
export const PrintLayout = z
  .object({
    title: LocalizedText.optional().describe("the printed document's title; the screen title by default"),
    paper: z.enum(['A4', 'A5']).default('A4'),
    orientation: z.enum(['portrait', 'landscape']).default('portrait'),
    sections: z.array(PrintSection).default([]).describe('header fields; none for a sheet of labels only'),
    lines: z.array(PrintLines).default([]),
    codes: z.array(PrintCode).default([]),
    signatures: z.array(LocalizedText).default([]).describe('signature boxes at the foot: 采购员, 审批人, ...'),
    note: LocalizedText.optional().describe('a remark printed at the foot'),
    labels: PrintLabels.optional().describe('a sheet of labels, one per line (or line of a line), each with its codes and fields'),
  })
  .strict()
  .refine((layout) => layout.sections.length > 0 || layout.labels !== undefined, { message: 'a print layout needs sections or labels', path: ['sections'] });
export type PrintLayout = z.infer<typeof PrintLayout>;
