import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { AccessDirectory } from '../access/access-directory';
import type { ScreenCoverage } from '../access/screen-coverage';
import type { Actor, EntityEngine } from '../entities/entity-engine.types';
import type { LookupCache } from '../lookups/lookup-cache';
import type { ProviderPage, ServiceEntityProvider } from '../services/service-entity-provider';
import { handledActions, handledDecisions } from './handled-items';
import { pendingDocuments, pendingTasks, waitingActions, workflowEntities, type SourcePart } from './pending-items';
import { workGrantsOf } from './work-grants';
import { readWorkItemQuery, type WorkItemQuery } from './work-item-query';
import { readDocuments, workItemRecord } from './work-item-records';
import { compareRows, type WorkSourceRow } from './work-source-row';

/** The entity of the work lists (schemas/base/baseWorkItem.json; screens supplierPendingList, insidePendingList, ...). */
export const WORK_ITEM_ENTITY = 'baseWorkItem';

export interface WorkItemSources {
  catalog: EntityCatalog;
  engine: EntityEngine;
  directory: AccessDirectory;
  coverage: ScreenCoverage;
  lookups: LookupCache;
}

/** Every source of the queue for this caller, each read once (at most the page's depth rows), none for a type filtered out. */
async function sourceParts(sources: WorkItemSources, actor: Actor, query: WorkItemQuery): Promise<SourcePart[]> {
  const { catalog, engine, directory, coverage } = sources;
  const entities = workflowEntities(catalog, query);
  const types = new Set(entities.map((entity) => entity.name));
  if (query.queue === 'HANDLED') {
    return Promise.all([handledActions(engine, entities, actor, query), handledDecisions(engine, catalog, actor, query, types)]);
  }
  const grants = await workGrantsOf(directory, coverage, actor);
  const parts: SourcePart[] = [];
  // One query per entity with something waiting on this caller; one after the other, so a busy server is not asked for all at once.
  for (const entity of entities) {
    const actions = waitingActions(entity, actor, grants);
    if (actions.length > 0) parts.push(await pendingDocuments(engine, entity, actions, actor, query));
  }
  parts.push(await pendingTasks(engine, catalog, actor, query, types));
  return parts;
}

/**
 * The work lists (docs/authoring.md "Work lists"): what waits on the caller across every entity with a workflow,
 * and what he handled, as one paged list of `baseWorkItem` records. Each source answers its first rows in the
 * list's order (at most the page's depth) and its count; the rows are merged, the page cut out, and only its rows'
 * documents are read for their number, title, status, supplier and the screen that opens them.
 */
export function createWorkItemProvider(sources: WorkItemSources): ServiceEntityProvider {
  return {
    async listByPage(request, call): Promise<ProviderPage> {
      const { actor } = call;
      const query = readWorkItemQuery(request, actor.language);
      const parts = await sourceParts(sources, actor, query);
      const merged = parts.flatMap((part) => part.rows).sort(compareRows(query.direction));
      const start = (query.pageIndex - 1) * query.pageRows;
      const page: WorkSourceRow[] = merged.slice(start, start + query.pageRows);
      const [grants, documents] = await Promise.all([workGrantsOf(sources.directory, sources.coverage, actor), readDocuments(sources.engine, page, actor)]);
      const rows = [];
      for (const row of page) {
        const record = await workItemRecord(sources, query.queue, row, documents.get(row.key), grants, actor);
        if (record) rows.push(record);
      }
      const count = parts.reduce((total, part) => total + part.count, 0);
      return { rows, page: { count, curIndex: query.pageIndex, pageSize: query.pageRows, pagesCount: Math.ceil(count / query.pageRows) } };
    },
  };
}
