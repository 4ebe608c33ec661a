/** The order with `key` moved to `toIndex` (an index of the order before the move); unknown keys change nothing. */
export function moveKey(order: readonly string[], key: string, toIndex: number): string[] {
  const from = order.indexOf(key);
  if (from < 0) return [...order];
  const rest = order.filter((candidate) => candidate !== key);
  const target = Math.max(0, Math.min(rest.length, toIndex));
  return [...rest.slice(0, target), key, ...rest.slice(target)];
}
