import { z } from 'zod';
import { AggregateGroup, AggregateMeasure } from '../../src/shared/aggregate/aggregate-format';
import { MAX_AGGREGATE_GROUPS } from '../../src/shared/entity/entity-limits';

/** A date counted from today when the screen asks: `{ "date": "monthStart" }` is the first of this month. */
export const RelativeDate = z
  .object({
    date: z.enum(['today', 'monthStart', 'yearStart']).describe('today, the first day of this month, or of this year'),
    months: z.number().int().optional().describe('months added (negative: earlier), e.g. -11 with monthStart: the last twelve months'),
    days: z.number().int().optional().describe('days added (negative: earlier)'),
  })
  .strict();
export type RelativeDate = z.infer<typeof RelativeDate>;

export const QueryParamValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()])), RelativeDate]);
export type QueryParamValue = z.infer<typeof QueryParamValue>;

/** Fixed filters of a query in the listByPage syntax (`status_in`, `parent.startDate_gte`), values or relative dates. */
export const QueryParams = z
  .record(z.string(), QueryParamValue)
  .describe('fixed filters, listByPage syntax: {"status_in": ["APPROVED"], "approvedDate_gte": {"date": "monthStart"}}');
export type QueryParams = z.infer<typeof QueryParams>;

/**
 * What a report or a dashboard widget reads: the groups and measures of an `aggregate` call
 * (docs/api.md "Aggregates"), or, without groupBy and measures, the rows of listByPage.
 */
export const QueryDescriptor = z
  .object({
    groupBy: z.array(AggregateGroup).optional().describe('group fields of the aggregate (leave out, with measures, for plain rows of listByPage)'),
    measures: z.array(AggregateMeasure).min(1).optional().describe('measures of the aggregate; without them the rows of listByPage'),
    params: QueryParams.optional(),
    sort: z
      .object({ field: z.string().describe('a result key (aggregate) or a field (rows)'), order: z.enum(['asc', 'desc']).default('asc') })
      .strict()
      .optional(),
    limit: z.number().int().min(1).max(MAX_AGGREGATE_GROUPS).optional().describe('only the first groups or rows in the sort order'),
  })
  .strict()
  .refine((query) => query.measures !== undefined || query.groupBy === undefined, { message: 'groupBy needs measures', path: ['measures'] });
export type QueryDescriptor = z.infer<typeof QueryDescriptor>;
