import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom lays nothing out, so every element is 0 x 0; ECharts measures its container and warns on 0.
 * Gives elements a size for the tests of a file, as a browser would, and takes it back afterwards.
 */
export function withElementSize(width: number, height: number): void {
  const own = { width: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'), height: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight') };
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
  });
  // jsdom defines both on Element.prototype: without an own one before, the override is deleted, or every
  // later file of the worker would measure the same size.
  afterEach(() => {
    if (own.width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', own.width);
    else Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
    if (own.height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', own.height);
    else Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  });
}
