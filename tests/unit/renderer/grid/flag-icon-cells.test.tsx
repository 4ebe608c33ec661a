import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TableColumn } from '../../../../renderer/descriptors/column.schema';
import { DataGrid } from '../../../../renderer/grid/data-grid';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf } from '../support/grid-dom';
import { gridColumns, renderInShell, type Language } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Issue, showIcon (value / trueValue / falseValue / falseShow): a green check for the true value, a grey
 * mark for the false value unless falseShow is false; the value read from `showIcon.value`'s key when
 * given; a value that is neither says "Value should be trueValue or falseValue".
 */
function renderFlags(columns: TableColumn[], rows: Record<string, unknown>[], language: Language = 'CN') {
  renderInShell(
    <DataGrid columns={gridColumns(columns, 'baseLookupValues')} rows={rows} rowKey={(row) => String(row.lookupValuesId)} />,
    { language },
  );
  return bodyRows();
}

const ICON = { trueValue: 'Y', falseValue: 'N' };

describe('showIcon cells', () => {
  it.each([
    ['CN', '是', '否'],
    ['EN', 'Yes', 'No'],
  ] as const)('shows a green check for the true value and a grey mark for the false value (%s)', (language, yes, no) => {
    const rows = renderFlags(
      [{ key: 'enabledFlag', showIcon: ICON }],
      [
        { lookupValuesId: 1, enabledFlag: 'Y' },
        { lookupValuesId: 2, enabledFlag: 'N' },
        { lookupValuesId: 3, enabledFlag: null },
      ],
      language,
    );
    const on = cellOf(rows[0], 'enabledFlag').querySelector('.srm-grid-flag');
    expect(on?.classList.contains('srm-grid-flag-true')).toBe(true);
    expect(on?.getAttribute('aria-label')).toBe(yes);
    const off = cellOf(rows[1], 'enabledFlag').querySelector('.srm-grid-flag');
    expect(off?.classList.contains('srm-grid-flag-false')).toBe(true);
    expect(off?.getAttribute('aria-label')).toBe(no);
    expect(cellOf(rows[2], 'enabledFlag').innerHTML).toBe('');
  });

  it('colours the true mark green and the false mark grey', () => {
    const css = readFileSync(resolve(__dirname, '../../../../renderer/grid/data-grid.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(/\.srm-grid-flag-true \{ color: rgb\(var\(--green-6\)\); \}/);
    expect(css).toMatch(/\.srm-grid-flag-false \{ color: var\(--color-text-4\); \}/);
  });

  it('shows nothing for the false value when falseShow is false', () => {
    const rows = renderFlags(
      [{ key: 'enabledFlag', showIcon: { ...ICON, falseShow: false } }],
      [
        { lookupValuesId: 1, enabledFlag: 'Y' },
        { lookupValuesId: 2, enabledFlag: 'N' },
      ],
    );
    expect(cellOf(rows[0], 'enabledFlag').querySelector('.srm-grid-flag-true')).not.toBeNull();
    expect(cellOf(rows[1], 'enabledFlag').innerHTML).toBe('');
  });

  it('reads the value from the key showIcon.value names, with the column’s own true and false values', () => {
    const rows = renderFlags(
      [{ key: 'description', title: { cn: '状态', en: 'State' }, showIcon: { value: 'systemCode', trueValue: 'ON', falseValue: 'OFF' } }],
      [
        { lookupValuesId: 1, description: 'OFF', systemCode: 'ON' },
        { lookupValuesId: 2, description: 'ON', systemCode: 'OFF' },
      ],
    );
    expect(cellOf(rows[0], 'description').querySelector('.srm-grid-flag-true')).not.toBeNull();
    expect(cellOf(rows[1], 'description').querySelector('.srm-grid-flag-false')).not.toBeNull();
  });

  it.each([
    ['CN', '值应为 trueValue 或 falseValue'],
    ['EN', 'Value should be trueValue or falseValue'],
  ] as const)('says a value that is neither true nor false is wrong rather than guess (%s)', (language, message) => {
    const rows = renderFlags([{ key: 'enabledFlag', showIcon: ICON }], [{ lookupValuesId: 1, enabledFlag: 'X' }], language);
    const cell = cellOf(rows[0], 'enabledFlag');
    expect(cell.textContent).toBe(message);
    expect(cell.querySelector('.srm-grid-flag')).toBeNull();
  });
});
