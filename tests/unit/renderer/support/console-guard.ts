import { afterEach, beforeEach, expect, vi } from 'vitest';

/*
 * Arco 2.66 still reads `element.ref` inside Trigger and a few wrappers; React 19 reports that once per
 * component as a console.error. It is the library's, not ours, and harmless; every other console.error
 * (a React warning about keys, act, props, or a thrown render error) fails the test.
 */
const KNOWN_THIRD_PARTY = [/Accessing element\.ref was removed in React 19/];

type ConsoleMethod = 'error' | 'warn';

/**
 * Fails the current test when anything reaches the given console methods (React reports its warnings
 * through console.error; libraries and React's dev checks also use console.warn). Call at the top of a test file.
 */
export function failOnConsole(...methods: ConsoleMethod[]): void {
  let messages: string[] = [];
  beforeEach(() => {
    messages = [];
    for (const method of methods) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        const text = args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ');
        if (!KNOWN_THIRD_PARTY.some((pattern) => pattern.test(text))) messages.push(`console.${method}: ${text}`);
      });
    }
  });
  afterEach(() => {
    for (const method of methods) vi.mocked(console[method]).mockRestore();
    expect(messages, `console.${methods.join(' / console.')} was called`).toEqual([]);
  });
}

/** Fails the current test when anything reaches console.error. Call at the top of a test file. */
export function failOnConsoleError(): void {
  failOnConsole('error');
}
