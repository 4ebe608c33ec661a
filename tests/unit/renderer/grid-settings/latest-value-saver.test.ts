// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LatestValueSaver } from '../../../../renderer/grid-settings/latest-value-saver';

/** A send whose calls stay open until the test finishes them. */
function controlledSend() {
  const sent: number[] = [];
  const finishers: (() => void)[] = [];
  const send = (value: number) =>
    new Promise<void>((resolve) => {
      sent.push(value);
      finishers.push(resolve);
    });
  const finishNext = async () => {
    finishers.shift()?.();
    // Let the saver's loop pick up what waits.
    await vi.advanceTimersByTimeAsync(0);
  };
  return { sent, send, finishNext };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LatestValueSaver', () => {
  it('sends one value at a time and, after the running one, only the latest that waited', async () => {
    const { sent, send, finishNext } = controlledSend();
    const saver = new LatestValueSaver(send);
    saver.saveNow(1);
    saver.saveNow(2);
    saver.saveNow(3);
    expect(sent).toEqual([1]);
    await finishNext();
    expect(sent).toEqual([1, 3]);
    await finishNext();
    await saver.idle();
    expect(sent).toEqual([1, 3]);
  });

  it('waits for a quiet spell before a scheduled value, restarting it on each new one', async () => {
    const { sent, send } = controlledSend();
    const saver = new LatestValueSaver(send);
    saver.schedule(10, 600);
    await vi.advanceTimersByTimeAsync(500);
    saver.schedule(11, 600);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toEqual([11]);
  });

  it('sends a scheduled value at once on flush, and forgets it on cancel', async () => {
    const first = controlledSend();
    const flushed = new LatestValueSaver(first.send);
    flushed.schedule(5, 600);
    flushed.flush();
    expect(first.sent).toEqual([5]);

    const second = controlledSend();
    const cancelled = new LatestValueSaver(second.send);
    cancelled.schedule(6, 600);
    cancelled.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(second.sent).toEqual([]);
    await cancelled.idle();
  });

  it('idle resolves only after the running save finished', async () => {
    const { send, finishNext } = controlledSend();
    const saver = new LatestValueSaver(send);
    saver.saveNow(1);
    let idle = false;
    void saver.idle().then(() => {
      idle = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(false);
    await finishNext();
    expect(idle).toBe(true);
  });
});
