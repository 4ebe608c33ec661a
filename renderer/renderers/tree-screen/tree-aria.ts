/** Sets each node's aria-level from its indentation: Arco counts from 0, ARIA from 1 (0 is not a valid level). */
function oneBasedLevels(box: HTMLElement): void {
  for (const node of box.querySelectorAll<HTMLElement>('[role="treeitem"]')) {
    const level = String(node.querySelectorAll(':scope > .arco-tree-node-indent > .arco-tree-node-indent-block').length + 1);
    if (node.getAttribute('aria-level') !== level) node.setAttribute('aria-level', level);
  }
}

/**
 * Keeps the tree nodes in `box` at valid ARIA levels whenever Arco draws them (a level opened, a search,
 * a node moved) without the owner rendering. Answers the observer's disconnect.
 */
export function treeNodeLevels(box: HTMLElement): () => void {
  oneBasedLevels(box);
  const observer = new MutationObserver(() => oneBasedLevels(box));
  observer.observe(box, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-level'] });
  return () => observer.disconnect();
}
