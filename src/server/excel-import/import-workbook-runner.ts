import type { ImportProblem } from '../../shared/api/import-answer';
import type { FieldError } from '../../shared/api/envelope';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor, EntityEngine, EntityRecord } from '../entities';
import { cellToValue } from './cell-values';
import { columnTitle, type ImportColumnModel, type ImportModel } from './import-columns';
import { importText } from './import-messages';
import { FAILED_ROWS_KEPT, problemColumnTitle, recordOfSource, type ImportRun } from './import-runner';
import type { ImportWorkbook } from './import-workbook';
import type { LookupMeanings } from './lookup-meanings';

/** Where a record or a line came from. */
interface Origin {
  sheet: string;
  row: number;
}

function problemOf(origin: Origin, columns: readonly ImportColumnModel[], entity: EntitySchema, error: FieldError, language: Actor['language']): ImportProblem {
  return { sheet: origin.sheet, row: origin.row, column: problemColumnTitle(columns, entity, error.field, language), field: error.field, message: error.message };
}

/**
 * A header-and-lines workbook imported as one: each header row becomes a record with the lines whose
 * link column names it (so the engine saves a header with its lines, validated as when saved on its
 * screen), all records in one transaction or none. A line naming no header row is a problem of its
 * own and also refuses the import. Problems come back by sheet, row and column, in sheet order.
 */
export async function runWorkbookImport(
  engine: EntityEngine,
  input: { model: ImportModel; workbook: ImportWorkbook; actor: Actor; meanings: LookupMeanings },
): Promise<ImportRun> {
  const { model, workbook, actor, meanings } = input;
  const language = actor.language;
  const link = model.definition.linkBy ?? '';
  const headerOrigins: Origin[] = workbook.header.rows.map((source) => ({ sheet: workbook.header.name, row: source.row }));
  const records = workbook.header.rows.map((source) => recordOfSource(model.columns, source, meanings));
  const byLink = new Map<string, number>();
  records.forEach((record, index) => {
    const key = record[link];
    if (key !== undefined && !byLink.has(String(key))) byLink.set(String(key), index);
  });
  /** Per record, per collection: where each of its lines came from. */
  const lineOrigins: Map<string, Origin[]>[] = records.map(() => new Map());
  const problems: ImportProblem[] = [];
  const orphanRows = new Set<string>();
  for (const line of model.lines) {
    const sheet = workbook.lines.get(line.collection);
    if (!sheet) continue;
    for (const source of sheet.rows) {
      const key = cellToValue(line.link, source.cells.get(line.link.field.name), meanings);
      const index = key === null ? undefined : byLink.get(String(key));
      if (index === undefined) {
        const label = columnTitle(line.link, language);
        const message = key === null
          ? importText(language, 'linkRequired', { label })
          : importText(language, 'lineWithoutHeader', { label, value: String(key), sheet: workbook.header.name });
        problems.push({ sheet: sheet.name, row: source.row, column: label, field: line.link.field.name, message });
        orphanRows.add(`${sheet.name}\u0000${source.row}`);
        continue;
      }
      const lines = (records[index][line.collection] ??= []) as EntityRecord[];
      lines.push(recordOfSource(line.columns, source, meanings, line.link.field.name));
      const origins = lineOrigins[index].get(line.collection) ?? [];
      origins.push({ sheet: sheet.name, row: source.row });
      lineOrigins[index].set(line.collection, origins);
    }
  }
  const outcome = await engine.importRecords(model.entity.name, records, actor, { maxFailures: FAILED_ROWS_KEPT, refuseAll: problems.length > 0 });
  if (outcome.ok) return { ok: true, done: { rows: records.length, created: outcome.created, updated: outcome.updated } };
  const errorRows = new Set(orphanRows);
  for (const failure of outcome.failures) {
    const origin = headerOrigins[failure.index];
    if (failure.errors.length === 0) problems.push({ ...origin, column: '', field: '', message: failure.message });
    for (const error of failure.errors) {
      const lineModel = error.line ? model.lines.find((candidate) => candidate.collection === error.line?.collection) : undefined;
      const lineOrigin = error.line ? lineOrigins[failure.index].get(error.line.collection)?.[error.line.index] : undefined;
      const problem = lineModel && lineOrigin
        ? problemOf(lineOrigin, lineModel.columns, lineModel.entity, error, language)
        : problemOf(origin, model.columns, model.entity, error, language);
      problems.push(problem);
      errorRows.add(`${problem.sheet}\u0000${problem.row}`);
    }
    if (failure.errors.length === 0) errorRows.add(`${origin.sheet}\u0000${origin.row}`);
  }
  const order = [workbook.header.name, ...model.lines.map((line) => workbook.lines.get(line.collection)?.name)];
  problems.sort((a, b) => order.indexOf(a.sheet) - order.indexOf(b.sheet) || a.row - b.row);
  const complete = outcome.failures.length === outcome.failureCount;
  const rows = workbook.header.rows.length + [...workbook.lines.values()].reduce((sum, sheet) => sum + sheet.rows.length, 0);
  return { ok: false, rows, errorRows: complete ? errorRows.size : errorRows.size + outcome.failureCount - outcome.failures.length, problems, complete };
}
