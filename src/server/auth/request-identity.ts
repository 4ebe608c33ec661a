import type { FastifyRequest } from 'fastify';
import type { Language } from '../../shared/formats/common';
import type { Actor } from '../entities/entity-engine.types';
import type { StoredSession } from './session-store';
import type { SessionUser } from './user-directory';

/** Who is calling, set by the request guard on every signed-in call. */
export interface RequestIdentity {
  session: StoredSession;
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: RequestIdentity | null;
  }
}

/** The identity of a route that requires login (the guard has already refused anonymous calls). */
export function requireIdentity(request: FastifyRequest): RequestIdentity {
  if (!request.identity) throw new Error(`route ${request.url} reached without an identity`);
  return request.identity;
}

/** The engine's view of the caller. */
export function actorOf(identity: RequestIdentity, language: Language): Actor {
  const { user, session } = identity;
  return {
    userId: user.userId,
    userName: user.userName,
    userType: user.userType,
    supplierId: user.userType === 'supplier' ? user.supplierId : null,
    language,
    sessionId: session.id,
  };
}
