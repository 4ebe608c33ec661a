import type { TableColumn } from '../../../renderer/descriptors/column.schema';
import type { LocalizedText } from '../../../src/shared/formats/common';
import { GRID_ITEM_ENTITY } from './grid-sample-entity';
import type { GridListDescriptor } from './grid-list-story';

type TableKeys = Omit<GridListDescriptor['table'], 'name'>;

/** The columns of the list stories: order and item, supplier, quantities and amounts, a date, the status. */
export const LIST_COLUMNS: TableColumn[] = [
  { key: 'orderNumber', width: 160, fixed: 'left', sortable: true },
  { key: 'lineNumber', width: 70 },
  { key: 'itemName', width: 160, sortable: true },
  { key: 'itemSpec', width: 140 },
  { key: 'supplierId', width: 240, sortable: true },
  { key: 'demandQty', width: 130, precision: 4, showThousandSeparator: true, sortable: true },
  { key: 'taxPrice', width: 130, precision: 4, showThousandSeparator: true },
  { key: 'taxTotalPrice', width: 150, precision: 2, showThousandSeparator: true, sortable: true },
  { key: 'needDate', width: 120, sortable: true },
  { key: 'uomCode', width: 80, lookup: { typeCode: 'UOM' } },
  { key: 'remark', width: 220, columnsDisplay: 'N' },
  { key: 'status', width: 90, lookup: { typeCode: 'PO_LINE_STATUS' }, fixed: 'right' },
];

/**
 * A list descriptor over the grid stories' order lines, as it would stand in screens/<area>/<route>.json:
 * the route names the table too (its column settings are kept under it), with a refresh button.
 */
export function gridListDescriptor(route: string, title: LocalizedText, table: TableKeys, columns: TableColumn[] = LIST_COLUMNS): GridListDescriptor {
  return {
    version: 1,
    type: 'list',
    route,
    title,
    entity: GRID_ITEM_ENTITY,
    table: { name: route, ...table },
    columns,
    toolbar: [{ action: 'refresh' }],
  };
}
