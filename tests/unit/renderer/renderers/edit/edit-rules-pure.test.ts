import { describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../../../src/shared/entity/entity-catalog';
import { fieldState, sideOf } from '../../../../../renderer/fields/field-rules';
import { resolveFieldSpec } from '../../../../../renderer/fields/field-spec';
import { referenceFilterState } from '../../../../../renderer/fields/reference-filter';
import { relatedKeys } from '../../../../../renderer/fields/reference-select';
import { liveComputation, recomputeHeader, recomputeLine } from '../../../../../renderer/renderers/edit-screen/live-computed';
import { DEMO_ENTITIES } from '../../../../../storybook/sample-data/demo/demo-entities';

const catalog = new EntityCatalog(DEMO_ENTITIES);
const request = catalog.get('demoRequest');
const itemLine = catalog.get('demoRequestItem');
const rates: Record<string, string> = { VAT13: '0.13', VAT6: '0.06' };
const attrOf = (type: string, code: unknown, attr: string) => (type === 'TAX_RATE' && attr === 'attribute1' ? (rates[String(code)] ?? null) : null);

describe('field rules of the entity', () => {
  const buyer = { side: sideOf('internal'), isNew: false };
  const supplier = { side: sideOf('supplier'), isNew: false };

  it('reads another field, the side and the newness', () => {
    const reason = resolveFieldSpec(request, catalog, 'urgentReason');
    expect(fieldState(reason, {}, { record: { urgentFlag: 'N' }, conditions: buyer })).toEqual({ visible: false, readOnly: false, required: false });
    expect(fieldState(reason, {}, { record: { urgentFlag: 'Y' }, conditions: buyer })).toEqual({ visible: true, readOnly: false, required: true });
    const reply = resolveFieldSpec(request, catalog, 'supplierReply');
    expect(fieldState(reply, {}, { record: {}, conditions: buyer })).toMatchObject({ readOnly: true, required: false });
    expect(fieldState(reply, {}, { record: {}, conditions: supplier })).toMatchObject({ readOnly: false, required: true });
    const budget = resolveFieldSpec(request, catalog, 'budgetCode');
    expect(fieldState(budget, {}, { record: {}, conditions: { side: 'buyer', isNew: true } }).readOnly).toBe(false);
    expect(fieldState(budget, {}, { record: {}, conditions: buyer }).readOnly).toBe(true);
  });

  it('combines them with the screen’s own: both must allow showing and editing, either requires', () => {
    const note = resolveFieldSpec(request, catalog, 'buyerNote');
    expect(fieldState(note, { visibleWhen: { field: 'urgentFlag', op: 'eq', value: 'Y' } }, { record: { urgentFlag: 'N' }, conditions: buyer }).visible).toBe(false);
    expect(fieldState(note, {}, { record: {}, conditions: supplier }).visible).toBe(false);
    expect(fieldState(note, { requiredWhen: { field: 'urgentFlag', op: 'eq', value: 'Y' } }, { record: { urgentFlag: 'Y' }, conditions: buyer }).required).toBe(true);
    expect(fieldState(note, { readOnly: true, requiredWhen: { field: 'urgentFlag', op: 'eq', value: 'Y' } }, { record: { urgentFlag: 'Y' }, conditions: buyer })).toMatchObject({ readOnly: true, required: false });
  });
});

describe('reference filters and fills', () => {
  const site = resolveFieldSpec(request, catalog, 'siteId').reference!;
  const lineSite = resolveFieldSpec(itemLine, catalog, 'siteId').reference!;

  it('sends the filter’s values, read on the record or (a line) on its header', () => {
    expect(referenceFilterState(site.filter, { supplierId: 2 }, undefined)).toEqual({ kind: 'ready', params: { supplierId: 2 } });
    expect(referenceFilterState(lineSite.filter, { supplierId: 9 }, { supplierId: 3 })).toEqual({ kind: 'ready', params: { supplierId: 3 } });
  });

  it('names the field still missing, with its label from the record or from the header', () => {
    expect(referenceFilterState(site.filter, { supplierId: null }, undefined)).toEqual({
      kind: 'blocked',
      missing: { from: 'field', name: 'supplierId', label: { cn: '供应商', en: 'Supplier' } },
    });
    expect(referenceFilterState(lineSite.filter, {}, { supplierId: '' })).toMatchObject({ kind: 'blocked', missing: { from: 'parentField', label: { cn: '供应商' } } });
  });

  it('sets the display keys and the filled fields from the picked record, and empties only the display keys on clear', () => {
    const item = resolveFieldSpec(itemLine, catalog, 'itemId').reference!;
    const picked = { itemId: 2, itemCode: 'M-2001', itemName: '镀锌钢板', primaryUomCode: 'KG', categoryName: '钢材', lastPrice: 6.85 };
    expect(relatedKeys(item, picked)).toEqual({ itemName: '镀锌钢板', itemCode: 'M-2001', uomCode: 'KG', categoryName: '钢材', price: 6.85 });
    expect(relatedKeys(item, undefined)).toEqual({ itemName: null, itemCode: null });
  });
});

describe('live computed fields', () => {
  it('knows the lookups and header fields the line computations read', () => {
    const computation = liveComputation({ entity: request, lines: [{ name: 'items', entity: itemLine }] });
    expect(computation.active).toBe(true);
    expect(computation.lookupTypes).toEqual(['TAX_RATE']);
    // The line's tax rate is inherited from the header's when empty.
    expect([...computation.headerFieldsReadByLines]).toEqual(['taxRateCode']);
  });

  it('computes a line with the inherited rate and the header totals in decimal', () => {
    const header = { taxRateCode: 'VAT6' };
    const first = { qty: 3, price: 0.1, taxRateCode: null as string | null };
    const second = { qty: 1, price: 0.2, taxRateCode: 'VAT13' };
    recomputeLine(itemLine, first, header, attrOf);
    recomputeLine(itemLine, second, header, attrOf);
    expect(first).toMatchObject({ amount: 0.3, netPrice: 0.0943, taxRateCode: null });
    expect(second).toMatchObject({ amount: 0.2, netPrice: 0.177 });
    const totals: Record<string, unknown> = { ...header };
    recomputeHeader(request, totals, { items: [first, second], services: [] }, attrOf);
    expect(totals).toMatchObject({ totalQty: 4, totalAmount: 0.5, serviceAmount: 0 });
  });
});
