export interface TreeConfig<T, N> {
  /** Field holding a row's own key. */
  key: keyof T & string;
  /** Field holding the parent's key; rows whose parent is not in the list become roots. */
  parentKey: keyof T & string;
  /** Field that orders siblings and names the depth (levelId for menus). */
  levelKey: keyof T & string;
  /** Turns a row into a node (children are filled in afterwards). */
  toNode: (row: T) => N;
  /** Orders siblings; defaults to the input order. */
  compare?: (a: T, b: T) => number;
}

export type TreeNode<N> = N & { children: TreeNode<N>[] };

/**
 * Turns a flat list into a nested tree (spec 000 §3). A missing key, parent key, level key or
 * configuration is an error, as is a cycle.
 */
export function buildTree<T extends object, N extends object>(
  rows: readonly T[],
  config: TreeConfig<T, N> | undefined,
): TreeNode<N>[] {
  if (!config) throw new Error('buildTree: a tree configuration is required');
  for (const name of ['key', 'parentKey', 'levelKey'] as const) {
    if (!config[name]) throw new Error(`buildTree: the tree configuration needs "${name}"`);
  }
  const ordered = config.compare ? [...rows].sort(config.compare) : [...rows];
  const nodes = new Map<unknown, TreeNode<N>>();
  for (const row of ordered) {
    const id = row[config.key];
    if (nodes.has(id)) throw new Error(`buildTree: duplicate key ${String(id)}`);
    nodes.set(id, { ...config.toNode(row), children: [] });
  }
  const roots: TreeNode<N>[] = [];
  for (const row of ordered) {
    const node = nodes.get(row[config.key]) as TreeNode<N>;
    const parent = nodes.get(row[config.parentKey]);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  assertAcyclic(roots, nodes.size);
  return roots;
}

function assertAcyclic<N>(roots: TreeNode<N>[], total: number): void {
  let reached = 0;
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode<N>;
    reached += 1;
    stack.push(...node.children);
  }
  if (reached !== total) throw new Error('buildTree: the parent keys form a cycle');
}
