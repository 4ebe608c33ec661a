import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../../../../renderer/descriptors/column.schema';
import { TableConfig } from '../../../../renderer/descriptors/table.schema';
import { DEFAULT_MAX_HEIGHT, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, parseTableModel } from '../../../../renderer/tables/table-model';
import { ScreenConfigError } from '../../../../renderer/loading/screen-config-error';
import { CATALOG } from '../grid/grid-kit';

/** renderer/tables/table-model.ts: a table configuration parsed once; defaults by type; keys checked against its columns. */
const entity = CATALOG.get('srmPoHeader');
const context = {
  entity,
  catalog: CATALOG,
  where: 'test',
  editRoute: 'edit',
  primaryKey: 'poHeaderId',
  defaultApi: { service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage' },
};
const columns: TableColumn[] = [
  { key: 'poNumber' },
  { key: 'taxTotalAmount', isSummary: true },
  { key: 'amounts', title: { cn: '金额', en: 'Amounts' }, children: [{ key: 'nonTaxTotalAmount' }, { key: 'poVersions' }] },
];

function parse(config: Record<string, unknown>, cols: TableColumn[] = columns) {
  return parseTableModel(TableConfig.parse({ name: 'testTable', ...config }), cols, context);
}

describe('parseTableModel', () => {
  it('gives an editable table 20 rows a page, grows it to 500, and edits it inline', () => {
    const table = parse({ type: 'editable' });
    expect(DEFAULT_PAGE_SIZE.editable).toBe(20);
    expect(table).toMatchObject({ type: 'editable', pageSize: 20, paging: true, maxHeight: DEFAULT_MAX_HEIGHT.editable, editable: true });
    expect(table.maxHeight).toBe(500);
    // The type is editable unless told.
    expect(parse({}).pageSize).toBe(20);
  });

  it('gives a panel 200 rows a page, grows it to 700, and does not edit it unless isEdit', () => {
    const table = parse({ type: 'panel' });
    expect(table).toMatchObject({ type: 'panel', pageSize: 200, maxHeight: 700, editable: false });
    expect(parse({ type: 'panel', isEdit: true }).editable).toBe(true);
    expect(parse({ type: 'editable', isEdit: false }).editable).toBe(false);
  });

  it('keeps a pageSize given, refuses one over what the server answers, loads every row without paging', () => {
    expect(parse({ pageSize: 50 }).pageSize).toBe(50);
    expect(() => parse({ pageSize: MAX_PAGE_SIZE + 1 })).toThrow(/pageSize 501/);
    expect(parse({ paging: false, pageSize: 20 }).pageSize).toBe(MAX_PAGE_SIZE);
  });

  it('uses the entity’s listByPage unless an api is given, and refuses an incomplete one', () => {
    expect(parse({}).api).toEqual(context.defaultApi);
    const api = { service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listForSupplier' };
    expect(parse({ api }).api).toEqual(api);
    try {
      parse({ api: { service: 'srm', resource: 'srmPoHeaderRestful', operation: '' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ScreenConfigError);
      expect((error as ScreenConfigError).messageKey).toBe('list.configureApi');
    }
  });

  it('keys rows by pageSelection.keyFields (cross-page), else by the primary key', () => {
    expect(parse({ pageSelection: { keyFields: ['poNumber'] } })).toMatchObject({ crossPage: true, rowKeyFields: ['poNumber'] });
    expect(parse({})).toMatchObject({ crossPage: false, rowKeyFields: ['poHeaderId'] });
  });

  it('sums summaryFields and isSummary columns, averages meanNumFields, only with showSummary', () => {
    const table = parse({ showSummary: true, footerConfig: { summaryFields: ['nonTaxTotalAmount'], meanNumFields: ['poVersions'], title: { cn: '总计', en: 'Grand total' } } });
    expect(table.summary).toEqual({
      title: { cn: '总计', en: 'Grand total' },
      sumKeys: ['nonTaxTotalAmount', 'taxTotalAmount'],
      meanKeys: ['poVersions'],
      merges: [],
    });
    expect(parse({ footerConfig: { summaryFields: ['nonTaxTotalAmount'] } }).summary).toBeUndefined();
  });

  it.each([
    ['footerConfig.summaryFields', { showSummary: true, footerConfig: { summaryFields: ['status'] } }],
    ['footerConfig.meanNumFields', { showSummary: true, footerConfig: { meanNumFields: ['nope'] } }],
    ['footerConfig.mergeFooterItems', { showSummary: true, footerConfig: { mergeFooterItems: [{ key: 'amounts', colspan: 2 }] } }],
    ['rowSpanFields', { rowSpanFields: ['supplierId'] }],
  ])('refuses %s naming a key that is not one of its leaf columns', (what, config) => {
    expect(() => parse(config)).toThrow(new RegExp(`${what.replace('.', '\\.')} names`));
  });

  it('accepts keys of leaf columns inside groups', () => {
    const table = parse({ rowSpanFields: ['poNumber', 'poVersions'], showSummary: true, footerConfig: { mergeFooterItems: [{ key: 'nonTaxTotalAmount', colspan: 2 }] } });
    expect(table.rowSpanFields).toEqual(['poNumber', 'poVersions']);
    expect(table.summary?.merges).toEqual([{ key: 'nonTaxTotalAmount', colspan: 2 }]);
  });

  it('selects and numbers rows by default', () => {
    expect(parse({})).toMatchObject({ selection: true, showIndex: true, searchParams: {} });
  });
});
