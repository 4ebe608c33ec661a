import { z } from 'zod';
import { Condition, Identifier, LocalizedText } from './common';

/**
 * A rule over the whole record (its lines included) that every save must meet: the server refuses a
 * record breaking it on every write path (save, batch save, import, workflow actions), and edit screens
 * show its message as the user types.
 */
export const RecordCheck = z
  .object({
    name: Identifier.describe('names the check (tests, logs); unique within the entity'),
    rule: Condition.describe(
      'must hold for the record to be saved: conditions over fields and expressions, e.g. {"expr": {"sumLines": {"lines": "nodes", "field": "percentage"}}, "op": "eq", "value": 100}',
    ),
    when: Condition.optional().describe('the check applies only while this holds (e.g. a status); always when absent'),
    message: LocalizedText.describe('what the user is told when the rule fails, in both languages'),
    field: Identifier.optional().describe('the header field the message is shown at (and the error names)'),
    lines: Identifier.optional().describe('the line collection the message concerns: edit screens show it by that line grid'),
  })
  .strict();
export type RecordCheck = z.infer<typeof RecordCheck>;

/**
 * Records valid from a date, of which the one in force on a date is asked for (an exchange rate, a price):
 * the entity gets `POST .../<entity>Restful/<operation>` answering, for the key values and a date, the record
 * with the latest date field on or before that date.
 */
export const EffectiveDated = z
  .object({
    keys: z.array(Identifier).min(1).describe('fields that together name the series (from and to currency, rate type)'),
    dateField: Identifier.describe('the date field a record is in force from (type date)'),
    operation: Identifier.default('findEffective').describe('the read operation that answers the record in force on a date'),
  })
  .strict();
export type EffectiveDated = z.infer<typeof EffectiveDated>;
