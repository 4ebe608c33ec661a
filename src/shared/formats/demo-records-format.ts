import { z } from 'zod';
import { Identifier } from './common';

/**
 * Demo business data as JSON (seed/demo/records/*.json, docs/authoring.md "Demo data"): the records of
 * one entity, saved through the engine's saveOrUpdate by a demo user on a database that does not hold
 * them yet. Later business areas add a file instead of writing a seed in TypeScript.
 */
export const DEMO_RECORDS_FORMAT_VERSION = 1;

export const RecordRef = z
  .object({
    ref: Identifier.describe('the referenced entity'),
    by: Identifier.describe('the field of the referenced entity that holds the business code (a unique field or its code field)'),
    value: z.union([z.string(), z.number()]).describe('the business code of the referenced record, e.g. "01"'),
  })
  .strict()
  .describe('the id of another record, found by its business code when the record is saved: {"ref": "basePurchaseCategory", "by": "categoryCode", "value": "01"}');
export type RecordRef = z.infer<typeof RecordRef>;

export type DemoValue = string | number | boolean | null | RecordRef | DemoRecord[];
export type DemoRecord = { [field: string]: DemoValue };

export const DemoValue: z.ZodType<DemoValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    RecordRef,
    z.array(DemoRecord).describe('the lines of a line collection, by the collection\'s name'),
  ]),
);

export const DemoRecord: z.ZodType<DemoRecord> = z.lazy(() =>
  z.record(Identifier, DemoValue).describe('field -> value, as saveOrUpdate takes it; a reference by business code where an id is due'),
);

export const DemoRecordsFile = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(DEMO_RECORDS_FORMAT_VERSION),
    entity: Identifier.describe('the entity of every record of the file'),
    user: z.string().min(1).describe('the demo user (seed/system/demo-users.json) who saves the records: their creator in the audit fields'),
    key: z
      .array(Identifier)
      .min(1)
      .describe('fields that find a record already in the database: a record whose key is found is left as it is, so a restart adds nothing'),
    records: z.array(DemoRecord).min(1).describe('saved in this order: a record may refer to the ones before it'),
    afterSave: z
      .array(Identifier)
      .optional()
      .describe('workflow actions run, in order, by the same user on each record this file creates (published notices: ["doPublish"])'),
  })
  .strict()
  .describe('demo records of one entity, applied in file-name order when DEMO_DATA is on');
export type DemoRecordsFile = z.infer<typeof DemoRecordsFile>;

export function isRecordRef(value: unknown): value is RecordRef {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'ref' in value && 'by' in value;
}
