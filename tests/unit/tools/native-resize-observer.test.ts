import { describe, expect, it } from 'vitest';
import { nativeResizeObserver } from '../../../tools/vite/native-resize-observer';

describe('native ResizeObserver', () => {
  const plugin = nativeResizeObserver();
  const resolveId = plugin.resolveId as (source: string) => string | null;
  const load = plugin.load as (id: string) => string | null;

  it("answers Arco's import of the polyfill with a module exporting the browser's ResizeObserver", () => {
    const id = resolveId('resize-observer-polyfill');
    expect(id).not.toBeNull();
    expect(load(id as string)).toBe('export default globalThis.ResizeObserver;\n');
  });

  it('leaves every other import and module alone', () => {
    expect(resolveId('resize-observer-polyfill/dist/ResizeObserver.es.js')).toBeNull();
    expect(resolveId('lodash/throttle')).toBeNull();
    expect(load('/app/node_modules/lodash/throttle.js')).toBeNull();
  });
});
