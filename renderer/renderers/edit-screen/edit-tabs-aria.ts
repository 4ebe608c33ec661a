function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function linkTabsToPanels(root: HTMLElement, keys: readonly string[]): void {
  const header = root.querySelector('.arco-tabs-header');
  if (header) setAttribute(header, 'role', 'tablist');
  const panels = [...root.querySelectorAll<HTMLElement>('[data-tab-panel]')];
  root.querySelectorAll<HTMLElement>('.arco-tabs-header [role="tab"]').forEach((tab, index) => {
    const panel = panels.find((candidate) => candidate.dataset.tabPanel === keys[index]);
    if (!panel || !tab.id) {
      if (tab.hasAttribute('aria-controls')) tab.removeAttribute('aria-controls');
      return;
    }
    setAttribute(panel, 'id', `${tab.id}-panel`);
    setAttribute(panel, 'aria-labelledby', tab.id);
    setAttribute(tab, 'aria-controls', panel.id);
  });
}

/**
 * Ties Arco's tab titles to the screen's own panels, whenever either is drawn. The edit screen draws its
 * panels itself (kept once visited), so Arco's titles sit in a header without the tablist role and point
 * (aria-controls) at panels Arco never draws: the header gets the role, each title controls the panel of
 * its key when that panel exists, and the panel is labelled by its title. Answers the observer's disconnect.
 */
export function tabsLinkedToPanels(root: HTMLElement, keys: readonly string[]): () => void {
  linkTabsToPanels(root, keys);
  const observer = new MutationObserver(() => linkTabsToPanels(root, keys));
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-controls', 'id', 'role'] });
  return () => observer.disconnect();
}
