import type { FastifyPluginAsync } from 'fastify';
import { envelopeResponses, success } from '../http/envelope-schema';
import { platformMessage, type PlatformMessageKey } from '../http/platform-messages';
import { requestLanguage } from '../http/request-language';
import { checkDependencies, failedDependencies, type Dependencies, type DependencyChecks } from './dependency-checks';

const DEPENDENCY_NAMES: Record<keyof DependencyChecks, PlatformMessageKey> = {
  database: 'dependencyDatabase',
  redis: 'dependencyRedis',
};

/**
 * Liveness and readiness, both public and unsigned (probes of load balancers and orchestrators).
 * `/api/health`: the process is up and serving (restart it when this fails).
 * `/api/ready`: it can do work now: the database answers a query and Redis, when configured, answers
 * PING; otherwise 503 naming what failed (send no traffic, do not restart). While the server shuts down,
 * every request, this one included, gets 503 from the shutdown gate.
 */
export const healthRoutes: FastifyPluginAsync<Dependencies> = async (app, dependencies) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: envelopeResponses('record') } },
    async () => success({ ready: true, database: dependencies.database.dialect }, ''),
  );

  app.get('/ready', { config: { access: 'public' }, schema: { response: envelopeResponses('record') } }, async (request, reply) => {
    const checks = await checkDependencies(dependencies, request.log);
    const failed = failedDependencies(checks);
    const data = { ready: failed.length === 0, database: dependencies.database.dialect, checks };
    if (failed.length === 0) return success(data, '');
    const language = requestLanguage(request);
    const names = failed.map((name) => platformMessage(DEPENDENCY_NAMES[name], language));
    const msg = platformMessage('notReady', language, { dependencies: names.join(', ') });
    return reply.code(503).send({ status: 'E', msg, data });
  });
};
