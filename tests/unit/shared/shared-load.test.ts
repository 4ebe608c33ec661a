import { describe, expect, it } from 'vitest';
import { sharedLoad } from '../../../src/shared/async/shared-load';

describe('sharedLoad', () => {
  it('starts a key’s load once and shares it, and forgets a failed load so the next caller tries again', async () => {
    const cache = new Map<string, Promise<number>>();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    };
    const first = sharedLoad(cache, 'a', failing);
    expect(sharedLoad(cache, 'a', failing)).toBe(first);
    await expect(first).rejects.toThrow('offline');
    expect(cache.has('a')).toBe(false);

    const loaded = sharedLoad(cache, 'a', async () => {
      calls += 1;
      return 7;
    });
    await expect(loaded).resolves.toBe(7);
    expect(sharedLoad(cache, 'a', failing)).toBe(loaded);
    expect(calls).toBe(2);
  });
});
