import { evaluateCondition } from '../expressions/evaluate-condition';
import { evaluateValue, type ExpressionContext } from '../expressions/evaluate-expression';
import type { FieldMapping } from '../formats/expression';
import type { GenerateAction } from '../formats/generate-format';
import { toDecimal } from '../numbers/decimal';
import { isEmptyValue } from '../validation/empty-value';

type Row = Record<string, unknown>;

/** A record a generate action starts from: a header, or a picked line with its header. */
export interface GenerateSource {
  record: Row;
  parent?: Row;
}

export type GeneratedOutcome =
  | { ok: true; record: Row; lineCount: number }
  /** Picked lines of several headers map a header field to different values. */
  | { ok: false; reason: 'mixed'; field: string }
  /** The action copies lines, but no source line qualifies. */
  | { ok: false; reason: 'noLines' };

/**
 * Whether a generate action starts from picked records (`{ids}`, each becoming a line of the new document):
 * declared on a line entity, or with `pickRecords`; else from one header record (`{id}`).
 */
export function startsFromPicks(action: Pick<GenerateAction, 'pickRecords'>, isLineEntity: boolean): boolean {
  return isLineEntity || action.pickRecords === true;
}

function mapped(mapping: FieldMapping, source: GenerateSource, context: ExpressionContext): Row {
  const values: Row = {};
  for (const [field, expression] of Object.entries(mapping)) {
    values[field] = evaluateValue(expression, { record: source.record, parent: source.parent, context });
  }
  return values;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) || isEmptyValue(b)) return isEmptyValue(a) && isEmptyValue(b);
  const x = toDecimal(a);
  const y = toDecimal(b);
  return x && y ? x.equals(y) : String(a) === String(b);
}

function linesOf(record: Row, collection: string): Row[] {
  const lines = record[collection];
  return Array.isArray(lines) ? (lines as Row[]) : [];
}

/**
 * The document a generate action creates, as the record to save (header values and line arrays),
 * from its sources: one header (`fromLines` false: its line collections are copied), or picked lines
 * (`fromLines` true: each becomes a line, and every one must map the header alike). Lines whose `when`
 * fails are left out. The server and the in-memory adapter build documents with this one function.
 */
export function buildGenerated(action: GenerateAction, sources: readonly GenerateSource[], fromLines: boolean, context: ExpressionContext): GeneratedOutcome {
  const [first, ...rest] = sources;
  const record = mapped(action.header, first, context);
  for (const other of rest) {
    const values = mapped(action.header, other, context);
    const differs = Object.keys(values).find((field) => !sameValue(values[field], record[field]));
    if (differs) return { ok: false, reason: 'mixed', field: differs };
  }
  let lineCount = 0;
  for (const lines of action.lines) {
    const candidates: GenerateSource[] = fromLines
      ? sources.map((source) => source)
      : linesOf(first.record, lines.from ?? '').map((line) => ({ record: line, parent: first.record }));
    const made = candidates
      .filter((source) => !lines.when || evaluateCondition(lines.when, source.record, {}, { parent: source.parent, context }))
      .map((source) => mapped(lines.map, source, context));
    record[lines.into] = [...linesOf(record, lines.into), ...made];
    lineCount += made.length;
  }
  if (action.lines.length > 0 && lineCount === 0) return { ok: false, reason: 'noLines' };
  return { ok: true, record, lineCount };
}
