import { catalogCodeLabels } from '../../shared/entity/code-label-index';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { Actor, EntityRecord } from '../entities/entity-engine.types';
import { entityLabel } from '../entities/entity-fields';
import { LookupMeanings } from '../excel-import/lookup-meanings';
import type { LookupCache } from '../lookups/lookup-cache';
import { aggregateExportSource } from './aggregate-export';
import { exportColumns } from './export-columns';
import { exportPages, type ExportSource } from './export-rows';
import type { ExportRequest } from './export-request';
import type { ExportLayout } from './export-workbook';

export interface ExportDependencies extends ExportSource {
  lookups: LookupCache;
  /** Names the codes of `labelOf` columns (code-label-index.ts). */
  catalog: EntityCatalog;
}

/** An export ready to stream: its first page already read, so a refused query is still a JSON answer. */
export interface PreparedExport {
  fileName: string;
  layout: ExportLayout;
  meanings: LookupMeanings;
  pages: AsyncIterable<EntityRecord[]>;
}

const UNSAFE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** The download's name: the caller's (without path or control characters) or the entity's label, as .xlsx. */
export function exportFileName(requested: string | undefined, fallback: string): string {
  const cleaned = (requested ?? '').replace(UNSAFE_NAME, '_').trim().slice(0, 120);
  const stem = (cleaned === '' ? fallback : cleaned).replace(/\.xlsx$/i, '');
  return `${stem}.xlsx`;
}

async function* startingWith<T>(first: IteratorResult<T>, rest: AsyncIterator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * Everything an export needs before its first byte: columns resolved against the entity (an
 * aggregate's: its result rows), the lookup meanings and code labels they show, and the first page of rows (which runs
 * the list's or the aggregate's checks of filters and sort).
 */
export async function prepareExport(request: ExportRequest, actor: Actor, dependencies: ExportDependencies): Promise<PreparedExport> {
  const { entity } = request;
  const aggregate = request.operation === 'aggregate' ? await aggregateExportSource(dependencies.engine, entity, request.requestParams, actor) : undefined;
  const columns = exportColumns(request.columns, aggregate?.rows ?? entity, actor.language, catalogCodeLabels(dependencies.catalog));
  const lookupTypes = columns.flatMap((column) => (column.lookupType ? [column.lookupType] : []));
  const meanings = await LookupMeanings.load(dependencies.lookups, lookupTypes);
  const label = entityLabel(entity, actor.language);
  const iterator = aggregate?.pages ?? exportPages(dependencies, entity, request.requestParams, actor, columns.flatMap((column) => (column.context ? [column.source, column.context] : [column.source])));
  const first = await iterator.next();
  return {
    fileName: exportFileName(request.fileName, label),
    layout: {
      columns,
      sheetMaxRow: request.sheetMaxRow,
      sheetName: request.custom?.sheetName ?? label,
      title: request.custom?.title,
    },
    meanings,
    pages: startingWith(first, iterator),
  };
}
