import { afterEach, beforeEach, expect, vi } from 'vitest';

/*
 * Arco 2.66 still reads `element.ref` inside Trigger and a few wrappers; React 19 reports that once per
 * component as a console.error. It is the library's, not ours, and harmless; every other console.error
 * (a React warning about keys, act, props, or a thrown render error) fails the test.
 */
const KNOWN_THIRD_PARTY = [/Accessing element\.ref was removed in React 19/];

/** Fails the current test when anything reaches console.error. Call at the top of a test file. */
export function failOnConsoleError(): void {
  let messages: string[] = [];
  beforeEach(() => {
    messages = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ');
      if (!KNOWN_THIRD_PARTY.some((pattern) => pattern.test(text))) messages.push(text);
    });
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
    expect(messages, 'console.error was called').toEqual([]);
  });
}
