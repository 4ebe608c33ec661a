import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SqlDatabase } from '../sql-database';

/**
 * Makes each request one scope of the database's change stamp (PostgreSQL: read at most once per request,
 * postgres-change-stamp.ts). Registered before the request guard, whose identity reads run inside it. The
 * body is read from socket events outside the scope, so the hooks from preValidation on are put back in it.
 */
export function registerChangeStampScope(app: FastifyInstance, database: SqlDatabase): void {
  const inScope = database.changeStampScope;
  if (!inScope) return;
  const scopes = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, _reply, done) => {
    inScope(() => {
      scopes.set(request, new AsyncResource('srm-change-stamp-scope'));
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
