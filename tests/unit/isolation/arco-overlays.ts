import { Message, Modal, Notification } from '@arco-design/web-react';
import { setConfigProviderProps } from '@arco-design/web-react/lib/Modal/config';
import { waitFor } from '@testing-library/react';

/** A toast on screen, or one still fading out. */
const TOAST = '.arco-message, .arco-notification';
/** The wrapper Arco renders its toasts of one position in, inside a root of its own it keeps for the next toasts. */
const TOAST_ROOT = ':scope > .arco-message-wrapper, :scope > .arco-notification-wrapper';
/** Arco's own toast duration (its Notice's default), given back after a file that configured another. */
const ARCO_TOAST_DURATION_MS = 3000;

/**
 * Closes toasts and static dialogs. They live outside the tested tree, with timers of their own: left alone,
 * a timer can fire after the DOM they were drawn in is gone and throw there.
 */
export function closeArcoOverlays(): void {
  Message.clear();
  Notification.clear();
  Modal.destroyAll();
}

/** The roots Arco keeps in the body and reuses for the toasts of every later file: they must stay. */
export function isArcoToastRoot(element: Element): boolean {
  return element.querySelector(TOAST_ROOT) !== null;
}

/**
 * After a file: waits until its toasts have faded out (the next file's `screen` would find them), then gives
 * back the settings a file may have changed: toast duration and count (src/app/toast-settings.ts), and the
 * locale a ConfigProvider hands static dialogs.
 */
export async function settleArcoOverlays(): Promise<void> {
  closeArcoOverlays();
  await waitFor(() => {
    if (document.querySelector(TOAST)) throw new Error('a toast of this file is still on screen');
  });
  Message.config({ duration: ARCO_TOAST_DURATION_MS, maxCount: Number.POSITIVE_INFINITY });
  setConfigProviderProps({});
}
