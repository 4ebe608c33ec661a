import { describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../../../src/shared/entity/entity-catalog';
import { parsePrintLabels } from '../../../../../renderer/renderers/edit-screen/print/print-labels-model';
import { labelRows } from '../../../../../renderer/renderers/edit-screen/print/print-labels';
import { PrintLayout } from '../../../../../renderer/renderers/edit-screen/print/print-layout.schema';
import { allEntities } from '../../support/fixtures';

const catalog = new EntityCatalog(allEntities);
const note = catalog.get('srmDeliveryHeader');
const layout = { lines: 'lines', children: 'barcodes', codes: [{ field: 'barcode', type: 'code128' as const }], fields: [{ field: 'supplierName', label: { cn: '供应商', en: 'Supplier' } }, { field: 'itemName' }, { field: 'packageQty' }] };

describe('print labels', () => {
  it('makes one label per line of a line, reading the label, then its line, then the header', () => {
    const labels = parsePrintLabels({ ...layout, perRow: 2 }, note, catalog);
    expect(labels.fields.map((field) => field.spec.name)).toEqual(['supplierName', 'itemName', 'packageQty']);
    const record = {
      header: { deliveryNumber: 'DN1', supplierName: '华东精密', itemName: 'header value never wins over a line' },
      lines: {
        lines: [
          { key: 'a', values: { itemName: '深沟球轴承' }, lines: { barcodes: [{ key: 'a1', values: { barcode: 'BC1', packageQty: 15 } }, { key: 'a2', values: { barcode: 'BC2', packageQty: 10 } }] } },
          { key: 'b', values: { itemName: '定位销' }, lines: { barcodes: [] } },
        ],
      },
    };
    expect(labelRows(labels, record).map((row) => [row.barcode, row.itemName, row.supplierName, row.packageQty])).toEqual([
      ['BC1', '深沟球轴承', '华东精密', 15],
      ['BC2', '深沟球轴承', '华东精密', 10],
    ]);
    // Without children, one label per line.
    const perLine = parsePrintLabels({ ...layout, children: undefined, codes: [{ field: 'itemCode', type: 'qrcode' }], perRow: 1 }, note, catalog);
    expect(labelRows(perLine, record)).toHaveLength(2);
  });

  it('refuses a field no entity of the chain holds, a missing collection, and a layout with neither sections nor labels', () => {
    expect(() => parsePrintLabels({ ...layout, perRow: 2, fields: [{ field: 'colour' }] }, note, catalog)).toThrow('print labels: field colour is not a field of srmDeliveryBarcode, srmDeliveryLine, srmDeliveryHeader');
    expect(() => parsePrintLabels({ ...layout, perRow: 2, children: 'cartons' }, note, catalog)).toThrow('print labels: entity srmDeliveryLine has no line collection "cartons"');
    expect(PrintLayout.safeParse({ title: { cn: '标签', en: 'Labels' } }).success).toBe(false);
    expect(PrintLayout.safeParse({ labels: layout }).success).toBe(true);
  });
});
