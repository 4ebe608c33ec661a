import type { i18n as I18nInstance } from 'i18next';
import { setI18n } from 'react-i18next';
import { vi } from 'vitest';

/** Static members of URL that tests replace to catch downloads (jsdom has neither). */
const URL_MEMBERS = ['createObjectURL', 'revokeObjectURL'] as const;
const pristineUrl = new Map(URL_MEMBERS.map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)]));

/**
 * Gives back what a file may have changed outside the DOM: stubbed globals and environment variables, the
 * URL members above, both storages (saved sessions, column settings, cached lookups), and the i18next instance
 * react-i18next falls back to without a provider (each createAppI18n registers its own): none, as in a new worker.
 */
export function restoreGlobals(): void {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const [name, descriptor] of pristineUrl) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
  localStorage.clear();
  sessionStorage.clear();
  setI18n(undefined as unknown as I18nInstance);
}
