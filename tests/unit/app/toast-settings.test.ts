import { Message } from '@arco-design/web-react';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureToasts, MAX_TOASTS } from '../../../src/app/toast-settings';

afterEach(() => Message.clear());

describe('toasts', () => {
  it('never pile up: past the limit, the oldest make room for the newest', async () => {
    configureToasts();
    for (let index = 1; index <= 6; index += 1) {
      Message.success(`保存成功 ${index}`);
      await waitFor(() => expect(document.body.textContent).toContain(`保存成功 ${index}`));
    }
    // The ones made to leave fade out first.
    await waitFor(() => expect(document.querySelectorAll('.arco-message').length).toBe(MAX_TOASTS));
    expect(document.body.textContent).not.toContain('保存成功 1');
  });
});
