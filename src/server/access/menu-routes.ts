import type { FastifyInstance } from 'fastify';
import { requireIdentity } from '../auth/request-identity';
import { envelopeResponses, success } from '../http/envelope-schema';
import type { AccessDirectory } from './access-directory';

function idParam(body: unknown, key: string): number {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : -1;
}

/** findUserMenus and findResourcesByRespMenu (base service), for any signed-in user. */
export async function menuRoutes(app: FastifyInstance, { directory }: { directory: AccessDirectory }): Promise<void> {
  const options = { config: { access: 'login' as const }, schema: { response: envelopeResponses('list') } };

  app.post('/v1/baseMenuRestful/findUserMenus', options, async (request) => {
    return success(await directory.userMenus(requireIdentity(request).user), '');
  });

  // Spec 000 §7: menuId and respId are -1 when missing; an unknown or ungranted pair lists nothing.
  app.post('/v1/baseResourceRestful/findResourcesByRespMenu', options, async (request) => {
    const menuId = idParam(request.body, 'menuId');
    const respId = idParam(request.body, 'respId');
    if (menuId < 0 || respId < 0) return success([], '');
    const granted = await directory.grantedMenu(requireIdentity(request).user, respId, menuId);
    const rows = (granted?.resources ?? []).map(({ resourceCode, resourceName, resourceNameEn, resIcon }) => ({
      resourceCode,
      resourceName,
      resourceNameEn,
      resIcon,
    }));
    return success(rows, '');
  });
}
