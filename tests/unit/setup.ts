/**
 * Setup of the unit project. Arco's React 19 adapter must load before any Arco component
 * (STACK.md trap: Message and Modal otherwise throw "CopyReactDOM.render is not a function");
 * vitest loads Arco's CommonJS build, hence `lib/` rather than `es/`. The DOM polyfills apply only
 * under jsdom: some files of the project run with `@vitest-environment node`.
 */
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { Message, Modal, Notification } from '@arco-design/web-react';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs the unit and API projects side by side on two cores: a debounced search, a lazy screen or a
// form submitted through several awaited steps can take longer than Testing Library's default one second
// to show up there (the registration form's refusal once took more than 4 s). Passing tests do not wait.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Toasts and dialogs live outside the tested tree, with timers of their own: left alone, a timer
  // can fire after this file's DOM is gone (in the next file of the same worker) and throw there.
  if (typeof window !== 'undefined') {
    Message.clear();
    Notification.clear();
    Modal.destroyAll();
  }
});

function installDomPolyfills(): void {
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

if (typeof window !== 'undefined') installDomPolyfills();
