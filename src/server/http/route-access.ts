import type { FastifyRequest } from 'fastify';

/**
 * What a route demands of its caller, declared in its route config (`config: {access}`):
 * 'public' (health, login, the web app), 'login' (any signed-in user), or an entity operation whose
 * menu, responsibility and resource code the access layer checks. A route without it is refused.
 */
export type RouteAccess = 'public' | 'login' | EntityAccess;

export interface EntityAccess {
  entity: string;
  /** findById, listByPage, saveOrUpdate, doBatchSaveOrUpdate, delete, doBatchDelete or a workflow action. */
  operation: string;
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
