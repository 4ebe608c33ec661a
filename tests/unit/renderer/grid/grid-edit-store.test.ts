import { describe, expect, it, vi } from 'vitest';
import type { Condition } from '../../../../src/shared/formats/common';
import { leafColumns } from '../../../../renderer/grid/columns/grid-column';
import { GridEditStore } from '../../../../renderer/grid/editing/grid-edit-store';
import type { GridRow } from '../../../../renderer/grid/layout/grid-table';
import { gridColumns } from './grid-kit';

/**
 * renderer/grid/editing/grid-edit-store.ts (spec 000 §4): one row in edit mode; changes kept as drafts
 * and checked at once; Enter keeps, Escape undoes; changed rows, their check before saving, the server's
 * errors, reset.
 */
const columns = gridColumns(
  [
    { key: 'lookupCode' },
    { key: 'meaning', isEdit: true, validate: { required: true } },
    { key: 'description', isEdit: true },
    { key: 'orderNo', isEdit: true, editType: 'number', validate: { number: 'positive' } },
    { key: 'meaningEn', isEdit: true, disabled: true },
  ],
  'baseLookupValues',
);
const byKey = new Map(leafColumns(columns).map((column) => [column.key, column]));
const column = (key: string) => byKey.get(key) ?? (() => { throw new Error(key); })();

const rows: GridRow[] = [
  { id: 1, lookupCode: 'A', meaning: '甲', description: '', orderNo: 1, enabledFlag: 'Y' },
  { id: 2, lookupCode: 'B', meaning: '乙', description: '', orderNo: 2, enabledFlag: 'N' },
  { id: 3, lookupCode: 'C', meaning: '丙', description: '', orderNo: 3, enabledFlag: 'Y' },
];

function store(options: { tableEditable?: boolean; editableWhen?: Condition } = {}) {
  return new GridEditStore({
    editable: leafColumns(columns).filter((candidate) => candidate.editable),
    rowKey: (row) => String(row.id),
    tableEditable: options.tableEditable ?? true,
    editableWhen: options.editableWhen,
  });
}

