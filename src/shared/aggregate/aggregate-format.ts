import { z } from 'zod';
import { MAX_AGGREGATE_GROUP_FIELDS, MAX_AGGREGATE_GROUPS, MAX_AGGREGATE_MEASURES } from '../entity/entity-limits';
import { Identifier } from '../formats/common';

/**
 * The `aggregate` operation of table entities (docs/api.md "Aggregates"): groups of records, measured.
 * One format for the request body, the report and dashboard descriptors that send it, the server and
 * the memory adapter that answer it.
 */
export const AGGREGATE_FUNCTIONS = ['sum', 'count', 'countDistinct', 'avg', 'min', 'max'] as const;
export const AggregateFunction = z.enum(AGGREGATE_FUNCTIONS);
export type AggregateFunction = z.infer<typeof AggregateFunction>;

export const DATE_BUCKETS = ['day', 'month', 'year'] as const;
export const DateBucket = z.enum(DATE_BUCKETS);
export type DateBucket = z.infer<typeof DateBucket>;

/** Characters of a stored date (`yyyy-MM-dd HH:mm:ss`) a bucket keeps: `2026-05-17`, `2026-05`, `2026`. */
export const BUCKET_LENGTH: Record<DateBucket, number> = { day: 10, month: 7, year: 4 };

export const AggregateGroup = z
  .object({
    field: Identifier.describe('the field whose values form the groups'),
    parent: z
      .boolean()
      .optional()
      .describe("a field of the line entity's header, reached through its collection's foreign key (e.g. the order's supplierId for order lines)"),
    bucket: DateBucket.optional().describe('date and datetime fields: group by day (yyyy-MM-dd), month (yyyy-MM) or year (yyyy)'),
    as: Identifier.optional().describe('the key of the group value in each result row (the field name by default)'),
  })
  .strict();
export type AggregateGroup = z.infer<typeof AggregateGroup>;

export const AggregateMeasure = z
  .object({
    fn: AggregateFunction.describe(
      'sum and avg (number and integer fields), min and max (numbers and dates), count (rows; no field), countDistinct (distinct values of a field)',
    ),
    field: Identifier.optional().describe('the measured field (not for count)'),
    as: Identifier.optional().describe('the key of the measure in each result row: the field name by default, `count` for count'),
  })
  .strict();
export type AggregateMeasure = z.infer<typeof AggregateMeasure>;

export const SortOrder = z.preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), z.enum(['asc', 'desc']));

/** The body of `aggregate` apart from its filters (every other key is a filter, as in listByPage). */
export const AggregateQuery = z
  .object({
    groupBy: z.array(AggregateGroup).max(MAX_AGGREGATE_GROUP_FIELDS).default([]),
    measures: z.array(AggregateMeasure).min(1).max(MAX_AGGREGATE_MEASURES),
    sortField: z.string().optional().describe('a group key or a measure key of the result'),
    sortOrder: SortOrder.optional(),
    limit: z
      .number()
      .int()
      .min(1)
      .max(MAX_AGGREGATE_GROUPS)
      .optional()
      .describe(`only the first groups in the sort order (at most ${MAX_AGGREGATE_GROUPS})`),
  })
  .strict();
export type AggregateQuery = z.infer<typeof AggregateQuery>;

/** Keys of the body that are not filters. */
export const AGGREGATE_QUERY_KEYS = new Set(['groupBy', 'measures', 'sortField', 'sortOrder', 'limit']);
