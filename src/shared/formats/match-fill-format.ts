import { z } from 'zod';
import { Condition, Identifier, LocalizedText } from './common';
import { Expression } from './expression';

/**
 * A path from the source entity to one of its fields or those of records around it: `itemId` (its own
 * field), `parent.supplierId` (its header's), `parent.orgs.orgId` (a line of its header's `orgs`
 * collection: the header has such a line). Each `parent.` goes up one header, each collection name down
 * into a line collection; the last segment is a field.
 */
export const MatchPath = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)*$/, 'a dotted path: parent., collection names, then a field');

export const MatchOperator = z.enum(['eq', 'lte', 'gte']);
export type MatchOperator = z.infer<typeof MatchOperator>;

/** One condition a source record must meet: the value at `path` compared (`op`, eq by default) with an expression on this record. */
export const MatchTerm = z
  .object({
    path: MatchPath,
    op: MatchOperator.default('eq'),
    value: Expression.describe('an expression on this record ({parentField} reads its header); an empty value means no match is looked for'),
  })
  .strict();
export type MatchTerm = z.infer<typeof MatchTerm>;

/** A fill source: a path on the matched record (`taxPrice`, `parent.agreementNumber`, `step.taxPrice`), or several: the first non-empty wins. */
export const FillSource = z.union([MatchPath, z.array(MatchPath).min(1)]);
export type FillSource = z.infer<typeof FillSource>;

/**
 * Values a record takes from the best record of another entity that matches it (an order line's price
 * from the approved agreement in force for its supplier, organisation, item and quantity). The server
 * applies it on every save of the record (lines included), the edit screen as the user types; a record
 * no source matches keeps what it holds, except the `clear` fields.
 */
export const MatchFill = z
  .object({
    name: Identifier.describe('names the rule; the read findMatchFills answers it by this name'),
    label: LocalizedText.describe('what the values are (协议价格 / Agreement price)'),
    source: Identifier.describe('the entity searched; a line entity reaches its header with parent.'),
    when: Condition.optional().describe('the rule applies only while this holds on the record'),
    match: z.array(MatchTerm).min(1).describe('conditions every candidate meets; among several, the newest (highest key) wins'),
    step: z
      .object({
        lines: Identifier.describe("a line collection of the source: its steps (a quantity ladder)"),
        from: Identifier.describe('the step field that starts it (from this quantity on)'),
        quantity: Expression.describe("the record's quantity that chooses the step: the step with the greatest from at or below it"),
      })
      .strict()
      .optional()
      .describe('the step of the matched record fills the step.* sources; none applies below the first step'),
    fill: z.record(Identifier, FillSource).describe('this record field <- a path on the matched record (step.<field> on its step)'),
    clear: z.array(Identifier).default([]).describe('fields emptied when nothing matches (the reference to the source)'),
  })
  .strict();
export type MatchFill = z.infer<typeof MatchFill>;
