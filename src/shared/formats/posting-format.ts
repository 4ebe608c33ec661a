import { z } from 'zod';
import { Condition, Identifier, LocalizedText } from './common';
import { Expression, FieldMapping } from './expression';

/**
 * Records a document writes into another entity when its workflow actions run, in the action's
 * transaction (docs/authoring.md "Postings"): one per line of `lines` (or the header) meeting `when`, each
 * target field an expression on the line and its header. Two kinds:
 * - saved through the engine as the acting user (validation, references, scopes, operation log), inserted,
 *   or changing the record the line's `match` field names: an approved supplier list application adds
 *   list entries, an alteration changes them;
 * - `ledger`: rows appended as the engine's own (the ledger is read-only to everyone else); an action in
 *   `release` appends the same rows again with the `reverse` fields negated (and the `reversal` values
 *   over them), so the ledger keeps every movement and its reversal: a receipt's RECEIVE and REJECT
 *   movements in the transactions ledger.
 */
export const Posting = z
  .object({
    name: Identifier.describe('names the posting; unique in the entity'),
    apply: z.array(Identifier).min(1).describe('workflow actions of this entity after which the records are written (the approval, the posting of a receipt)'),
    lines: Identifier.optional().describe('line collection whose every line writes one record; leave out when the header itself does'),
    when: Condition.optional().describe('only lines (or the header) for which this holds write ({parentField} reads the header)'),
    target: Identifier.describe('the entity whose records are written'),
    map: FieldMapping.describe('target field -> expression on the line ({field}), its header ({parentField}) and the context (now, userId...)'),
    match: Identifier.optional().describe(
      'not for a ledger: line field holding the id of the target record the line changes; left out, every line inserts a new record',
    ),
    ledger: z.literal(true).optional().describe('the target is a ledger: rows appended as the engine\'s own, never changed, reversed on `release`'),
    reverse: z.array(Identifier).min(1).optional().describe('ledger only (required there): number fields of the row negated when the posting is reversed'),
    reversal: z.record(Identifier, Expression).optional().describe('ledger only: target field -> expression that replaces the mapped value in a reversal row'),
    release: z.array(Identifier).optional().describe('ledger only: workflow actions of this entity that append the reversal'),
  })
  .strict()
  .superRefine((posting, context) => {
    if (posting.ledger) {
      if (!posting.reverse) context.addIssue({ code: 'custom', path: ['reverse'], message: 'a ledger posting names the number fields a reversal negates (reverse)' });
      if (posting.match) context.addIssue({ code: 'custom', path: ['match'], message: 'a ledger is only appended to: match is for postings that change records' });
      return;
    }
    for (const key of ['reverse', 'reversal', 'release'] as const) {
      if (posting[key]) context.addIssue({ code: 'custom', path: [key], message: `${key} is for ledger postings ("ledger": true)` });
    }
  });
export type Posting = z.infer<typeof Posting>;

export const LIST_CONTROLS = ['NONE', 'WARN', 'REFUSE'] as const;
export type ListControl = (typeof LIST_CONTROLS)[number];

/**
 * Each line (or the header) must be allowed by a record of another entity (a supplier on the approved
 * supplier list for the line's item or category in the order's organisation). A configuration profile
 * says whether a line that is not warns, is refused, or passes.
 */
export const ListCheck = z
  .object({
    name: Identifier.describe('names the check; unique in the entity'),
    lines: Identifier.optional().describe('line collection checked line by line; left out, the header is checked'),
    list: Identifier.describe('the entity whose records allow the line'),
    match: FieldMapping.describe(
      'list field -> expression on the line ({field}) and its header ({parentField}) that must be equal; an empty value leaves the line unchecked',
    ),
    anyOf: z
      .array(FieldMapping)
      .min(1)
      .optional()
      .describe('alternatives of which one must match too (the item, or else its category); an alternative holding an empty value is skipped; all empty leaves the line unchecked'),
    where: z.record(Identifier, z.union([z.string(), z.number()])).optional().describe('fixed values of list fields: {"aslStatus": "EFFECTIVE"}'),
    inForce: z
      .object({
        from: Identifier.describe('date field of the list: empty or on or before the date'),
        to: Identifier.describe('date field of the list: empty or on or after the date'),
        on: Expression.describe('the date, an expression on the line and its header ({"context": "today"})'),
      })
      .strict()
      .optional()
      .describe('the list record must be in force on a date'),
    control: z
      .object({
        profile: z.string().min(1).describe('configuration profile code (baseConfigProfile) holding NONE, WARN or REFUSE; user, then organisation, then site level'),
        orgField: Identifier.optional().describe('header field holding the organisation whose ORG-level value applies'),
        default: z.enum(LIST_CONTROLS).default('NONE').describe('when no profile value is set'),
      })
      .strict(),
    field: Identifier.describe('the field the warning or refusal names (a line field when `lines`)'),
    flagField: Identifier.optional().describe('a readOnly flag field of the line (or header) the engine sets Y while the line is not allowed, N when it is'),
    message: LocalizedText.describe('what the user is told, after the line and the named field with its value (第2行：物料（M-001 螺栓）：…)'),
  })
  .strict();
export type ListCheck = z.infer<typeof ListCheck>;
