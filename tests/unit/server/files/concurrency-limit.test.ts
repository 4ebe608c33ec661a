// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from '../../../../src/server/files/preview/concurrency-limit';

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('ConcurrencyLimit', () => {
  it('runs at most the limit at once and starts the others in order as slots free up', async () => {
    const limit = new ConcurrencyLimit(2);
    const started: number[] = [];
    const finishers = new Map<number, () => void>();
    const task = (id: number) => () =>
      new Promise<number>((resolve) => {
        started.push(id);
        finishers.set(id, () => resolve(id));
      });

    const results = [1, 2, 3, 4].map((id) => limit.run(task(id)));
    await settle();
    expect(started).toEqual([1, 2]);
    finishers.get(2)?.();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    finishers.get(1)?.();
    finishers.get(3)?.();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    finishers.get(4)?.();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
  });

  it('frees the slot of a task that failed', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limit.run(async () => 'next')).toBe('next');
  });

  it('wants a positive whole number', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow();
    expect(() => new ConcurrencyLimit(1.5)).toThrow();
  });
});
