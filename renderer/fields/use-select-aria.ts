import type { SelectHandle } from '@arco-design/web-react/es/Select/interface';
import { type RefObject, useLayoutEffect } from 'react';

const UNTABBED = 'data-srm-untabbed';

/** Names the select and its text box after the field; keeps a text box Arco hides out of the tab order. */
function label(root: HTMLElement, name: string): void {
  root.setAttribute('aria-label', name);
  for (const input of root.querySelectorAll('input')) {
    input.setAttribute('aria-label', name);
    if (input.getAttribute('aria-hidden') === 'true') {
      input.setAttribute('tabindex', '-1');
      input.setAttribute(UNTABBED, '');
    } else if (input.hasAttribute(UNTABBED)) {
      input.removeAttribute('tabindex');
      input.removeAttribute(UNTABBED);
    }
  }
}

/**
 * Arco's Select takes no ARIA props for the text box inside it, so a screen reader met an unnamed field. The
 * select and its text box are named after the field here. While a value is shown instead of the text box,
 * Arco hides the box from assistive technology but leaves it tabbable: it leaves the tab order then (the
 * select itself takes focus and hands it on).
 */
export function useSelectAria(select: RefObject<SelectHandle | null>, name: string): void {
  useLayoutEffect(() => {
    const root = select.current?.dom;
    if (!root) return undefined;
    label(root, name);
    const observer = new MutationObserver(() => label(root, name));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [select, name]);
}
