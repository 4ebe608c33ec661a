import type { SessionService } from '../auth/session-service';
import type { UserSession } from '../auth/session-store';
import type { EntityRecord } from '../entities/entity-engine.types';
import { dateTimeText } from '../system-tables';
import type { ProviderCall, RecordKey, ServiceEntityProvider } from '../services/service-entity-provider';
import { unsupportedFilter } from '../services/service-list-request';

/** The user centre's list of signed-in devices (docs/authoring.md "User centre"). */
export const USER_SESSION_ENTITY = 'baseUserSession';

function recordOf(session: UserSession, currentId: number): EntityRecord {
  return {
    sessionId: session.id,
    userId: session.userId,
    userAgent: session.userAgent,
    address: session.address,
    signedInAt: dateTimeText(new Date(session.createdAt)),
    lastSeenAt: dateTimeText(new Date(session.lastSeenAt)),
    currentFlag: session.id === currentId ? 'Y' : 'N',
  };
}

function numericKeys(keys: readonly RecordKey[]): number[] {
  return keys.map(Number).filter((key) => Number.isInteger(key));
}

/**
 * Answers every caller his own live sessions only, whichever session store backs them (SQL or Redis), and
 * ends only his own: a delete signs the chosen devices out. The session of the call itself is never ended
 * here (that is 退出登录), so the list cannot lock its user out by mistake.
 */
export function createUserSessionProvider(sessions: SessionService): ServiceEntityProvider {
  const end = async (keys: readonly RecordKey[], { actor }: ProviderCall) => {
    const others = numericKeys(keys).filter((id) => id !== actor.sessionId);
    return { removed: await sessions.endOwn(actor.userId, others) };
  };
  return {
    async listByPage(request, { actor }) {
      if (request.filters.length > 0) throw unsupportedFilter(request.filters[0], actor.language);
      const all = (await sessions.listOf(actor.userId)).map((session) => recordOf(session, actor.sessionId));
      const start = (request.pageIndex - 1) * request.pageRows;
      const count = all.length;
      return { rows: all.slice(start, start + request.pageRows), page: { count, curIndex: request.pageIndex, pageSize: request.pageRows, pagesCount: Math.ceil(count / request.pageRows) } };
    },
    delete: (key, call) => end([key], call),
    batchDelete: end,
  };
}
