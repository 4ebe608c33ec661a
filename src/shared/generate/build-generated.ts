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

/** One document to create: the record to save and the indexes of the sources it was built from. */
export interface GeneratedDocument {
  record: Row;
  lineCount: number;
  sources: number[];
}

export type GeneratedOutcome =
  /** One document, or with `groupBy` one per group in the order the groups' first lines were picked. */
  | { ok: true; documents: GeneratedDocument[] }
  /** Picked lines of several headers (of one group) map a header field to different values. */
  | { ok: false; reason: 'mixed'; field: string }
  /** The action copies lines, but no source line qualifies (of some group). */
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

/** The sources' indexes split by the mapped values of the `groupBy` fields (all in one group without). */
function groupsOf(action: GenerateAction, headers: readonly Row[]): number[][] {
  const groups: { values: Row; members: number[] }[] = [];
  headers.forEach((values, index) => {
    const group = groups.find((candidate) => (action.groupBy ?? []).every((field) => sameValue(candidate.values[field], values[field])));
    if (group) group.members.push(index);
    else groups.push({ values, members: [index] });
  });
  return groups.map((group) => group.members);
}

function buildOne(action: GenerateAction, sources: readonly GenerateSource[], headers: readonly Row[], members: number[], fromLines: boolean, context: ExpressionContext): GeneratedDocument | { reason: 'mixed'; field: string } | { reason: 'noLines' } {
  const record = { ...headers[members[0]] };
  for (const index of members.slice(1)) {
    const differs = Object.keys(headers[index]).find((field) => !sameValue(headers[index][field], record[field]));
    if (differs) return { reason: 'mixed', field: differs };
  }
  const first = sources[members[0]];
  let lineCount = 0;
  for (const lines of action.lines) {
    const candidates: GenerateSource[] = fromLines
      ? members.map((index) => sources[index])
      : linesOf(first.record, lines.from ?? '').map((line) => ({ record: line, parent: first.record }));
    const made = candidates
      .filter((source) => !lines.when || evaluateCondition(lines.when, source.record, {}, { parent: source.parent, context }))
      .map((source) => mapped(lines.map, source, context));
    record[lines.into] = [...linesOf(record, lines.into), ...made];
    lineCount += made.length;
  }
  if (action.lines.length > 0 && lineCount === 0) return { reason: 'noLines' };
  return { record, lineCount, sources: members };
}

/**
 * The documents a generate action creates, as records to save (header values and line arrays), from its
 * sources: one header (`fromLines` false: its line collections are copied), or picked lines (`fromLines`
 * true: each becomes a line, and every one must map the header alike, or with `groupBy` every one of its
 * group). Lines whose `when` fails are left out. The server and the in-memory adapter build documents with
 * this one function.
 */
export function buildGenerated(action: GenerateAction, sources: readonly GenerateSource[], fromLines: boolean, context: ExpressionContext): GeneratedOutcome {
  const headers = sources.map((source) => mapped(action.header, source, context));
  const groups = fromLines ? groupsOf(action, headers) : [[0]];
  const documents: GeneratedDocument[] = [];
  for (const members of groups) {
    const built = buildOne(action, sources, headers, members, fromLines, context);
    if ('reason' in built) return { ok: false, ...built };
    documents.push(built);
  }
  return { ok: true, documents };
}
