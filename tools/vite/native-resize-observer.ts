import type { Plugin } from 'vite';

const POLYFILL = 'resize-observer-polyfill';
const NATIVE_MODULE = '\0srm:native-resize-observer';

/**
 * Arco imports resize-observer-polyfill (7.5 kB minified, on the login page), whose default export is the
 * browser's own ResizeObserver whenever there is one, and every browser the product supports has it: the
 * import is answered with the browser's class alone. The unit tests (jsdom, which has none) do not load
 * vite.config.ts and keep the polyfill.
 */
export function nativeResizeObserver(): Plugin {
  return {
    name: 'srm:native-resize-observer',
    // Before Vite's own resolver, which would find the package.
    enforce: 'pre',
    // The filters keep the hooks out of every other import and module.
    resolveId: { filter: { id: /^resize-observer-polyfill$/ }, handler: (source) => (source === POLYFILL ? NATIVE_MODULE : null) },
    load: { filter: { id: /^\0srm:native-resize-observer$/ }, handler: (id) => (id === NATIVE_MODULE ? 'export default globalThis.ResizeObserver;\n' : null) },
  };
}
