import { z } from 'zod';
import { LocalizedText } from '../../src/shared/formats/common';

export const PAGE_SIZE_OPTIONS = [20, 50, 100, 200, 500] as const;

/** Table configuration keys of spec 000 §3. */
export const TableConfig = z
  .object({
    name: z.string().describe('table name, keys the per-user column configuration'),
    api: z
      .object({ service: z.string(), resource: z.string(), operation: z.string() })
      .strict()
      .optional()
      .describe("defaults to the screen entity's listByPage"),
    searchParams: z.record(z.string(), z.union([z.string(), z.number()])).optional().describe('fixed parameters'),
    pageSize: z.number().int().positive().default(20),
    height: z.number().int().positive().optional(),
    selection: z.boolean().default(true),
    showIndex: z.boolean().default(true),
    showSummary: z.boolean().default(false),
    footerConfig: z
      .object({
        summaryFields: z.array(z.string()).default([]),
        meanNumFields: z.array(z.string()).default([]),
        title: LocalizedText.optional(),
        mergeFooterItems: z.array(z.string()).optional(),
      })
      .strict()
      .optional(),
    pageSelection: z.object({ keyFields: z.array(z.string()).min(1) }).strict().optional(),
    rowSpanFields: z.array(z.string()).optional(),
  })
  .strict();
export type TableConfig = z.infer<typeof TableConfig>;
