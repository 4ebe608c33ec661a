import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { envelopeResponses, success } from '../http/envelope-schema';
import { platformMessage } from '../http/platform-messages';
import { requestLanguage } from '../http/request-language';
import type { LookupCache } from './lookup-cache';

/** findDic {lookupType}: the type's enabled values active today, by orderNo; any signed-in user. */
export async function lookupRoutes(app: FastifyInstance, { lookups }: { lookups: LookupCache }): Promise<void> {
  app.post(
    '/v1/baseLookupValuesRestful/findDic',
    { config: { access: 'login' }, schema: { response: envelopeResponses('list') } },
    async (request) => {
      const body = request.body;
      const lookupType = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).lookupType : undefined;
      if (typeof lookupType !== 'string' || lookupType.trim() === '' || lookupType.length > 60) {
        throw new ApiError(platformMessage('lookupTypeRequired', requestLanguage(request)), [
          { field: 'lookupType', message: platformMessage('lookupTypeRequired', requestLanguage(request)) },
        ]);
      }
      return success(await lookups.values(lookupType.trim()), '');
    },
  );
}
