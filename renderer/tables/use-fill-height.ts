import { useLayoutEffect, useState, type RefObject } from 'react';

/** Room kept under the grid for the pager and the page's margin. */
const BELOW = 58;

/**
 * `height: auto` of a table: the grid reaches down to the bottom of the window, measured from where it
 * starts, again whenever the window is resized. `minimum` holds on small windows.
 */
export function useFillHeight(anchor: RefObject<HTMLElement | null>, enabled: boolean, minimum: number): number | undefined {
  const [height, setHeight] = useState<number | undefined>();
  useLayoutEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const top = anchor.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(minimum, Math.floor(window.innerHeight - top - BELOW)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [anchor, enabled, minimum]);
  return enabled ? height : undefined;
}
