import { isServiceEntity } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor, EntityEngine, EntityRecord } from '../entities/entity-engine.types';
import { listRowPages } from '../entities/list-row-pages';
import { MAX_PAGE_ROWS } from '../entities/list-by-page';
import type { ServiceEntityProviders } from '../services/service-entity-providers';
import { readServiceListRequest } from '../services/service-list-request';
import { notSupported } from '../services/service-entity-messages';

/**
 * Rows read per internal page of a table entity's export: few enough that a page's rows die young (500
 * measured +40-80 MB of server RSS for 100,000 rows, 1,000 about +150 MB, at the same speed).
 */
export const EXPORT_PAGE_ROWS = 500;

export interface ExportSource {
  engine: EntityEngine;
  providers: ServiceEntityProviders;
}

/** A service entity's rows, through its provider's listByPage at the largest page it is asked for. */
async function* servicePages(providers: ServiceEntityProviders, entity: EntitySchema, params: Record<string, unknown>, actor: Actor): AsyncGenerator<EntityRecord[]> {
  const provider = providers.get(entity.name);
  if (!provider.listByPage) throw notSupported(entity, 'listByPage', actor.language);
  for (let pageIndex = 1; ; pageIndex += 1) {
    const request = readServiceListRequest(entity, { ...params, pageIndex, pageRows: MAX_PAGE_ROWS }, actor.language);
    const { rows, page } = await provider.listByPage(request, { entity, actor });
    if (rows.length > 0) yield rows;
    if (rows.length < MAX_PAGE_ROWS || pageIndex >= page.pagesCount) return;
  }
}

/**
 * The pages of rows an export writes: what the list endpoint would answer this actor, page after page. A
 * table entity's rows are read by keyset pages of EXPORT_PAGE_ROWS with only the `keys` the columns show
 * (list-row-pages.ts), so a deep page costs what the first does and rows added meanwhile never shift them.
 */
export function exportPages(source: ExportSource, entity: EntitySchema, params: Record<string, unknown>, actor: Actor, keys: string[]): AsyncGenerator<EntityRecord[]> {
  if (isServiceEntity(entity)) return servicePages(source.providers, entity, params, actor);
  return listRowPages(source.engine.kit.base, entity, params, actor, { keys, pageRows: EXPORT_PAGE_ROWS });
}