describe('GridEditStore', () => {
  it('puts the started row in edit mode with the clicked column, one row at a time', () => {
    const edit = store();
    edit.start(rows[0], 'meaning');
    expect(edit.getState()).toMatchObject({ editingKey: '1', editingColumn: 'meaning' });
    edit.start(rows[1], 'description');
    expect(edit.getState()).toMatchObject({ editingKey: '2', editingColumn: 'description' });
    // Left without a change: no draft kept of row 1.
    expect(edit.getState().drafts.has('1')).toBe(false);
  });

  it('edits only cells both rules allow: the table’s (and editableWhen) and the column’s', () => {
    const edit = store({ editableWhen: { field: 'enabledFlag', op: 'eq', value: 'Y' } });
    expect(edit.canEditCell(rows[0], column('meaning'))).toBe(true);
    expect(edit.canEditCell(rows[0], column('meaningEn'))).toBe(false);
    expect(edit.canEditCell(rows[0], column('lookupCode'))).toBe(false);
    expect(edit.canEditCell(rows[1], column('meaning'))).toBe(false);
    edit.start(rows[1]);
    expect(edit.getState().editingKey).toBeNull();
    const readOnly = store({ tableEditable: false });
    expect(readOnly.canEditCell(rows[0], column('meaning'))).toBe(false);
    readOnly.start(rows[0]);
    expect(readOnly.getState().editingKey).toBeNull();
  });

  it('keeps each change as a draft, checked at once, with related keys', () => {
    const edit = store();
    edit.start(rows[0]);
    edit.change('1', column('meaning'), '', { meaningNote: 'x' });
    expect(edit.getState().drafts.get('1')).toMatchObject({ meaning: '', meaningNote: 'x', lookupCode: 'A' });
    expect(edit.getState().problems.get('1')?.get('meaning')).toEqual({ rule: 'required' });
    edit.change('1', column('meaning'), '新');
    expect(edit.getState().problems.has('1')).toBe(false);
    edit.change('1', column('orderNo'), 0);
    expect(edit.getState().problems.get('1')?.get('orderNo')).toEqual({ rule: 'positive' });
    // The loaded row is never changed.
    expect(rows[0].meaning).toBe('甲');
  });

  it('finish (Enter) leaves edit mode keeping the changes; cancel (Escape) undoes the row', () => {
    const edit = store();
    edit.start(rows[0]);
    edit.change('1', column('meaning'), '留下');
    edit.finish();
    expect(edit.getState().editingKey).toBeNull();
    expect(edit.getState().drafts.get('1')?.meaning).toBe('留下');

    edit.start(rows[1]);
    edit.change('2', column('meaning'), '撤销');
    edit.cancel();
    expect(edit.getState().editingKey).toBeNull();
    expect(edit.getState().drafts.has('2')).toBe(false);

    // Escape goes back to the row as it entered edit mode: the earlier kept change stays.
    edit.start(rows[0]);
    edit.change('1', column('meaning'), '');
    edit.cancel();
    expect(edit.getState().drafts.get('1')?.meaning).toBe('留下');
    expect(edit.getState().problems.has('1')).toBe(false);
  });

  it('lists the changed rows as edited, and only those', () => {
    const edit = store();
    edit.start(rows[0]);
    edit.change('1', column('description'), '改');
    edit.start(rows[1]);
    edit.start(rows[2]);
    edit.change('3', column('orderNo'), 9);
    edit.finish();
    expect(edit.changedRows().map((row) => [row.id, row.description, row.orderNo])).toEqual([
      [1, '改', 1],
      [3, '', 9],
    ]);
  });

  it('does not count a row whose values were typed back to what was loaded', () => {
    const edit = store();
    edit.start(rows[0]);
    edit.change('1', column('meaning'), '临时');
    edit.change('1', column('meaning'), '甲');
    edit.finish();
    expect(edit.changedRows()).toEqual([]);
  });

  it('validateChanged checks every changed row, leaves edit mode, and answers false with problems kept', () => {
    const edit = store();
    edit.start(rows[0]);
    edit.change('1', column('meaning'), '');
    edit.finish();
    edit.start(rows[2]);
    edit.change('3', column('orderNo'), -1);
    expect(edit.validateChanged()).toBe(false);
    expect(edit.getState().editingKey).toBeNull();
    expect(edit.getState().problems.get('1')?.get('meaning')).toEqual({ rule: 'required' });
    expect(edit.getState().problems.get('3')?.get('orderNo')).toEqual({ rule: 'positive' });

    const clean = store();
    clean.start(rows[0]);
    clean.change('1', column('meaning'), '好');
    expect(clean.validateChanged()).toBe(true);
    expect(clean.getState().problems.size).toBe(0);
  });

  it('shows the server’s field errors on their rows and cells', () => {
    const edit = store();
    edit.start(rows[0]);
    edit.change('1', column('meaning'), '重复');
    edit.finish();
    edit.showServerProblems(new Map([['1', new Map([['meaning', '含义重复'], ['lookupCode', '编码已存在']])]]));
    const problems = edit.getState().problems.get('1');
    expect(problems?.get('meaning')).toEqual({ rule: 'server', message: '含义重复' });
    expect(problems?.get('lookupCode')).toEqual({ rule: 'server', message: '编码已存在' });
    // The drafts stay for the user to correct.
    expect(edit.changedRows()).toHaveLength(1);
  });

  it('reset drops every draft, problem and the edit mode', () => {
    const edit = store();
    edit.start(rows[0]);
    edit.change('1', column('meaning'), '');
    edit.reset();
    expect(edit.getState()).toEqual({ editingKey: null, editingColumn: null, drafts: new Map(), problems: new Map() });
    expect(edit.changedRows()).toEqual([]);
    // A row started after the reset compares with its new load.
    edit.start(rows[0]);
    edit.finish();
    expect(edit.changedRows()).toEqual([]);
  });

  it('tells subscribers of each change until they unsubscribe', () => {
    const edit = store();
    const listener = vi.fn();
    const stop = edit.subscribe(listener);
    edit.start(rows[0]);
    edit.change('1', column('meaning'), '一');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    edit.finish();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
