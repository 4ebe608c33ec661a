import type { Redis } from 'ioredis';
import type { Language } from '../../shared/formats/common';
import type { EntityRecord } from '../entities/entity-engine.types';
import { redisKeyError } from './redis-key-messages';
import { summarizeKeys } from './redis-key-summary';
import { readableValue } from './redis-key-value';

/** Everything the detail screen shows of one key: its summary and its value as readable text. */
export async function inspectRedisKey(client: Redis, key: string, language: Language): Promise<EntityRecord> {
  const [summary] = await summarizeKeys(client, [key]);
  if (!summary) throw redisKeyError(language, 'keyNotFound', { key });
  return { ...summary, value: await readableValue(client, key, summary.keyType, summary.size, language) };
}
