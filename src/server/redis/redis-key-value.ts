import type { Redis } from 'ioredis';
import type { Language } from '../../shared/formats/common';
import { redisKeyMessage, type ValueUnit } from './redis-key-messages';

/** Bytes of a string value read at most (64 KiB): enough to read it, small enough for a browser. */
export const MAX_STRING_BYTES = 65_536;
/** Entries of a hash, list, set, sorted set or stream shown at most. */
export const MAX_VALUE_ITEMS = 1_000;
/** Characters of the rendered text at most, whatever the type (64 Ki). */
export const MAX_VALUE_CHARS = 65_536;

/** Steps of HSCAN / SSCAN: a few round trips for a thousand entries. */
const MEMBER_SCAN_BATCH = 250;

interface Rendered {
  text: string;
  /** Set when only part of the value is shown: in which unit, how much of how much. */
  cut?: { unit: ValueUnit; shown: number; total: number };
}

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** Text as is; a complete JSON document laid out on lines so it can be read. */
function stringText(bytes: Buffer): string {
  const text = new TextDecoder('utf-8').decode(bytes);
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? pretty(parsed) : text;
  } catch {
    return text;
  }
}

function pairs(flat: string[]): [string, string][] {
  const result: [string, string][] = [];
  for (let index = 0; index + 1 < flat.length; index += 2) result.push([flat[index], flat[index + 1]]);
  return result;
}

/** Runs a cursor scan of one key (HSCAN, SSCAN) until `limit` elements or the end. */
async function scanMembers(step: (cursor: string) => Promise<[string, string[]]>, perItem: number, limit: number): Promise<string[]> {
  const collected: string[] = [];
  let cursor = '0';
  do {
    const [next, elements] = await step(cursor);
    cursor = next;
    collected.push(...elements);
  } while (cursor !== '0' && collected.length < limit * perItem);
  return collected.slice(0, limit * perItem);
}

async function render(client: Redis, key: string, type: string, size: number): Promise<Rendered> {
  const itemsCut = size > MAX_VALUE_ITEMS ? { unit: 'items' as const, shown: MAX_VALUE_ITEMS, total: size } : undefined;
  switch (type) {
    case 'string': {
      const bytes = await client.getrangeBuffer(key, 0, MAX_STRING_BYTES - 1);
      const cut = size > MAX_STRING_BYTES ? { unit: 'bytes' as const, shown: MAX_STRING_BYTES, total: size } : undefined;
      // A cut JSON document is not JSON any more: show the text as it is.
      return { text: cut ? new TextDecoder('utf-8').decode(bytes) : stringText(bytes), cut };
    }
    case 'hash': {
      const flat = await scanMembers((cursor) => client.hscan(key, cursor, 'COUNT', MEMBER_SCAN_BATCH), 2, MAX_VALUE_ITEMS);
      const entries = pairs(flat).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return { text: pretty(Object.fromEntries(entries)), cut: itemsCut };
    }
    case 'list':
      return { text: pretty(await client.lrange(key, 0, MAX_VALUE_ITEMS - 1)), cut: itemsCut };
    case 'set': {
      const members = await scanMembers((cursor) => client.sscan(key, cursor, 'COUNT', MEMBER_SCAN_BATCH), 1, MAX_VALUE_ITEMS);
      return { text: pretty(members.sort()), cut: itemsCut };
    }
    case 'zset': {
      const flat = await client.zrange(key, 0, String(MAX_VALUE_ITEMS - 1), 'WITHSCORES');
      return { text: pretty(pairs(flat).map(([member, score]) => ({ member, score: Number(score) }))), cut: itemsCut };
    }
    case 'stream': {
      const entries = await client.xrange(key, '-', '+', 'COUNT', MAX_VALUE_ITEMS);
      return { text: pretty(entries.map(([id, fields]) => ({ id, fields: Object.fromEntries(pairs(fields)) }))), cut: itemsCut };
    }
    default:
      return { text: '' };
  }
}

/**
 * The value of a key as a person reads it: a string as text (pretty JSON when it is a JSON document),
 * a hash as a JSON object sorted by field, a list, set, sorted set or stream as a JSON array. At most
 * MAX_STRING_BYTES of a string, MAX_VALUE_ITEMS entries and MAX_VALUE_CHARS characters are shown; a
 * last line then says what was left out. Module types have no readable value (empty text).
 */
export async function readableValue(client: Redis, key: string, type: string, size: number | null, language: Language): Promise<string> {
  let { text, cut } = await render(client, key, type, size ?? 0);
  if (text.length > MAX_VALUE_CHARS) {
    cut = cut ?? { unit: 'characters', shown: MAX_VALUE_CHARS, total: text.length };
    text = text.slice(0, MAX_VALUE_CHARS);
  }
  return cut ? `${text}\n${redisKeyMessage(language, 'valueTruncated', cut)}` : text;
}
