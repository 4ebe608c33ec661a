import { z } from 'zod';

/**
 * A server-side computation written as data (no code strings): used by computed fields such as
 * line totals. Numbers are literal values; `{field}` reads the current record, `{parentField}` the
 * header of a line, `{lookupAttr}` a flexfield of the lookup value held in a field (a tax rate, say),
 * `{sumLines}` adds up a field over the record's lines.
 */
export type Expression =
  | number
  | { field: string }
  | { parentField: string }
  | { lookupAttr: { field: string; attr: LookupAttribute } }
  | { sumLines: { lines: string; field: string } }
  | { add: Expression[] }
  | { sub: [Expression, Expression] }
  | { mul: Expression[] }
  | { div: [Expression, Expression] };

export const LookupAttribute = z.enum([
  'attribute1', 'attribute2', 'attribute3', 'attribute4', 'attribute5',
  'attribute6', 'attribute7', 'attribute8', 'attribute9', 'attribute10',
]);
export type LookupAttribute = z.infer<typeof LookupAttribute>;

export const Expression: z.ZodType<Expression> = z.lazy(() =>
  z.union([
    z.number(),
    z.object({ field: z.string() }).strict(),
    z.object({ parentField: z.string() }).strict(),
    z.object({ lookupAttr: z.object({ field: z.string(), attr: LookupAttribute }).strict() }).strict(),
    z.object({ sumLines: z.object({ lines: z.string(), field: z.string() }).strict() }).strict(),
    z.object({ add: z.array(Expression).min(2) }).strict(),
    z.object({ sub: z.tuple([Expression, Expression]) }).strict(),
    z.object({ mul: z.array(Expression).min(2) }).strict(),
    z.object({ div: z.tuple([Expression, Expression]) }).strict(),
  ]),
);
