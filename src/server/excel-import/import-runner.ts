import type { ImportDone, ImportProblem } from '../../shared/api/import-answer';
import { findField } from '../../shared/entity/entity-catalog';
import type { Language } from '../../shared/formats/common';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor, EntityEngine, EntityRecord, ImportFailure } from '../entities';
import { fieldLabel } from '../entities/entity-fields';
import { cellToValue } from './cell-values';
import { columnTitle, type ImportColumnModel, type ImportModel } from './import-columns';
import { importRefusal } from './import-messages';
import type { LookupMeanings } from './lookup-meanings';

/** One row to import: where it came from, and the raw value of each import column it gives (by field). */
export interface SourceRow {
  row: number;
  cells: ReadonlyMap<string, unknown>;
}

export type ImportRun =
  | { ok: true; done: ImportDone }
  /**
   * The problems of the failed rows the engine kept, in row order; `errorRows` counts all failed rows,
   * `complete` says whether every failed row is among those kept.
   */
  | { ok: false; rows: number; errorRows: number; problems: ImportProblem[]; complete: boolean };

/** Failed rows kept for the answer and the marked workbook; beyond that they are counted only. */
export const FAILED_ROWS_KEPT = 1000;

export interface ImportRunInput {
  model: ImportModel;
  rows: AsyncIterable<SourceRow> | Iterable<SourceRow>;
  actor: Actor;
  meanings: LookupMeanings;
  headerId?: number;
  /** Where a call without rows is pointed at: 'data' for doImport, 'file' for a workbook. */
  rowsField: string;
}

/** A source row's cells as a record of the columns' fields (meanings to codes, numbers, dates, flags), `skip` left out. */
export function recordOfSource(columns: readonly ImportColumnModel[], source: SourceRow, meanings: LookupMeanings, skip?: string): EntityRecord {
  const record: EntityRecord = {};
  for (const column of columns) {
    if (column.field.name === skip) continue;
    const value = cellToValue(column, source.cells.get(column.field.name), meanings);
    if (value !== null) record[column.field.name] = value;
  }
  return record;
}

/** The title a problem shows for a field: its import column's, else the entity field's label. */
export function problemColumnTitle(columns: readonly ImportColumnModel[], entity: EntitySchema, fieldName: string, language: Language): string {
  const column = columns.find((candidate) => candidate.field.name === fieldName);
  const field = findField(entity, fieldName);
  return column ? columnTitle(column, language) : field ? fieldLabel(field, language) : '';
}

function problemsOf(failure: ImportFailure, row: number, model: ImportModel, language: Language): ImportProblem[] {
  if (failure.errors.length === 0) return [{ row, column: '', field: '', message: failure.message }];
  return failure.errors.map((error) => ({ row, column: problemColumnTitle(model.columns, model.entity, error.field, language), field: error.field, message: error.message }));
}

/**
 * The one import path of doImport and importExcel: each row's cells become a record (meanings to codes,
 * numbers, dates, flags: cell-values.ts), the engine saves all of them in one transaction or none, and
 * its failures become problems by row and column. Rows stream through: only their numbers are kept.
 */
export async function runImport(engine: EntityEngine, input: ImportRunInput): Promise<ImportRun> {
  const { model, actor, meanings } = input;
  const rowNumbers: number[] = [];
  async function* records(): AsyncGenerator<EntityRecord> {
    for await (const source of input.rows) {
      rowNumbers.push(source.row);
      yield recordOfSource(model.columns, source, meanings);
    }
  }
  const outcome = await engine.importRecords(model.entity.name, records(), actor, { headerId: input.headerId, maxFailures: FAILED_ROWS_KEPT });
  if (rowNumbers.length === 0) throw importRefusal(actor.language, 'noRows', input.rowsField);
  if (outcome.ok) return { ok: true, done: { rows: rowNumbers.length, created: outcome.created, updated: outcome.updated } };
  const problems = outcome.failures
    .flatMap((failure) => problemsOf(failure, rowNumbers[failure.index], model, actor.language))
    .sort((a, b) => a.row - b.row);
  const complete = outcome.failures.length === outcome.failureCount;
  return { ok: false, rows: rowNumbers.length, errorRows: outcome.failureCount, problems, complete };
}
