import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import type { DataAdapter } from '../../../renderer/data/data-adapter';
import { requestCurrentUser } from './auth-api';
import { authorizationCodeAtom } from './session-atoms';
import { refreshSessionUser } from './session-actions';
import { isSessionUser } from './session-types';

/** Heartbeat period of spec 000 §9. */
export const HEARTBEAT_INTERVAL_MS = 3_600_000;

/**
 * While signed in, asks the server for the current user once per period: it keeps the server session alive and
 * notices an ended one (the adapter turns NOTLOGIN into a sign-out).
 */
export function useHeartbeat(adapter: DataAdapter, intervalMs: number = HEARTBEAT_INTERVAL_MS): void {
  const store = useStore();
  const authorizationCode = useAtomValue(authorizationCodeAtom);
  useEffect(() => {
    if (!authorizationCode) return undefined;
    const timer = window.setInterval(() => {
      void requestCurrentUser(adapter).then((answer) => {
        if (answer.status === 'S' && isSessionUser(answer.data)) refreshSessionUser(store, answer.data);
      });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [adapter, authorizationCode, intervalMs, store]);
}
