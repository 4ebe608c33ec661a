import { z } from 'zod';
import { Identifier, LocalizedText } from './common';
import { Expression, FieldMapping } from './expression';

/**
 * A document whose workflow action writes its lines as records of another entity, in the action's
 * transaction: an approved supplier list application adds list entries, an alteration changes them.
 */
export const Posting = z
  .object({
    name: Identifier.describe('names the posting; unique in the entity'),
    on: z.array(Identifier).min(1).describe('workflow actions after which the lines are posted (the approval)'),
    lines: Identifier.describe('line collection of the document: each line writes one record of the target'),
    target: Identifier.describe('the entity whose records the lines write'),
    match: Identifier.optional().describe(
      'line field holding the id of the target record the line changes; left out, every line inserts a new record',
    ),
    map: FieldMapping.describe('target field -> expression on the line ({field}) and its header ({parentField})'),
  })
  .strict();
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
