import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntityRecord } from '../entities/entity-engine.types';
import type { SqlDatabase } from '../sql-database';
import type { ServiceEntityProvider } from '../services/service-entity-provider';
import { unsupportedFilter } from '../services/service-list-request';
import { pickEffective, profileRows, type ProfileContext, type ProfileLevel, type ProfileRow } from './effective-profile';

/** The `profile` screen's inquiry: every profile code, its values at each level and the one in force for a chosen user. */
export const PROFILE_VALUE_ENTITY = 'baseProfileValue';

const CONTEXT_FIELDS = ['userId', 'responsibilityId', 'orgId'] as const;

function numberOf(value: unknown): number | null {
  const number = Number(value);
  return value !== '' && Number.isInteger(number) ? number : null;
}

/** The value a level holds for this context (undefined for none), as pickEffective would take it. */
function valueAt(rows: readonly ProfileRow[], level: ProfileLevel, context: ProfileContext): string | null {
  return pickEffective(rows.filter((row) => row.profileLevel === level), context)?.value ?? null;
}

/**
 * Answers the inquiry by the same resolution the platform reads profiles with (effective-profile.ts): filters
 * `userId`, `responsibilityId` and `orgId` (equal) name whom the values are for (the caller himself when no user
 * is given), `profileCode` (contains) narrows the codes.
 */
export function createProfileValueProvider(database: SqlDatabase, catalog: EntityCatalog): ServiceEntityProvider {
  return {
    async listByPage(request, { actor }) {
      const context: ProfileContext = { userId: actor.userId, responsibilityId: actor.responsibilityId };
      let codeContains = '';
      for (const filter of request.filters) {
        if (filter.field === 'profileCode' && (filter.op === 'like' || filter.op === 'eq')) codeContains = String(filter.value).toLowerCase();
        else if ((CONTEXT_FIELDS as readonly string[]).includes(filter.field) && filter.op === 'eq') context[filter.field as (typeof CONTEXT_FIELDS)[number]] = numberOf(filter.value);
        else throw unsupportedFilter(filter, actor.language);
      }
      const rows: EntityRecord[] = [];
      for (const [code, stored] of await profileRows(database, catalog)) {
        if (codeContains !== '' && !code.toLowerCase().includes(codeContains)) continue;
        const effective = pickEffective(stored, context);
        rows.push({
          profileCode: code,
          profileName: stored[0]?.profileName ?? code,
          siteValue: valueAt(stored, 'SITE', context),
          orgValue: valueAt(stored, 'ORG', context),
          respValue: valueAt(stored, 'RESP', context),
          userValue: valueAt(stored, 'USER', context),
          effectiveValue: effective?.value ?? null,
          effectiveLevel: effective?.level ?? null,
          userId: context.userId ?? null,
          responsibilityId: context.responsibilityId ?? null,
          orgId: context.orgId ?? null,
        });
      }
      const start = (request.pageIndex - 1) * request.pageRows;
      return {
        rows: rows.slice(start, start + request.pageRows),
        page: { count: rows.length, curIndex: request.pageIndex, pageSize: request.pageRows, pagesCount: Math.ceil(rows.length / request.pageRows) },
      };
    },
  };
}
