import type { ApiEnvelope } from '../../shared/api/envelope';
import { IMPORT_PROBLEMS_LISTED, type ImportDone, type ImportRejected } from '../../shared/api/import-answer';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { Language } from '../../shared/formats/common';
import { success } from '../http/envelope-schema';
import type { ImportModel } from './import-columns';
import { importRefusal, importText } from './import-messages';
import type { ImportRun } from './import-runner';
import type { StoredResult } from './import-results';

export function importedAnswer(done: ImportDone, language: Language): ApiEnvelope<ImportDone> {
  return success(done, importText(language, 'imported', { ...done }));
}

/** Status E naming the first problem; the first problems listed in data, all failed rows counted. */
export function rejectedAnswer(run: Extract<ImportRun, { ok: false }>, language: Language, result?: StoredResult): ApiEnvelope<ImportRejected> {
  const first = run.problems[0];
  const errors = run.problems.slice(0, IMPORT_PROBLEMS_LISTED);
  const data: ImportRejected = { rows: run.rows, errorRows: run.errorRows, errors, truncated: !run.complete || errors.length < run.problems.length };
  if (result) {
    data.resultId = result.resultId;
    data.resultExpiresAt = result.expiresAt;
  }
  const args = { errorRows: run.errorRows, row: first?.row ?? 0, first: first?.message ?? '' };
  const msg = first?.sheet ? importText(language, 'rejectedInSheet', { ...args, sheet: first.sheet }) : importText(language, 'rejected', args);
  return { status: 'E', msg, data };
}

/**
 * The header an `intoHeader` import adds lines to: the parameter named by the collection's foreign key
 * (`poHeaderId`). Absent: undefined, and the engine says it is needed; not an id: refused here.
 */
export function headerIdOf(model: ImportModel, params: Record<string, unknown>, catalog: EntityCatalog, language: Language): number | undefined {
  if (!model.definition.intoHeader) return undefined;
  const parameter = catalog.parentOf(model.entity.name)?.collection.foreignKey;
  if (!parameter) return undefined;
  const raw = params[parameter];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
  throw importRefusal(language, 'badHeaderId', parameter, { parameter });
}

/** The object of a JSON body or a query string; anything else counts as empty. */
export function paramsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
