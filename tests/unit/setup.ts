/**
 * Setup of the unit projects, run before each test file. Arco's React 19 adapter must load before any Arco
 * component (STACK.md trap: Message and Modal otherwise throw "CopyReactDOM.render is not a function");
 * vitest loads Arco's CommonJS build, hence `lib/` rather than `es/`. The DOM polyfills apply only
 * under jsdom: some files of the project run with `@vitest-environment node`.
 *
 * The `unit` project shares each worker's module graph and DOM between its files (vitest.config.ts), so what
 * a file leaves behind is given back after it: the document, Arco's toasts and settings, storage, stubbed
 * globals. The jotai, SWR and i18next state of a test lives in the store, cache and instance it renders with.
 */
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { closeArcoOverlays, isArcoToastRoot, settleArcoOverlays } from './isolation/arco-overlays';
import { rememberDocument, restoreDocument } from './isolation/restore-document';
import { restoreGlobals } from './isolation/restore-globals';

// CI runs the unit and API projects side by side on two cores: a debounced search, a lazy screen or a
// form submitted through several awaited steps can take longer than Testing Library's default one second
// to show up there (the registration form's refusal once took more than 4 s). Passing tests do not wait.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // A test that left fake timers on would stop the toasts below, and the next test's waits, from ever ending.
  vi.useRealTimers();
  cleanup();
  if (typeof window !== 'undefined') closeArcoOverlays();
});

afterAll(async () => {
  if (typeof window === 'undefined') return;
  await settleArcoOverlays();
  restoreDocument(isArcoToastRoot);
  restoreGlobals();
});

/** Set on the window once its DOM polyfills are in: the window outlives this file in a shared worker. */
const POLYFILLED = Symbol.for('srm.unit.dom-polyfills');

function installDomPolyfills(): void {
  const host = window as Window & { [POLYFILLED]?: true };
  if (host[POLYFILLED]) return;
  host[POLYFILLED] = true;

  // Arco's Grid and responsive helpers query media features; jsdom has no matchMedia.
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  // Arco's Table, Tabs, Overflow and Select measure their content through ResizeObserver.
  if (typeof globalThis.ResizeObserver !== 'function') {
    class ResizeObserverStub implements ResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    globalThis.ResizeObserver = ResizeObserverStub;
  }

  // Arco scrolls active options and table bodies into view; jsdom does not lay out, so do nothing.
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => undefined;
  }
  if (typeof Element.prototype.scrollTo !== 'function') {
    Element.prototype.scrollTo = () => undefined;
  }

  // getComputedStyle(element, pseudoElement) is "not implemented" in jsdom and logs an error;
  // Arco's scrollbar measurement asks for pseudo-elements. Answer with the element's own style.
  const originalGetComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);
}

if (typeof window !== 'undefined') {
  rememberDocument();
  installDomPolyfills();
}
