import type { CacheCodec } from '../cache/shared-cache';
import type { AccessModel, MenuRecord, ResourceRecord, ResponsibilityRecord } from './access-model';

/** The access model as plain JSON: records as arrays, grants as [respId, menuId, resourceIds] rows. */
interface AccessModelJson {
  menus: MenuRecord[];
  resources: ResourceRecord[];
  responsibilities: ResponsibilityRecord[];
  grants: [number, number, number[]][];
}

/** Lets the access model (Maps and Sets) be shared through Redis by every server process. */
export const accessModelCodec: CacheCodec<AccessModel> = {
  toJson(model): AccessModelJson {
    const grants: [number, number, number[]][] = [];
    for (const [respId, byMenu] of model.grants) {
      for (const [menuId, resourceIds] of byMenu) grants.push([respId, menuId, [...resourceIds]]);
    }
    return {
      menus: [...model.menus.values()],
      resources: [...model.resources.values()],
      responsibilities: [...model.responsibilities.values()],
      grants,
    };
  },
  fromJson(json) {
    const data = json as AccessModelJson;
    const grants = new Map<number, Map<number, Set<number>>>();
    for (const [respId, menuId, resourceIds] of data.grants) {
      const byMenu = grants.get(respId) ?? new Map<number, Set<number>>();
      grants.set(respId, byMenu);
      byMenu.set(menuId, new Set(resourceIds));
    }
    return {
      menus: new Map(data.menus.map((menu) => [menu.menuId, menu])),
      resources: new Map(data.resources.map((resource) => [resource.resourceId, resource])),
      responsibilities: new Map(data.responsibilities.map((resp) => [resp.respId, resp])),
      grants,
    };
  },
};
