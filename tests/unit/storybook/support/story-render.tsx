import { render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect } from 'vitest';

/** What shows while anything loads: screens, tables, selects and buttons spin the same icon. */
const LOADING = '.arco-spin-loading, .arco-icon-loading';

/** What a failed screen shows: the renderer's error results and error toasts. */
const FAILURE = '.arco-result-is-error, .arco-result-is-404, .arco-message-error';

/**
 * Renders a composed story and waits until it has settled: something drawn, nothing loading any more
 * (screens, tables, lookups), and no error shown, or, for a story that exists to show one
 * (`expectError`), an error shown. Console output is checked by the caller's guard.
 */
export async function renderStoryToRest(Story: ComponentType, { expectError = false }: { expectError?: boolean } = {}): Promise<HTMLElement> {
  const { container } = render(<Story />);
  await waitFor(() => {
    expect(container.childElementCount).toBeGreaterThan(0);
    expect(document.querySelector(LOADING)).toBeNull();
  });
  const failure = document.querySelector(FAILURE)?.textContent ?? null;
  if (expectError) expect(failure).not.toBeNull();
  else expect(failure).toBeNull();
  return container;
}
