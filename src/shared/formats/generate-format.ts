import { z } from 'zod';
import { Condition, Identifier, LocalizedText } from './common';
import { FieldMapping } from './expression';

export const GenerateLines = z
  .object({
    from: Identifier.optional().describe(
      'line collection of the source header whose lines become target lines; leave out when the action belongs to a line entity (the picked lines themselves)',
    ),
    into: Identifier.describe('line collection of the target that receives them'),
    when: Condition.optional().describe('only source lines for which this holds (e.g. an open quantity above 0)'),
    map: FieldMapping.describe('target line field -> expression on the source line ({field}) and its header ({parentField})'),
  })
  .strict();
export type GenerateLines = z.infer<typeof GenerateLines>;

/**
 * Creates a document of another entity from this one, linked both ways: declared on a header, it
 * runs on one record (`{id}`); declared on a line entity (or with `pickRecords`), on lines (records) picked
 * across several headers (`{ids}`), which must agree on every mapped header value, or with `groupBy` become one
 * document per group. The new documents are saved through the engine with the caller's rights and answered, so
 * the screen can open them.
 */
export const GenerateAction = z
  .object({
    label: LocalizedText,
    resource: z.string().describe('resource (button) code that grants the action'),
    actor: z.enum(['internal', 'supplier']).default('internal'),
    target: Identifier.describe('the entity of the document created'),
    from: z
      .array(z.string())
      .min(1)
      .optional()
      .describe("statuses of the source (a line source: its header's) the action may start from"),
    when: Condition.optional().describe('the source record (each picked line) must satisfy this'),
    header: FieldMapping.describe('target header field -> expression on the source header (a line source: {field} of the line, {parentField} of its header)'),
    groupBy: z
      .array(Identifier)
      .min(1)
      .optional()
      .describe(
        'a line entity\'s action only: target header fields of `header` whose mapped values split the picked lines into one new document per distinct combination (one order per supplier, organisation and currency), all in one transaction; the other header fields must still agree within a group',
      ),
    lines: z.array(GenerateLines).default([]),
    pickRecords: z
      .boolean()
      .optional()
      .describe(
        'on an entity that is not a line entity: the action runs on records picked in a list ({ids}), each becoming a line of one new document, like the picked lines of a line entity (a cart checked out into an order)',
      ),
    sourceAction: Identifier.optional().describe(
      "a workflow action of this entity run on each source record (each picked line or record, or the header) once the new document is saved, in the same transaction: a checked-out cart line becomes ORDERED, a catalogue order turned into a purchase order leaves APPROVED; granted by the generate action's resource",
    ),
  })
  .strict();
export type GenerateAction = z.infer<typeof GenerateAction>;
