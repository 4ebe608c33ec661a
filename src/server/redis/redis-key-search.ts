import { filterKey, type ParsedFilter } from '../../shared/api/search-params';
import type { Language } from '../../shared/formats/common';
import { engineError } from '../entities/engine-messages';
import { unsupportedFilter } from '../services/service-list-request';
import { redisKeyError } from './redis-key-messages';
import { containsIgnoringCasePattern, globLiteral, startsWithPattern } from './redis-key-pattern';
import { isRedisKeyType, REDIS_KEY_TYPES } from './redis-key-types';

/** What a listing asks SCAN for, and the key conditions SCAN's single pattern cannot express. */
export interface RedisKeySearch {
  pattern: string;
  type?: string;
  accepts(key: string): boolean;
}

function filterText(filter: ParsedFilter, language: Language): string {
  if (typeof filter.value === 'string') return filter.value;
  if (typeof filter.value === 'number' && Number.isFinite(filter.value)) return String(filter.value);
  throw engineError(language, 'badFilterValue', { key: filterKey(filter.field, filter.op) });
}

/**
 * The search of a Redis key listing: `key` (exactly this key), `key_like` (keys containing the text,
 * ignoring case, in any prefix: administrators may look at every key) and `keyType`. Without a key
 * filter, the deployment's own keys (REDIS_KEY_PREFIX). Any other filter is refused.
 */
export function redisKeySearch(prefix: string, filters: readonly ParsedFilter[], language: Language): RedisKeySearch {
  let exact: string | undefined;
  let contains: string | undefined;
  let type: string | undefined;
  for (const filter of filters) {
    if (filter.field === 'key' && filter.op === 'eq') exact = filterText(filter, language);
    else if (filter.field === 'key' && filter.op === 'like') contains = filterText(filter, language);
    else if (filter.field === 'keyType' && filter.op === 'eq') {
      const value = filterText(filter, language);
      if (!isRedisKeyType(value)) throw redisKeyError(language, 'badKeyType', { value, types: REDIS_KEY_TYPES.join(', ') });
      type = value;
    } else throw unsupportedFilter(filter, language);
  }
  if (exact !== undefined) {
    // SCAN takes one pattern: the exact key's; a contains condition given as well is checked here.
    const lowered = contains?.toLowerCase();
    return { pattern: globLiteral(exact), type, accepts: (key) => lowered === undefined || key.toLowerCase().includes(lowered) };
  }
  const pattern = contains !== undefined ? containsIgnoringCasePattern(contains) : startsWithPattern(prefix);
  return { pattern, type, accepts: () => true };
}
