import type { Actor } from '../entities/entity-engine.types';

/**
 * The audit columns every new row of the platform carries (spec 000: version, who created it and when, who
 * changed it last, from which session): version 1, created and last updated by the actor at `stamp`
 * (`yyyy-MM-dd HH:mm:ss`).
 */
export function creationAudit(stamp: string, actor: Pick<Actor, 'userId' | 'sessionId'>) {
  return {
    versionNum: 1,
    creationDate: stamp,
    createdBy: actor.userId,
    lastUpdatedBy: actor.userId,
    lastUpdateDate: stamp,
    lastUpdateLogin: actor.sessionId,
  };
}
