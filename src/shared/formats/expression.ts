import { z } from 'zod';
// A cycle with common.ts (conditions test expressions, `if` tests a condition): both schemas are lazy, read only when parsing.
import { Condition } from './common';

/**
 * Values the platform supplies to an expression: today's date (`yyyy-MM-dd`), the current moment
 * (`yyyy-MM-dd HH:mm:ss`), the signed-in user's id and, for supplier users, their supplier's id.
 */
export const ContextValue = z.enum(['today', 'now', 'userId', 'supplierId']);
export type ContextValue = z.infer<typeof ContextValue>;

/**
 * The one expression language of entity schemas and screens, written as data (no code strings).
 * Used by computed fields, the mappings of generate actions and pick dialogs, consumption
 * quantities and limits, reference filters and conditions. Arithmetic is decimal (decimal.js):
 * numbers are literal values; `{value}` a literal text; `{field}` reads the current record,
 * `{parentField}` the header of a line (or the source header in a mapping), `{context}` a platform
 * value, `{lookupAttr}` a flexfield of the lookup value held in a field (a tax rate, say),
 * `{sumLines}` adds up a field over the record's lines, `{if}` is `then` while its condition holds on the
 * record (and its header), else `else` (empty when left out).
 */
export type Expression =
  | number
  | { value: string | number | boolean | null }
  | { field: string }
  | { parentField: string }
  | { context: ContextValue }
  | { lookupAttr: { field: string; attr: LookupAttribute } }
  | { sumLines: { lines: string; field: string } }
  | { add: Expression[] }
  | { sub: [Expression, Expression] }
  | { mul: Expression[] }
  | { div: [Expression, Expression] }
  | { min: Expression[] }
  | { max: Expression[] }
  | { if: { when: Condition; then: Expression; else?: Expression } };

export const LookupAttribute = z.enum([
  'attribute1', 'attribute2', 'attribute3', 'attribute4', 'attribute5',
  'attribute6', 'attribute7', 'attribute8', 'attribute9', 'attribute10',
]);
export type LookupAttribute = z.infer<typeof LookupAttribute>;

/** Operators taking two or more operands, and those taking exactly two. */
export const LIST_OPERATORS = ['add', 'mul', 'min', 'max'] as const;
export const PAIR_OPERATORS = ['sub', 'div'] as const;

export const Expression: z.ZodType<Expression> = z.lazy(() =>
  z.union([
    z.number(),
    z.object({ value: z.union([z.string(), z.number(), z.boolean(), z.null()]) }).strict(),
    z.object({ field: z.string() }).strict(),
    z.object({ parentField: z.string() }).strict(),
    z.object({ context: ContextValue }).strict(),
    z.object({ lookupAttr: z.object({ field: z.string(), attr: LookupAttribute }).strict() }).strict(),
    z.object({ sumLines: z.object({ lines: z.string(), field: z.string() }).strict() }).strict(),
    z.object({ add: z.array(Expression).min(2) }).strict(),
    z.object({ sub: z.tuple([Expression, Expression]) }).strict(),
    z.object({ mul: z.array(Expression).min(2) }).strict(),
    z.object({ div: z.tuple([Expression, Expression]) }).strict(),
    z.object({ min: z.array(Expression).min(2) }).strict(),
    z.object({ max: z.array(Expression).min(2) }).strict(),
    z
      .object({ if: z.object({ when: z.lazy(() => Condition), then: Expression, else: Expression.optional() }).strict() })
      .strict()
      .describe('then while the condition holds on the record, else otherwise (empty when left out): an open quantity of 0 once the line is closed'),
  ]),
);

/** A mapping: each target field gets the value of an expression read on the source. */
export const FieldMapping = z
  .record(z.string(), Expression)
  .describe('target field -> expression on the source: {"supplierId": {"field": "supplierId"}, "poType": {"value": "STANDARD"}}');
export type FieldMapping = z.infer<typeof FieldMapping>;
