import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { SIGNED_HEADERS } from '../../shared/signing/request-signature';
import { requireIdentity } from '../auth/request-identity';
import { HttpRefusal } from '../http/http-refusal';
import { platformMessage } from '../http/platform-messages';
import { requestLanguage } from '../http/request-language';
import { isEntityAccess, routeAccessOf, type EntityAccess } from '../http/route-access';
import type { AccessDirectory } from './access-directory';
import { READ_OPERATIONS, requiredResources } from './entity-operation-resources';
import type { ScreenCoverage } from './screen-coverage';

function headerId(request: FastifyRequest, name: string): number | null {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * Whether the caller may run this entity operation through the menu and responsibility it names
 * (headers menuId, respId): he holds the responsibility, it grants the menu, the menu's screens cover
 * the entity (read-only for referenced entities), and a write's resource code is granted there.
 */
export async function isEntityOperationAllowed(
  request: FastifyRequest,
  access: EntityAccess,
  directory: AccessDirectory,
  coverage: ScreenCoverage,
  catalog: EntityCatalog,
): Promise<boolean> {
  const menuId = headerId(request, SIGNED_HEADERS.menuId);
  const respId = headerId(request, SIGNED_HEADERS.respId);
  if (menuId === null || respId === null) return false;
  const user = requireIdentity(request).user;
  const granted = await directory.grantedMenu(user, respId, menuId);
  if (!granted || granted.menu.menuType !== '20') return false;
  const covered = coverage.forRoute(granted.menu.htmlUrl);
  if (READ_OPERATIONS.has(access.operation)) {
    if (covered.full.has(access.entity)) return true;
    // Reference pickers of suppliers may list only entities the engine scopes to their own supplier:
    // an unowned entity (users, organisations) would expose other companies' data.
    const readable = user.userType === 'internal' || catalog.get(access.entity).ownership !== undefined;
    return covered.readOnly.has(access.entity) && readable;
  }
  if (!covered.full.has(access.entity)) return false;
  const needed = requiredResources(catalog.get(access.entity), access.operation, request.body);
  if (!needed) return false;
  const codes = new Set(granted.resources.map((resource) => resource.resourceCode));
  return needed.every((code) => codes.has(code));
}

/** Runs the check before every entity route's handler; a refusal says nothing about why (403). */
export function registerEntityAccessGuard(
  app: FastifyInstance,
  directory: AccessDirectory,
  coverage: ScreenCoverage,
  catalog: EntityCatalog,
): void {
  app.addHook('preHandler', async (request) => {
    const access = routeAccessOf(request);
    if (request.is404 || !isEntityAccess(access)) return;
    if (!(await isEntityOperationAllowed(request, access, directory, coverage, catalog))) {
      throw new HttpRefusal(platformMessage('noPermission', requestLanguage(request)), 403);
    }
  });
}
