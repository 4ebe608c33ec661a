import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './route-access';

/** A registered route and the access it declares (undefined: it declares none, and is refused). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the test that checks each one declares its access. */
    registeredRoutes: RegisteredRoute[];
  }
}

export function registerRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, access: route.config?.access });
  });
}
