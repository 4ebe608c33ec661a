import type { FastifyRequest } from 'fastify';
import type { PermitAccess } from '../../shared/entity/permit-kinds';
import type { Language } from '../../shared/formats/common';
import type { Actor, OrganizationAccess } from '../entities/entity-engine.types';
import type { PickerView } from '../entities/picker-view';
import type { BearerClient } from '../oauth/bearer-calls';
import type { StoredSession } from './session-store';
import type { SessionUser } from './user-directory';

/** Who is calling, set by the request guard on every signed-in call. */
export interface RequestIdentity {
  session: StoredSession;
  user: SessionUser;
  /** The organisations an internal user reaches (src/server/access/organization-permits.ts). */
  organizations: OrganizationAccess;
  /** The screen routes of the function menus the user holds, once the access guard has granted the call. */
  menuRoutes?: readonly string[];
  /** The access guard granted this update through the approving action's code: only a document in approval at the caller's open task may be saved. */
  approvalUpdateOnly?: boolean;
  /** The access guard granted this read only through a reference: the picker's view of the entity. */
  pickerView?: PickerView;
  /** Set on a call with an API client's bearer token instead of a session (src/server/oauth/bearer-calls.ts). */
  client?: BearerClient;
  /** The values of each permit kind an internal user reaches (src/server/access/user-permits.ts), set by the request guard. */
  permits?: PermitAccess;
  /** The responsibility the call was granted through (the respId header, checked as his by the access guard). */
  responsibilityId?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: RequestIdentity | null;
    /** True once the request's signature was checked: only then did the identity's holder really send it. */
    signatureVerified: boolean;
  }
}

/** The identity of a route that requires login (the guard has already refused anonymous calls). */
export function requireIdentity(request: FastifyRequest): RequestIdentity {
  if (!request.identity) throw new Error(`route ${request.url} reached without an identity`);
  return request.identity;
}

/** The engine's view of the caller; the request id goes to the operation log. */
export function actorOf(identity: RequestIdentity, language: Language, requestId?: string): Actor {
  const actor = actorFor(identity.user, identity.organizations, identity.session.id, language, requestId);
  return {
    ...actor,
    ...(identity.menuRoutes !== undefined && { menuRoutes: identity.menuRoutes }),
    ...(identity.approvalUpdateOnly === true && { approvalUpdateOnly: true }),
    ...(identity.pickerView !== undefined && { pickerView: identity.pickerView }),
    ...(identity.responsibilityId !== undefined && { responsibilityId: identity.responsibilityId }),
    ...(identity.permits !== undefined && { permits: identity.permits }),
  };
}

/** The engine's view of a user outside a request of his (a background job he submitted: session 0). */
export function actorFor(user: SessionUser, organizations: OrganizationAccess, sessionId: number, language: Language, requestId?: string): Actor {
  return {
    userId: user.userId,
    userName: user.userName,
    userType: user.userType,
    supplierId: user.userType === 'supplier' ? user.supplierId : null,
    language,
    sessionId,
    organizations,
    requestId,
  };
}
