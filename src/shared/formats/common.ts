import { z } from 'zod';
import { Expression } from './expression';

/** A label in both languages the product speaks (CN is the default). */
export const LocalizedText = z
  .object({
    cn: z.string().min(1),
    en: z.string().min(1),
  })
  .strict()
  .describe('Text in Chinese (cn) and English (en)');
export type LocalizedText = z.infer<typeof LocalizedText>;

export const Identifier = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, 'must start with a letter and hold only letters, digits and _');

export const Language = z.enum(['CN', 'EN']);
export type Language = z.infer<typeof Language>;

/**
 * Names a condition may test besides the record's fields: `$side` is `buyer` or `supplier` (who is
 * looking), `$new` is true until the record is first saved.
 */
export const CONDITION_CONTEXT_NAMES = ['$side', '$new'] as const;
export type ConditionContextName = (typeof CONDITION_CONTEXT_NAMES)[number];

/**
 * A condition is plain data, never code: `{field, op, value}` (or `{expr, op, value}` to test a
 * computed value) combined with `and` / `or`. Used for visible / read-only / required rules, editable
 * rows, generate filters and the like.
 */
export type Condition =
  | { field: string; op: ConditionOperator; value?: ConditionValue }
  | { expr: Expression; op: ConditionOperator; value?: ConditionValue }
  | { and: Condition[] }
  | { or: Condition[] };

export const ConditionOperator = z.enum(['eq', 'ne', 'in', 'notIn', 'empty', 'notEmpty', 'gt', 'gte', 'lt', 'lte']);
export type ConditionOperator = z.infer<typeof ConditionOperator>;
const ConditionValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
type ConditionValue = z.infer<typeof ConditionValue>;

export const Condition: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z
      .object({ field: z.string().describe('a field of the record, or $side / $new'), op: ConditionOperator, value: ConditionValue.optional() })
      .strict(),
    z.object({ expr: Expression, op: ConditionOperator, value: ConditionValue.optional() }).strict(),
    z.object({ and: z.array(Condition).min(1) }).strict(),
    z.object({ or: z.array(Condition).min(1) }).strict(),
  ]),
);
