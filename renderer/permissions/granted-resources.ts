import { sharedLoad } from '../../src/shared/async/shared-load';
import type { DataAdapter, MenuContext } from '../data/data-adapter';

interface ResourceRow {
  resourceCode: string;
}

/** Per adapter (one per session), per `${menuId}_${respId}` (spec 000 §3: resources held per menuId_respId). */
const cacheByAdapter = new WeakMap<DataAdapter, Map<string, Promise<ReadonlySet<string>>>>();

export function resourceCacheKey(menu: MenuContext): string {
  return `${menu.menuId}_${menu.respId}`;
}

async function fetchGranted(adapter: DataAdapter, menu: MenuContext): Promise<ReadonlySet<string>> {
  const answer = await adapter.request<ResourceRow[]>({
    service: 'base',
    resource: 'baseResourceRestful',
    operation: 'findResourcesByRespMenu',
    body: { menuId: menu.menuId, respId: menu.respId },
  });
  if (answer.status !== 'S' || !Array.isArray(answer.data)) {
    throw new Error(answer.msg || 'resources of the menu could not be loaded');
  }
  return new Set(answer.data.map((row) => row.resourceCode));
}

/** The resource codes the menu and responsibility grant; a failed call is not cached (it grants nothing). */
export function loadGrantedResources(adapter: DataAdapter, menu: MenuContext): Promise<ReadonlySet<string>> {
  let cache = cacheByAdapter.get(adapter);
  if (!cache) {
    cache = new Map();
    cacheByAdapter.set(adapter, cache);
  }
  return sharedLoad(cache, resourceCacheKey(menu), () => fetchGranted(adapter, menu));
}

/** Forgets the cached grants, e.g. after a user signs out or an administrator changes grants. */
export function clearGrantedResources(adapter: DataAdapter): void {
  cacheByAdapter.delete(adapter);
}

/** A button shows only when its resource is granted; buttons without a resource always show. */
export function isResourceGranted(resource: string | undefined, granted: ReadonlySet<string> | null): boolean {
  if (!resource) return true;
  return granted !== null && granted.has(resource);
}
