import { isServiceEntity } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor, EntityEngine, EntityRecord } from '../entities/entity-engine.types';
import { MAX_PAGE_ROWS } from '../entities/list-by-page';
import type { ServiceEntityProviders } from '../services/service-entity-providers';
import { readServiceListRequest } from '../services/service-list-request';
import { notSupported } from '../services/service-entity-messages';

/** Rows read per internal page of an export (spec 000 §9). */
export const EXPORT_PAGE_ROWS = 20_000;

export interface ExportSource {
  engine: EntityEngine;
  providers: ServiceEntityProviders;
}

/**
 * A table entity's rows for an export in the list's order and with the actor's scope, as its
 * listByPage answers them: 20,000 at a time, each page read after the last key of the one before, so
 * a deep page costs what the first does and rows added meanwhile never shift the pages.
 */
async function* tablePages(engine: EntityEngine, entity: EntitySchema, params: Record<string, unknown>, actor: Actor): AsyncGenerator<EntityRecord[]> {
  let afterKey: unknown = null;
  do {
    const { rows, page } = await engine.listByPage(entity.name, { ...params, pageRows: EXPORT_PAGE_ROWS, afterKey }, actor, {
      maxPageRows: EXPORT_PAGE_ROWS,
    });
    if (rows.length > 0) yield rows;
    afterKey = page.nextKey ?? null;
  } while (afterKey !== null);
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

/** The pages of rows an export writes: what the list endpoint would answer this actor, page after page. */
export function exportPages(source: ExportSource, entity: EntitySchema, params: Record<string, unknown>, actor: Actor): AsyncGenerator<EntityRecord[]> {
  return isServiceEntity(entity) ? servicePages(source.providers, entity, params, actor) : tablePages(source.engine, entity, params, actor);
}
