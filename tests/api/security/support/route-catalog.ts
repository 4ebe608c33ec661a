import type { FastifyInstance } from 'fastify';
import { isEntityAccess, type EntityAccess, type RouteAccess } from '../../../../src/server/http/route-access';
import type { RegisteredRoute } from '../../../../src/server/http/route-registry';

/** Every registered method and URL once (Fastify reports a route again per prefix it is mounted under). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const route of app.registeredRoutes) seen.set(`${route.method} ${route.url}`, route);
  return [...seen.values()].sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

/** A URL that reaches the route: path parameters and wildcards filled with a harmless value. */
export function concretePath(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x');
}

export function routeLabel(route: RegisteredRoute): string {
  return `${route.method} ${route.url}`;
}

/** Routes that need a signed-in caller: every declared access but 'public'. */
export function signedRoutes(app: FastifyInstance): RegisteredRoute[] {
  return registeredRoutes(app).filter((route) => route.access !== undefined && route.access !== 'public');
}

export function isPublic(access: RouteAccess | undefined): boolean {
  return access === 'public';
}

/** The entity routes of one entity, by operation. */
export function entityRoutesOf(app: FastifyInstance, entity: string): { route: RegisteredRoute; access: EntityAccess }[] {
  return registeredRoutes(app).flatMap((route) =>
    isEntityAccess(route.access) && route.access.entity === entity ? [{ route, access: route.access }] : [],
  );
}
