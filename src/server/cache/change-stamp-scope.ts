import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeAccessOf } from '../http/route-access';
import type { SqlDatabase } from '../sql-database';

/**
 * Makes each request one scope of the database's change stamp (PostgreSQL: read at most once per request,
 * postgres-change-stamp.ts). Registered before the request guard, whose identity reads run inside it. The
 * body is read from socket events outside the scope, so the hooks from preValidation on are put back in it.
 * A signed-in call reads the stamp at once: its round trip overlaps the session lookup (in Redis when there is one).
 */
export function registerChangeStampScope(app: FastifyInstance, database: SqlDatabase): void {
  const inScope = database.changeStampScope;
  if (!inScope) return;
  const scopes = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, _reply, done) => {
    inScope(() => {
      scopes.set(request, new AsyncResource('srm-change-stamp-scope'));
      const access = routeAccessOf(request);
      if (!request.is404 && access !== undefined && access !== 'public') void database.changeStamp?.();
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
