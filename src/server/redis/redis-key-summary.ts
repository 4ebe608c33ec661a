import type { Redis } from 'ioredis';
import { queueSizeCommand } from './redis-key-types';

/** A key as the list shows it (fields of schemas/base/baseRedisKey.json). */
export type RedisKeySummary = {
  key: string;
  keyType: string;
  /** Seconds until the key expires; -1 when it never does. */
  ttlSeconds: number | null;
  /** Bytes of a string value, entries of any other type; null for types without a size. */
  size: number | null;
  /** MEMORY USAGE in bytes; null when the server does not allow the command. */
  memoryBytes: number | null;
};

type PipelineAnswer = [error: Error | null, result: unknown];

/** TTL's answer for a key that does not exist (it expired between two commands of the pipeline). */
const TTL_NO_KEY = -2;

function numberOrNull(answer: PipelineAnswer | undefined): number | null {
  const value = answer?.[0] ? null : answer?.[1];
  return typeof value === 'number' ? value : null;
}

/**
 * Type, TTL, memory and size of each key in two pipelined round trips (the size command depends on the
 * type). A key deleted or expired since it was listed is left out.
 */
export async function summarizeKeys(client: Redis, keys: readonly string[]): Promise<RedisKeySummary[]> {
  if (keys.length === 0) return [];
  const facts = client.pipeline();
  for (const key of keys) facts.type(key).ttl(key).memory('USAGE', key);
  const answers: PipelineAnswer[] = (await facts.exec()) ?? [];
  const present = keys
    .map((key, index) => ({
      key,
      keyType: answers[index * 3]?.[1],
      ttlSeconds: numberOrNull(answers[index * 3 + 1]),
      memoryBytes: numberOrNull(answers[index * 3 + 2]),
    }))
    .filter(
      (fact): fact is typeof fact & { keyType: string } =>
        typeof fact.keyType === 'string' && fact.keyType !== 'none' && fact.ttlSeconds !== TTL_NO_KEY,
    );
  const sizes = client.pipeline();
  const sized = present.map((fact) => queueSizeCommand(sizes, fact.key, fact.keyType));
  const sizeAnswers: PipelineAnswer[] = sized.some(Boolean) ? ((await sizes.exec()) ?? []) : [];
  let next = 0;
  return present.map((fact, index) => ({
    key: fact.key,
    keyType: fact.keyType,
    ttlSeconds: fact.ttlSeconds,
    size: sized[index] ? numberOrNull(sizeAnswers[next++]) : null,
    memoryBytes: fact.memoryBytes,
  }));
}
