import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeOperationLog } from '../audit/operation-log';
import { actorOf, requireIdentity } from '../auth/request-identity';
import { formatDateTime } from '../entities/engine-clock';
import type { EntityEngine } from '../entities/entity-engine.types';
import { contentDisposition } from '../http/content-disposition';
import { success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import { EntityRequestBody } from '../services/entity-request-body';
import type { SqlDatabase } from '../sql-database';
import { TOKEN_URL } from '../openapi/openapi-document';
import type { AccessTokens } from './access-tokens';
import type { ClientApps } from './client-apps';
import { randomSecret, secretHash } from './client-secrets';
import { oauthMessage } from './oauth-messages';

const APP_ENTITY = 'baseOauthApp';

interface CommandDependencies {
  engine: EntityEngine;
  apps: ClientApps;
  tokens: AccessTokens;
  database: SqlDatabase;
}

/**
 * The commands of 第三方应用 (baseOauthApp). Each reads the application through the engine first, so one the
 * administrator may not see answers like a missing one.
 * - doRotateSecret {id}: a new client secret, stored only as its hash (the old one stops working); the secret
 *   is answered once, as a credentials file the list's button downloads, and never again. Its operation log
 *   entry says that a secret was issued, not which.
 * - doRevokeTokens {id}: every access token of the application stops working at once.
 */
export function clientAppCommandHandlers({ engine, apps, tokens, database }: CommandDependencies) {
  const rotate = async (request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const app = await engine.findById(APP_ENTITY, new EntityRequestBody(request.body, language).id(), actor);
    const secret = randomSecret();
    const now = new Date();
    await apps.setSecretHash(Number(app.appId), secretHash(secret), formatDateTime(now), actor.userId);
    await writeOperationLog(database.db, { actor, entity: APP_ENTITY, recordId: String(app.appId), operation: 'doRotateSecret', result: 'SUCCESS', message: 'client secret issued', at: now });
    const text = [
      `# ${String(app.appName)}`,
      `# ${oauthMessage('secretIssued', language)}`,
      `client_id=${String(app.clientId)}`,
      `client_secret=${secret}`,
      `token_url=${TOKEN_URL}`,
      'grant_type=client_credentials',
      '',
    ].join('\n');
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', `${String(app.clientId)}-credentials.txt`))
      .header('cache-control', 'no-store')
      .send(text);
  };
  const revoke = async (request: FastifyRequest) => {
    const language = requestLanguage(request);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const app = await engine.findById(APP_ENTITY, new EntityRequestBody(request.body, language).id(), actor);
    const count = await tokens.revokeAll(Number(app.appId));
    return success(null, oauthMessage('tokensRevoked', language, { count }));
  };
  return new Map<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>>([
    [`${APP_ENTITY}.doRotateSecret`, rotate],
    [`${APP_ENTITY}.doRevokeTokens`, revoke],
  ]);
}
