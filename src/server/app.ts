import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServiceName } from '../shared/formats/entity-format';
import { ACCESS_MODEL_ENTITIES, AccessDirectory } from './access/access-directory';
import { registerEntityAccessGuard } from './access/entity-access-guard';
import { menuRoutes } from './access/menu-routes';
import { loginRoutes } from './auth/login-routes';
import { registerRequestGuard } from './auth/request-guard';
import { sessionPolicy } from './auth/session-policy';
import { SessionService } from './auth/session-service';
import { createSqlSessionStore } from './auth/sql-session-store';
import { UserDirectory } from './auth/user-directory';
import type { ServerConfig } from './config';
import { pendingRoutes } from './home/pending-routes';
import { envelopeResponses, success } from './http/envelope-schema';
import { registerErrorReplies } from './http/error-replies';
import { registerJsonBodyParser } from './http/json-body-parser';
import { registerRouteRegistry } from './http/route-registry';
import { registerSecurityHeaders } from './http/security-headers';
import { LOOKUP_ENTITIES, LookupCache } from './lookups/lookup-cache';
import { lookupRoutes } from './lookups/lookup-routes';
import { entityRoutes } from './services/entity-routes';
import { MemoryNonceStore } from './signing/nonce-store';
import { NONCE_TTL_MS } from './signing/verify-signature';
import { openPlatform } from './startup/open-platform';
import { connectRedis } from './redis/redis-connection';
import { registerStaticWeb } from './web/static-web';

/**
 * The whole server as one Fastify instance (not listening yet): platform routes, one plugin per
 * entity service, the web app. Closing it closes the database.
 */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit: 10 * 1024 * 1024,
    // While shutting down, new requests get 503 so a load balancer moves them elsewhere.
    return503OnClosing: true,
  });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisKeyPrefix, app.log) : null;
  if (redis) app.addHook('onClose', async () => redis.close());
  const platform = await openPlatform(config, app.log).catch(async (error: unknown) => {
    await redis?.close();
    throw error;
  });
  const { database, catalog, engine, coverage } = platform;
  app.addHook('onClose', async () => database.close());

  const users = new UserDirectory(database);
  const sessions = new SessionService(createSqlSessionStore(database), users, sessionPolicy(config));
  const directory = new AccessDirectory(database);
  const lookups = new LookupCache(database);
  const onWrite = (entity: string) => {
    if (LOOKUP_ENTITIES.has(entity)) lookups.invalidate();
    if (ACCESS_MODEL_ENTITIES.has(entity)) directory.invalidate();
  };

  registerRouteRegistry(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app);
  registerErrorReplies(app);
  registerRequestGuard(app, sessions, new MemoryNonceStore(NONCE_TTL_MS));
  registerEntityAccessGuard(app, directory, coverage, catalog);

  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: envelopeResponses('record') } },
    async () => success({ ready: true, database: database.dialect }, ''),
  );
  await app.register(loginRoutes, { prefix: '/api/base', sessions, users });
  await app.register(menuRoutes, { prefix: '/api/base', directory });
  await app.register(lookupRoutes, { prefix: '/api/base', lookups });
  await app.register(pendingRoutes, { prefix: '/api/srm', directory, coverage, catalog, engine });
  const services = new Set<ServiceName>(catalog.all().map((entity) => entity.service));
  for (const service of services) {
    await app.register(entityRoutes, { prefix: `/api/${service}`, service, catalog, engine, onWrite });
  }
  await registerStaticWeb(app, config.webDir);
  return app;
}
