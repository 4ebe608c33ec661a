import { atom, type WritableAtom } from 'jotai';

function read<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return fallback;
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : fallback;
  } catch {
    // Unreadable JSON or storage blocked by the browser: behave as if nothing was saved.
    return fallback;
  }
}

function write<T>(key: string, value: T, fallback: T): void {
  try {
    if (value === fallback) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the value still lives in the store for this page.
  }
}

/**
 * A value kept in localStorage and in a jotai store. Unlike jotai's atomWithStorage it reads storage per store
 * (the first time a store asks), synchronously, so the very first render already knows the saved session; it
 * validates what it reads, since localStorage may hold anything; and it follows changes made by other browser
 * tabs (signing out in one tab signs out all of them).
 */
export function atomWithLocalStorage<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): WritableAtom<T, [T], void> {
  const written = atom<{ value: T } | null>(null);
  const stored = atom(
    (get) => {
      const own = get(written);
      return own ? own.value : read(key, fallback, isValid);
    },
    (_get, set, next: T) => {
      set(written, { value: next });
      write(key, next, fallback);
    },
  );
  stored.onMount = (setValue) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) setValue(read(key, fallback, isValid));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
  return stored;
}
