import { vi } from 'vitest';

/** Static members of URL that tests replace to catch downloads (jsdom has neither). */
const URL_MEMBERS = ['createObjectURL', 'revokeObjectURL'] as const;
const pristineUrl = new Map(URL_MEMBERS.map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)]));

/**
 * Gives back what a file may have changed outside the DOM: stubbed globals and environment variables, the
 * URL members above, and both storages (saved sessions, column settings, cached lookups).
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
}
