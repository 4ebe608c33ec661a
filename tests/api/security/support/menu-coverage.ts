import { loadScreenDescriptors, ScreenCoverage } from '../../../../src/server/access/screen-coverage';
import { loadEntitySchemas } from '../../../../src/server/db';
import { repoPaths } from '../../../../src/server/startup/repo-paths';
import { EntityCatalog } from '../../../../src/shared/entity/entity-catalog';
import type { MenuRow } from '../../../../src/shared/tree/menu-tree';
import type { MenuContext } from '../../../../renderer/data/data-adapter';
import type { SignedInClient } from '../../support/signed-client';

const paths = repoPaths();

/** The catalog and screen coverage the server builds from this checkout. */
export const catalog = new EntityCatalog(loadEntitySchemas(paths.schemas));
export const coverage = new ScreenCoverage(loadScreenDescriptors(paths.screens), catalog);

export interface UserMenus {
  rows: MenuRow[];
  /** A function menu of the user whose screens use the entity (to write: fully; to read: fully where he holds one, else as a reference). */
  menuFor(entity: string, use: 'write' | 'read'): MenuContext | undefined;
}

/** The menus a signed-in user holds, and which of them reach an entity. */
export async function userMenus(client: SignedInClient): Promise<UserMenus> {
  const answer = await client.adapter.request<MenuRow[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus' });
  const rows = answer.data ?? [];
  return {
    rows,
    menuFor(entity, use) {
      const functions = rows.filter((row) => row.menuType === '20');
      // A menu of the entity's own screens first: through a reference only a picker's fields are read.
      const found =
        functions.find((row) => coverage.forRoute(row.htmlUrl ?? null).full.has(entity)) ??
        (use === 'read' ? functions.find((row) => coverage.forRoute(row.htmlUrl ?? null).readOnly.has(entity)) : undefined);
      return found ? { menuId: found.menuId, respId: found.respId } : undefined;
    },
  };
}
