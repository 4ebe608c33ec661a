import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { SIGNED_HEADERS } from '../../shared/signing/request-signature';
import { requireIdentity } from '../auth/request-identity';
import { HttpRefusal } from '../http/http-refusal';
import { platformMessage } from '../http/platform-messages';
import { requestLanguage } from '../http/request-language';
import { isEntityAccess, routeAccessOf, type EntityAccess } from '../http/route-access';
import type { AccessDirectory } from './access-directory';
import { approvalUpdateResource, isReadOperation, requiredResources } from './entity-operation-resources';
import type { ResourceRecord } from './access-model';
import type { Coverage, ScreenCoverage } from './screen-coverage';
import { buttonResourcesOf, FREE_BUTTON } from './screen-button-resources';
import { internalMayCall, supplierMayCall } from './supplier-operations';
import { bearerMayCall } from '../oauth/bearer-calls';

function headerId(request: FastifyRequest, name: string): number | null {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * Whether the caller may run this entity operation through the menu and responsibility it names
 * (headers menuId, respId): his kind of user may call it at all (supplier-operations.ts), he holds
 * the responsibility, it grants the menu, the menu's screens cover the entity, a write's resource
 * code is granted there, and so is the code of the screen button the call runs (`screenAction`: an export).
 * An entity the menu reaches only through a reference is read as a picker reads it: findById and listByPage
 * answer the picker's view (picker-views.ts), and no screen button runs on it (an export needs whole records). When it may, the identity keeps the screen routes of every function menu the user holds (a
 * participant scope opens to some of them).
 */
export async function isEntityOperationAllowed(
  request: FastifyRequest,
  access: EntityAccess,
  directory: AccessDirectory,
  coverage: ScreenCoverage,
  catalog: EntityCatalog,
): Promise<boolean> {
  const { user, client } = requireIdentity(request);
  const kindAllowed = user.userType === 'supplier' ? supplierMayCall(access, catalog) : internalMayCall(access, catalog);
  if (!kindAllowed) return false;
  // An API client's call: its token's scopes stand for the menu; a screen's button (an export) is no API.
  if (client) return access.screenAction === undefined && bearerMayCall(client, access.entity, access.operation);
  const menuId = headerId(request, SIGNED_HEADERS.menuId);
  const respId = headerId(request, SIGNED_HEADERS.respId);
  if (menuId === null || respId === null) return false;
  const granted = await directory.grantedMenuWithRoutes(user, respId, menuId);
  if (!granted || granted.menu.menuType !== '20') return false;
  const covered = coverage.forRoute(granted.menu.htmlUrl);
  if (!coversOperation(request, access, covered, granted.resources, catalog)) return false;
  if (access.screenAction !== undefined) {
    const buttonCodes = buttonResourcesOf(coverage.screens, granted.menu.htmlUrl, access.entity, access.screenAction);
    if (!buttonCodes.has(FREE_BUTTON) && !granted.resources.some((resource) => buttonCodes.has(resource.resourceCode))) return false;
  }
  requireIdentity(request).responsibilityId = respId;
  requireIdentity(request).menuRoutes = granted.menuRoutes;
  return true;
}

/** The reads a picker makes: the rest (aggregates, trees, document links, own lists) need the entity's own screens. */
const PICKER_OPERATIONS = new Set(['findById', 'listByPage']);

function coversOperation(request: FastifyRequest, access: EntityAccess, covered: Coverage, resources: ResourceRecord[], catalog: EntityCatalog): boolean {
  if (isReadOperation(catalog.get(access.entity), access.operation)) {
    if (covered.full.has(access.entity)) return true;
    const view = covered.pickerViews.get(access.entity);
    if (!view || access.screenAction !== undefined || !PICKER_OPERATIONS.has(access.operation)) return false;
    requireIdentity(request).pickerView = view;
    return true;
  }
  if (!covered.full.has(access.entity)) return false;
  const needed = access.resource ? [access.resource] : requiredResources(catalog.get(access.entity), access.operation, request.body);
  if (!needed) return false;
  const codes = new Set(resources.map((resource) => resource.resourceCode));
  if (needed.every((code) => codes.has(code))) return true;
  // Without the update code, the approving action's code grants saving a document in approval only (save-record.ts).
  const approving = approvalUpdateResource(catalog.get(access.entity), access.operation, request.body);
  if (approving === undefined || !codes.has(approving)) return false;
  requireIdentity(request).approvalUpdateOnly = true;
  return true;
}

/**
 * The one place that checks what a route declares beyond a session (docs/api.md "Access"): internal
 * routes refuse supplier users, entity routes run the check above. It runs before every handler,
 * after the session and the signature were checked; a refusal says nothing about why (403).
 */
export function registerAccessGuard(app: FastifyInstance, directory: AccessDirectory, coverage: ScreenCoverage, catalog: EntityCatalog): void {
  app.addHook('preHandler', async (request) => {
    if (request.is404) return;
    const access = routeAccessOf(request);
    const refuse = () => new HttpRefusal(platformMessage('noPermission', requestLanguage(request)), 403);
    if (access === 'internal' && requireIdentity(request).user.userType !== 'internal') throw refuse();
    // An API client calls entity operations only: the platform's other routes serve its web pages.
    if (request.identity?.client && !isEntityAccess(access) && access !== 'public') throw refuse();
    if (!isEntityAccess(access)) return;
    if (!(await isEntityOperationAllowed(request, access, directory, coverage, catalog))) throw refuse();
  });
}
