import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessModelCodec } from '../../../src/server/access/access-model-codec';
import type { AccessModel, MenuRecord } from '../../../src/server/access/access-model';
import { MemorySharedCache } from '../../../src/server/cache/memory-shared-cache';
import { RedisSharedCache } from '../../../src/server/cache/redis-shared-cache';
import { jsonCodec, type SharedCache } from '../../../src/server/cache/shared-cache';
import type { RedisConnection } from '../../../src/server/redis/redis-connection';
import { redisAvailable } from '../../support/real-services';
import { testRedis } from '../support/test-redis';

const hasRedis = await redisAvailable();
const redis = testRedis('caches');
afterAll(() => redis.cleanUp());

/** A stand-in for the database: a value that changes, and a count of the loads that read it. */
function source(initial: string[]) {
  const state = { value: initial, loads: 0 };
  return {
    state,
    load: async () => {
      state.loads += 1;
      return [...state.value];
    },
  };
}

/** What every SharedCache must do within one process, whichever backs it. */
function describeSharedCache(name: string, enabled: boolean, create: (namespace: string) => Promise<SharedCache<string[]>>) {
  describe.skipIf(!enabled)(`${name} shared cache`, () => {
    it('loads a key once, also for simultaneous requests, and keys apart', async () => {
      const cache = await create('once');
      const data = source(['a']);
      const answers = await Promise.all([cache.get('k', data.load), cache.get('k', data.load), cache.get('k', data.load)]);
      expect(answers).toEqual([['a'], ['a'], ['a']]);
      expect(await cache.get('k', data.load)).toEqual(['a']);
      expect(data.state.loads).toBe(1);
      expect(await cache.get('other', async () => ['b'])).toEqual(['b']);
    });

    it('loads fresh values after invalidate', async () => {
      const cache = await create('fresh');
      const data = source(['old']);
      expect(await cache.get('k', data.load)).toEqual(['old']);
      data.state.value = ['new'];
      expect(await cache.get('k', data.load)).toEqual(['old']);
      await cache.invalidate();
      expect(await cache.get('k', data.load)).toEqual(['new']);
      expect(data.state.loads).toBe(2);
    });

    it('does not keep a failed load', async () => {
      const cache = await create('failure');
      await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
      expect(await cache.get('k', async () => ['recovered'])).toEqual(['recovered']);
    });
  });
}

describeSharedCache('memory', true, async () => new MemorySharedCache<string[]>());

describe('memory shared cache bound', () => {
  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = new MemorySharedCache<string[]>(2);
    const data = source(['x']);
    await cache.get('a', data.load);
    await cache.get('b', data.load);
    await cache.get('c', data.load);
    await cache.get('c', data.load);
    await cache.get('b', data.load);
    expect(data.state.loads).toBe(3);
    await cache.get('a', data.load);
    expect(data.state.loads).toBe(4);
  });
});

let first: RedisConnection;
let second: RedisConnection;
describe.skipIf(!hasRedis)('Redis shared cache across processes', () => {
  beforeAll(async () => {
    // Two connections, two cache objects each: two server processes, as far as the cache can tell.
    [first, second] = await Promise.all([redis.connect(), redis.connect()]);
  });

  it('lets a second process read what the first loaded, without loading again', async () => {
    const data = source(['PCS', 'BOX']);
    const onFirst = new RedisSharedCache(first, 'shared', jsonCodec<string[]>());
    const onSecond = new RedisSharedCache(second, 'shared', jsonCodec<string[]>());
    expect(await onFirst.get('UOM', data.load)).toEqual(['PCS', 'BOX']);
    expect(await onSecond.get('UOM', data.load)).toEqual(['PCS', 'BOX']);
    expect(data.state.loads).toBe(1);
  });

  it('serves fresh values on every process on the very next request after an invalidate on one', async () => {
    const data = source(['PCS', 'BOX']);
    const onFirst = new RedisSharedCache(first, 'fresh', jsonCodec<string[]>());
    const onSecond = new RedisSharedCache(second, 'fresh', jsonCodec<string[]>());
    await onFirst.get('UOM', data.load);
    await onSecond.get('UOM', data.load);
    data.state.value = ['PCS'];
    await onSecond.invalidate();
    expect(await onFirst.get('UOM', data.load)).toEqual(['PCS']);
    expect(await onSecond.get('UOM', data.load)).toEqual(['PCS']);
    expect(data.state.loads).toBe(2);
  });

  it('serves no stale value when Redis lost the generation key', async () => {
    const data = source(['v1']);
    const cache = new RedisSharedCache(first, 'lost', jsonCodec<string[]>());
    await cache.get('k', data.load);
    await first.client.del(first.key('cache', 'lost', 'generation'));
    data.state.value = ['v2'];
    const other = new RedisSharedCache(second, 'lost', jsonCodec<string[]>());
    expect(await other.get('k', data.load)).toEqual(['v2']);
    expect(await cache.get('k', data.load)).toEqual(['v2']);
  });

  it('stores values with a TTL, so old generations leave Redis by themselves', async () => {
    const cache = new RedisSharedCache(first, 'ttl', jsonCodec<string[]>(), 5000);
    await cache.get('k', async () => ['v']);
    const generation = await first.client.get(first.key('cache', 'ttl', 'generation'));
    const ttl = await first.client.pttl(first.key('cache', 'ttl', String(generation), 'k'));
    expect(ttl).toBeGreaterThan(4000);
    expect(ttl).toBeLessThanOrEqual(5000);
  });

  it('carries the access model (Maps and Sets) through Redis intact', async () => {
    const menu: MenuRecord = {
      menuId: 1,
      menuParentId: 0,
      menuCode: 'PO',
      menuName: '采购订单',
      menuNameEn: 'Orders',
      menuType: '20',
      htmlUrl: 'purchaseOrderList',
      imageLink: null,
      levelId: 1,
      orderNo: 1,
      enabled: true,
    };
    const model: AccessModel = {
      menus: new Map([[1, menu]]),
      resources: new Map([[10, { resourceId: 10, menuId: 1, resourceCode: 'btnAdd', resourceName: '新增', resourceNameEn: 'Add', resIcon: null }]]),
      responsibilities: new Map([[5, { respId: 5, code: 'BUYER', userType: 'internal', startDateActive: null, endDateActive: null }]]),
      grants: new Map([[5, new Map([[1, new Set([10])], [2, new Set<number>()]])]]),
    };
    const onFirst = new RedisSharedCache(first, 'access-model', accessModelCodec);
    const onSecond = new RedisSharedCache(second, 'access-model', accessModelCodec);
    await onFirst.get('model', async () => model);
    const read = await onSecond.get('model', async () => {
      throw new Error('the second process should read the stored model');
    });
    expect(read).toEqual(model);
    expect(read.grants.get(5)?.get(1)?.has(10)).toBe(true);
  });
});

describeSharedCache('Redis', hasRedis, async (namespace) => new RedisSharedCache(await redis.connect(), `contract-${namespace}`, jsonCodec<string[]>()));
