/**
 * The name that keys a grid's per-user column configuration. A list screen's grid is named by its
 * descriptor (`table.name`); a line grid of an edit screen has no name of its own, so it is named by the
 * screen's route and its line collection: `purOrderManage/purchaseOrderEdit#lines`.
 */
export function lineGridTableName(editRoute: string, lines: string): string {
  return `${editRoute}#${lines}`;
}
