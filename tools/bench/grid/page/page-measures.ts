/** Timing helpers that run inside the bench page. */

export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * Resolves with the time just after the next frame was painted: a task queued from inside a frame's
 * animation callback runs once that frame's rendering (style, layout, paint) is done.
 */
export function afterNextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

/** The next frame's animation timestamp, and the time just after that frame was painted (see afterNextPaint). */
export function nextFramePainted(): Promise<{ frame: number; painted: number }> {
  return new Promise((resolve) => {
    requestAnimationFrame((frame) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ frame, painted: performance.now() });
      channel.port2.postMessage(null);
    });
  });
}

/** The first painted moment at which `ready` holds, checked after each frame; fails after `timeoutMs`. */
export async function paintedWhen(ready: () => boolean, timeoutMs = 60_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const painted = await afterNextPaint();
    if (ready()) return painted;
    if (painted > deadline) throw new Error('the grid never showed what was expected');
  }
}

/** Whether a text node under `root` holds `text`; stops at the first match, so early rows are found fast. */
export function containsText(root: Node, text: string): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes(text)) return true;
  }
  return false;
}

/** Types into an input the way React notices: the native value setter, then an input event. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setter) throw new Error('no value setter on inputs');
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function pressEnter(target: Element): void {
  const init = { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true };
  target.dispatchEvent(new KeyboardEvent('keydown', init));
  target.dispatchEvent(new KeyboardEvent('keyup', init));
}
