import { z } from 'zod';
import { Condition, Identifier, LocalizedText } from './common';
import { Expression } from './expression';

/**
 * A quantity or amount this document takes from another record (a delivery note from its order lines'
 * open quantity, a receipt from the delivery note, a payment from the contract): applied by the
 * workflow actions named in `apply`, given back by those in `release`, in the same transaction, never
 * below zero nor beyond `limit`. Every application is kept in a ledger, so a release gives back
 * exactly what was taken.
 */
export const Consumption = z
  .object({
    name: Identifier.describe('names the consumption in the ledger and in messages'),
    label: LocalizedText.optional().describe('what is consumed, for messages (the target field label by default)'),
    lines: Identifier.optional().describe('line collection whose every line consumes; leave out when the header itself does'),
    target: z
      .object({
        entity: Identifier,
        by: Identifier.describe('field of the consuming record (line) that holds the target record key'),
      })
      .strict(),
    when: Condition.optional().describe('only consuming records (lines) for which this holds consume ({parentField} reads the header): a receipt line takes from the delivery note only when it came from one'),
    quantity: Expression.describe('how much each consuming record takes: an expression on it ({parentField} reads the header)'),
    into: Identifier.describe('number field of the target that accumulates what is consumed'),
    limit: Expression.optional().describe('the target field may never exceed this expression on the target record'),
    apply: z.array(Identifier).min(1).describe('workflow actions of this entity that consume'),
    release: z.array(Identifier).default([]).describe('workflow actions of this entity that give back what was consumed'),
  })
  .strict();
export type Consumption = z.infer<typeof Consumption>;
