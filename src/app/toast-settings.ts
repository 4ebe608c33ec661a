import { Message } from '@arco-design/web-react';

/** Toasts last 4 seconds (spec 000 §9). */
export const TOAST_DURATION_MS = 4000;
/** More toasts than this at once only cover the screen: the oldest make room for the newest. */
export const MAX_TOASTS = 3;

/** Applies the toast rules; where they show (below the top bar and the tabs) is shell.css. */
export function configureToasts(): void {
  Message.config({ duration: TOAST_DURATION_MS, maxCount: MAX_TOASTS });
}
