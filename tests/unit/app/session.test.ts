import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKUP_STORAGE_PREFIX } from '../../../renderer/lookups/lookup-storage';
import { createAppDataAdapter } from '../../../src/app/session/app-data-adapter';
import {
  LOOKUP_CACHE_PREFIX,
  USER_INFO_STORAGE_KEY,
  authorizationCodeAtom,
  sessionNoticeAtom,
  userInfoAtom,
} from '../../../src/app/session/session-atoms';
import { endSession, signOut, startSession } from '../../../src/app/session/session-actions';
import { isSavedUserInfo } from '../../../src/app/session/session-types';
import { tabStateAtom } from '../../../src/app/tabs/tab-atoms';
import { createTabState } from '../../../src/app/tabs/tab-state';
import { savedInfo } from './helpers/session-fixtures';
import { createScriptedAdapter, ok } from './helpers/scripted-adapter';

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('the session state', () => {
  beforeEach(() => localStorage.clear());

  it('is saved to localStorage and read back by a fresh store (a reload stays signed in)', () => {
    const store = createStore();
    startSession(store, savedInfo());
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null')).toMatchObject({ authorizationCode: 'auth-code-1' });
    expect(createStore().get(authorizationCodeAtom)).toBe('auth-code-1');
  });

  it('ignores malformed saved user info', () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ authorizationCode: 'x' }));
    expect(createStore().get(userInfoAtom)).toBeNull();
    expect(isSavedUserInfo({ ...savedInfo(), user: { userId: 'one' } })).toBe(false);
  });

  it('ends by forgetting credentials, cached lookups and tabs, keeping other storage', () => {
    const store = createStore();
    startSession(store, savedInfo());
    store.set(tabStateAtom, createTabState({ pathname: '/main/inHome', search: '' }));
    localStorage.setItem(`${LOOKUP_CACHE_PREFIX}PO_STATUS`, '[]');
    localStorage.setItem(`${LOOKUP_CACHE_PREFIX}PO_TYPE`, '[]');
    localStorage.setItem('srm.language', '"EN"');
    endSession(store, 'signedOut');
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(tabStateAtom)).toBeNull();
    expect(store.get(sessionNoticeAtom)).toBe('signedOut');
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(`${LOOKUP_CACHE_PREFIX}PO_STATUS`)).toBeNull();
    expect(localStorage.getItem(`${LOOKUP_CACHE_PREFIX}PO_TYPE`)).toBeNull();
    expect(localStorage.getItem('srm.language')).toBe('"EN"');
  });

  it('clears the same lookup cache keys the renderer writes', () => {
    expect(LOOKUP_CACHE_PREFIX).toBe(LOOKUP_STORAGE_PREFIX);
  });

  it('signs out on the server before clearing, and clears even when the server fails', async () => {
    const store = createStore();
    startSession(store, savedInfo());
    const scripted = createScriptedAdapter({ 'base/baseLoginRestful/logout': () => ok(null) });
    await signOut(store, scripted.adapter);
    expect(scripted.calls.map((call) => call.operation)).toEqual(['logout']);
    expect(store.get(userInfoAtom)).toBeNull();

    startSession(store, savedInfo());
    const failing = { request: () => Promise.reject(new Error('offline')) };
    await expect(signOut(store, failing)).rejects.toThrow('offline');
    expect(store.get(userInfoAtom)).toBeNull();
  });
});

describe('the app data adapter', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('signs calls with the stored session and sends the current language', async () => {
    const store = createStore();
    startSession(store, savedInfo());
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(ok([])));
    await createAppDataAdapter(store, fetchImpl).request({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus' });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/base/v1/baseMenuRestful/findUserMenus');
    const headers = init?.headers as Record<string, string>;
    expect(headers.AuthorizationCode).toBe('auth-code-1');
    expect(headers['Gateway-Tag']).toBe('gw-1');
    expect(headers['SAAF-Language']).toBe('CN');
    expect(headers.parameterSignature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ends the session with a message when the server answers NOTLOGIN', async () => {
    const store = createStore();
    startSession(store, savedInfo());
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ status: 'NOTLOGIN', msg: 'gone', data: null }));
    const answer = await createAppDataAdapter(store, fetchImpl).request({ service: 'base', resource: 'baseLoginRestful', operation: 'currentUser' });
    expect(answer.status).toBe('NOTLOGIN');
    expect(store.get(authorizationCodeAtom)).toBeNull();
    expect(store.get(sessionNoticeAtom)).toBe('sessionExpired');
  });
});
