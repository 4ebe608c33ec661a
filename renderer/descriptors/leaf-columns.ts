/** The leaf columns of a column tree (grouped headers' `children`), in order: descriptor or parsed columns alike. */
export function leafColumns<T extends { children?: readonly T[] }>(columns: readonly T[]): T[] {
  return columns.flatMap((column) => (column.children ? leafColumns(column.children) : [column]));
}
