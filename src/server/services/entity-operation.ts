import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/formats/common';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { actorOf, requireIdentity } from '../auth/request-identity';
import type { Actor } from '../entities/entity-engine.types';
import type { DataShape } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import { EntityRequestBody } from './entity-request-body';

export type EntityOperationHandler = (entity: EntitySchema, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** One endpoint of an entity: `POST /v1/<entity>Restful/<operation>`, what its `data` holds and what it does. */
export interface EntityOperation {
  shape: DataShape;
  handle: EntityOperationHandler;
}

/**
 * Operations a feature adds to the table entities it applies to (trees, aggregates, document links,
 * generate actions): registered beside the standard ones, behind the same access guard
 * (src/server/access/entity-operation-resources.ts says what each needs).
 */
export type EntityOperationFamily = (entity: EntitySchema) => Record<string, EntityOperation>;

/** The caller, the parsed body and the language of an entity call. */
export function operationContext(request: FastifyRequest): { actor: Actor; body: EntityRequestBody; language: Language } {
  const language = requestLanguage(request);
  const actor = actorOf(requireIdentity(request), language, String(request.id));
  return { actor, body: new EntityRequestBody(request.body, language), language };
}
