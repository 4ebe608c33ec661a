import type { FastifyRequest } from 'fastify';

/**
 * What a route demands of its caller, declared in its route config (`config: {access}`); a route
 * without it is refused. One guard enforces it (src/server/auth/request-guard.ts for the session and
 * signature, src/server/access/entity-access-guard.ts for the rest):
 * - 'public': anyone, no session (health, login, the web app);
 * - 'login': any signed-in user, supplier users included (the route answers only the caller's own data);
 * - 'internal': signed-in internal users only (buyers, administrators), never supplier users;
 * - an entity operation: the menu and responsibility the call names must cover the entity and grant
 *   the resource code of the operation; supplier users only where the entity schema lets them in.
 */
export type RouteAccess = 'public' | 'login' | 'internal' | EntityAccess;

export interface EntityAccess {
  entity: string;
  /** findById, listByPage, saveOrUpdate, doBatchSaveOrUpdate, delete, doBatchDelete, a workflow action or a named operation. */
  operation: string;
  /**
   * The resource code of a named operation implemented in code (not a standard operation or a
   * workflow action of the schema). Supplier users may call it only where the schema lets them write.
   */
  resource?: string;
  /**
   * The screen button this call runs when it is not an operation of the entity's schema (`export`,
   * `backExport`): it needs the resource code that button carries on the menu's screens (none when the
   * button names none), and is refused where no button of those screens runs it.
   */
  screenAction?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function isEntityAccess(access: RouteAccess | undefined): access is EntityAccess {
  return typeof access === 'object' && access !== null;
}

/** The access the matched route declares; undefined for unknown routes and undeclared ones. */
export function routeAccessOf(request: FastifyRequest): RouteAccess | undefined {
  return request.routeOptions.config?.access;
}
