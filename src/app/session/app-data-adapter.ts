import type { DataAdapter } from '../../../renderer/data/data-adapter';
import { createHttpAdapter, type HttpAdapterOptions } from '../../../renderer/data/http-adapter';
import type { AppStore } from './app-store';
import { languageAtom, userInfoAtom } from './session-atoms';
import { endSession } from './session-actions';

/** The session, language and NOTLOGIN handling every signed call of the shell shares. */
export function appHttpOptions(store: AppStore, fetchImpl?: typeof fetch): HttpAdapterOptions {
  return {
    fetchImpl,
    getSession: () => {
      const info = store.get(userInfoAtom);
      if (!info) return null;
      const { authorizationCode, signSecret, certificate, gatewayTag } = info;
      return { authorizationCode, signSecret, certificate, gatewayTag };
    },
    getLanguage: () => store.get(languageAtom),
    onNotLogin: () => {
      if (store.get(userInfoAtom)) endSession(store, 'sessionExpired');
    },
  };
}

/**
 * The shell's data adapter: signs every call with the session in the store, speaks the current language, and
 * ends the session when the server answers NOTLOGIN (the guard then shows the login page with a message).
 */
export function createAppDataAdapter(store: AppStore, fetchImpl?: typeof fetch): DataAdapter {
  return createHttpAdapter(appHttpOptions(store, fetchImpl));
}
