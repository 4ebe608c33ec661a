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
    generatedBy: z
      .string()
      .optional()
      .describe('the tool that wrote this file (generated, do not edit): change the tool and run it again, e.g. "tools/demo/generate-material-items.ts"'),
    entity: Identifier.describe('the entity of every record of the file'),
    user: z.string().min(1).describe('the demo user (seed/system/demo-users.json) who saves the records: their creator in the audit fields'),
    key: z
      .array(Identifier)
      .min(1)
      .describe('fields that find a record already in the database: a record whose key is found is left as it is, so a restart adds nothing'),
    records: z.array(DemoRecord).min(1).describe('saved in this order: a record may refer to the ones before it'),
    actions: z
      .array(Identifier)
      .optional()
      .describe(
        'workflow actions run, in this order and by the file\'s user, on each record the file creates (["doPublish"]: published common files and notices); a record found already stored is left as it is',
      ),
  })
  .strict()
  .describe('demo records of one entity, applied in file-name order when DEMO_DATA is on');
export type DemoRecordsFile = z.infer<typeof DemoRecordsFile>;

export function isRecordRef(value: unknown): value is RecordRef {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'ref' in value && 'by' in value;
}

/**
 * System records (seed/system/records/*.json, docs/authoring.md "System records"): reference data every
 * installation needs whatever DEMO_DATA says (the Chinese administrative divisions). The demo format without
 * its user: the records are written by the system in bulk, in batches of multi-row inserts, not one by one
 * through the engine, and on every start only the missing ones are added (one read of the stored keys).
 */
export const SystemRecordsFile = DemoRecordsFile.omit({ user: true, actions: true })
  .extend({
    generated: z
      .string()
      .optional()
      .describe('for a file written by a tool: which tool, from which source (package, version, licence); the file is not edited by hand'),
    records: z
      .array(DemoRecord)
      .min(1)
      .describe('inserted in this order, no lines: a record may refer to the ones before it (of this or an earlier file) by business code'),
  })
  .strict()
  .describe('system records of one entity, added on every start when missing (by their key)');
export type SystemRecordsFile = z.infer<typeof SystemRecordsFile>;
