import { act, renderHook } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUserAtom } from '../../../src/app/session/session-atoms';
import { endSession, startSession } from '../../../src/app/session/session-actions';
import { HEARTBEAT_INTERVAL_MS, useHeartbeat } from '../../../src/app/session/use-heartbeat';
import { createScriptedAdapter, ok } from './helpers/scripted-adapter';
import { buyer, savedInfo } from './helpers/session-fixtures';

describe('the heartbeat', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the current user once an hour while signed in, and stops after sign-out', async () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(3_600_000);
    const store = createStore();
    startSession(store, savedInfo(buyer));
    const { adapter, calls } = createScriptedAdapter({
      'base/baseLoginRestful/currentUser': () => ok({ ...buyer, userFullName: '王采购（新）' }),
    });
    const wrapper = ({ children }: { children: ReactNode }) => <JotaiProvider store={store}>{children}</JotaiProvider>;
    renderHook(() => useHeartbeat(adapter), { wrapper });

    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.map((call) => call.operation)).toEqual(['currentUser']);
    await vi.waitFor(() => expect(store.get(sessionUserAtom)?.userFullName).toBe('王采购（新）'));

    act(() => endSession(store, 'signedOut'));
    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2));
    expect(calls).toHaveLength(1);
  });
});
