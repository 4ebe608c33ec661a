import { describe, expect, it } from 'vitest';
import { nativeResizeObserver } from '../../../tools/vite/native-resize-observer';

interface FilteredHook<A> {
  filter: { id: RegExp };
  handler: (arg: A) => string | null;
}

describe('native ResizeObserver', () => {
  const plugin = nativeResizeObserver();
  const resolveId = plugin.resolveId as FilteredHook<string>;
  const load = plugin.load as FilteredHook<string>;
  /** What a hook answers for an id, its filter first (as Vite applies it). */
  const run = (hook: FilteredHook<string>, id: string) => (hook.filter.id.test(id) ? hook.handler(id) : null);

  it("answers Arco's import of the polyfill with a module exporting the browser's ResizeObserver", () => {
    const id = run(resolveId, 'resize-observer-polyfill');
    expect(id).not.toBeNull();
    expect(run(load, id as string)).toBe('export default globalThis.ResizeObserver;\n');
  });

  it('leaves every other import and module alone', () => {
    expect(run(resolveId, 'resize-observer-polyfill/dist/ResizeObserver.es.js')).toBeNull();
    expect(run(resolveId, 'lodash/throttle')).toBeNull();
    expect(run(load, '/app/node_modules/lodash/throttle.js')).toBeNull();
  });
});
