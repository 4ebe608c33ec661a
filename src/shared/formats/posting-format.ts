import { z } from 'zod';
import { Condition, Identifier } from './common';
import { Expression } from './expression';

/**
 * Rows a document writes into a ledger entity when its workflow actions run (a receipt posts RECEIVE and
 * REJECT movements into the transactions ledger), in the action's transaction: one row per consuming line
 * (or the header) that meets `when`, each field of the ledger row an expression on the line. An action in
 * `release` posts the same rows again with the `reverse` fields negated (and the `reversal` values over
 * them), so the ledger keeps every movement and its reversal and the sums always come out right.
 */
export const Posting = z
  .object({
    name: Identifier.describe('names the posting in messages and docs'),
    lines: Identifier.optional().describe('line collection whose every line posts a row; leave out when the header itself does'),
    when: Condition.optional().describe('only lines (or the header) for which this holds post ({parentField} reads the header)'),
    entity: Identifier.describe('the ledger entity the rows are written into'),
    map: z.record(Identifier, Expression).describe('ledger field -> expression on the posting line ({parentField}: its header; {context}: now, userId...)'),
    reverse: z.array(Identifier).min(1).describe('number fields of the ledger row negated when the posting is reversed'),
    reversal: z.record(Identifier, Expression).optional().describe('ledger field -> expression that replaces the mapped value in a reversal row'),
    apply: z.array(Identifier).min(1).describe('workflow actions of this entity that post'),
    release: z.array(Identifier).default([]).describe('workflow actions of this entity that post the reversal'),
  })
  .strict();
export type Posting = z.infer<typeof Posting>;
