import type { Language } from '../../shared/formats/common';
import type { ProviderPage } from '../services/service-entity-provider';
import { unsupportedSort, type ServiceListRequest } from '../services/service-list-request';
import type { RedisConnection } from './redis-connection';
import { redisKeyMessage } from './redis-key-messages';
import { MAX_LISTED_KEYS, scanMatchingKeys } from './redis-key-scan';
import { redisKeySearch } from './redis-key-search';
import { summarizeKeys } from './redis-key-summary';

/**
 * One page of Redis keys: SCAN collects the matches (at most MAX_LISTED_KEYS), they are sorted by key
 * and cut into the page, and only the page's keys are inspected (type, TTL, memory, size). The answer
 * says when the collection stopped at the cap. Keys sort by key only: anything else would mean
 * inspecting every match.
 */
export async function listRedisKeys(redis: RedisConnection, request: ServiceListRequest, language: Language): Promise<ProviderPage> {
  if (request.sort.field !== 'key') throw unsupportedSort(request.sort.field, language);
  const search = redisKeySearch(redis.prefix, request.filters, language);
  const scanned = await scanMatchingKeys(redis.client, search.pattern, search.type);
  const keys = scanned.keys.filter(search.accepts).sort();
  if (request.sort.direction === 'desc') keys.reverse();
  const start = (request.pageIndex - 1) * request.pageRows;
  const rows = await summarizeKeys(redis.client, keys.slice(start, start + request.pageRows));
  return {
    rows,
    page: {
      count: keys.length,
      curIndex: request.pageIndex,
      pageSize: request.pageRows,
      pagesCount: Math.ceil(keys.length / request.pageRows),
    },
    notice: scanned.capped ? redisKeyMessage(language, 'listCapped', { cap: MAX_LISTED_KEYS }) : undefined,
  };
}
