import { z } from 'zod';
import { LocalizedText } from '../../../src/shared/formats/common';
import { ButtonDescriptor } from '../../descriptors/button.schema';
import { TableColumn } from '../../descriptors/column.schema';
import { FormField } from '../../descriptors/form-field.schema';
import { DocumentLinksTab } from './document-links/document-links.schema';
import { LineChildren } from './line-children/line-children.schema';
import { LinePick } from './pick/line-pick.schema';
import { PrintLayout } from './print/print-layout.schema';
import { ApprovalHistoryTab } from '../../bpm/history/approval-history-tab.schema';

export const FormSection = z
  .object({
    title: LocalizedText,
    columns: z.number().int().min(1).max(4).default(3),
    collapsible: z.boolean().default(false).describe('the title folds the section away and opens it again'),
    collapsed: z.boolean().default(false).describe('a collapsible section starts folded (it opens when a field in it has an error)'),
    fields: z.array(FormField).min(1),
  })
  .strict();
export type FormSection = z.infer<typeof FormSection>;

export const LinesGrid = z
  .object({
    lines: z.string().describe('name of a line collection of the entity'),
    title: LocalizedText,
    columns: z.array(TableColumn).min(1),
    editable: z.boolean().default(true).describe('table-level edit rule; columns also need isEdit'),
    showSummary: z.boolean().default(false),
    summaryFields: z.array(z.string()).default([]),
    summaryUnits: z
      .record(z.string(), z.string())
      .default({})
      .describe('summed columns totalled per unit: column -> the line field holding its unit ({ "demandQty": "uomCode" }: "120 PCS · 30 KG" when the lines mix units)'),
    children: LineChildren.optional().describe("the line entity's own lines (lines of lines), inline under each line or in a side panel"),
    pick: LinePick.optional().describe('an "add from source" button: picked rows of another entity become lines'),
    lineActions: z
      .array(z.string())
      .default([])
      .describe("workflow actions of the entity that run on one line of this grid (their `line.collection`): a button on each line where the action applies"),
  })
  .strict();
export type LinesGrid = z.infer<typeof LinesGrid>;

/** A tab below the screen's own sections and line grids: more sections and line grids, shown one tab at a time. */
export const EditTab = z
  .object({
    key: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'letters, digits, _ and -').describe('unique within the screen'),
    title: LocalizedText,
    sections: z.array(FormSection).default([]),
    lineGrids: z.array(LinesGrid).default([]),
    documentLinks: DocumentLinksTab.optional().describe("the record's related documents (generated from, generated): a tab may hold only this"),
    approvalHistory: ApprovalHistoryTab.optional().describe("the record's approvals: history timeline and the viewer's own task to decide; a tab may hold only this"),
  })
  .strict();
export type EditTab = z.infer<typeof EditTab>;

/** A header form with sections, optional line grids and tabs, and buttons (save, workflow actions, print). */
export const EditScreenDescriptor = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(1),
    type: z.literal('edit'),
    route: z.string(),
    title: LocalizedText,
    entity: z.string(),
    listRoute: z.string().optional().describe('list screen this edit screen belongs to (menu and permissions)'),
    readOnly: z
      .boolean()
      .default(false)
      .describe('a detail screen: every field and line read-only, no save, delete or add line; back, print and the listed workflow actions and commands'),
    sections: z.array(FormSection).min(1),
    lineGrids: z.array(LinesGrid).default([]),
    tabs: z.array(EditTab).default([]).describe('tabs below the sections and line grids, each with its own sections and line grids'),
    print: PrintLayout.optional().describe('the print layout the `print` button previews and prints'),
    chartPreview: z
      .object({ title: LocalizedText })
      .strict()
      .optional()
      .describe("the record is a dynamic chart definition (baseDynChart): a live preview of the chart as the form stands, drawn from the entity's chartData"),
    actions: z.array(ButtonDescriptor).default([]),
  })
  .strict();
export type EditScreenDescriptor = z.infer<typeof EditScreenDescriptor>;

/** Every form section of a descriptor, the tabs' included, with the JSON path of each. */
export function descriptorSections(screen: EditScreenDescriptor): { section: FormSection; path: string }[] {
  return [
    ...screen.sections.map((section, s) => ({ section, path: `$.sections[${s}]` })),
    ...screen.tabs.flatMap((tab, t) => tab.sections.map((section, s) => ({ section, path: `$.tabs[${t}].sections[${s}]` }))),
  ];
}

/** Every line grid of a descriptor, the tabs' included, with the JSON path of each. */
export function descriptorLineGrids(screen: EditScreenDescriptor): { grid: LinesGrid; path: string }[] {
  return [
    ...screen.lineGrids.map((grid, g) => ({ grid, path: `$.lineGrids[${g}]` })),
    ...screen.tabs.flatMap((tab, t) => tab.lineGrids.map((grid, g) => ({ grid, path: `$.tabs[${t}].lineGrids[${g}]` }))),
  ];
}
