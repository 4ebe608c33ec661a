import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The DataGrid as a test reads it (renderer/grid): rows in order, cells by column key, header, footer. */
export function bodyRows(root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('.srm-grid-body [role="row"]')].sort(
    (a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')),
  );
}

export async function waitForRows(count: number, root: ParentNode = document): Promise<HTMLElement[]> {
  await waitFor(() => expect(bodyRows(root)).toHaveLength(count));
  return bodyRows(root);
}

/**
 * Waits until the grid holds `count` rows (its aria-rowcount) and draws some of them: the rows drawn are those
 * in view plus the overscan, which need not be a whole page.
 */
export async function waitForRowCount(count: number, root: ParentNode = document): Promise<HTMLElement[]> {
  await waitFor(() => {
    expect(gridRowCount(root)).toBe(count);
    expect(bodyRows(root).length).toBeGreaterThan(0);
  });
  return bodyRows(root);
}

/** A row's cell of a column (a data column's key, or __selection, __sequence, __expand, __operate). */
/** How many rows the grid holds (it draws only those in view). */
export function gridRowCount(root: ParentNode = document): number {
  return Number(root.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') ?? 0);
}

export function cellOf(row: HTMLElement, key: string): HTMLElement {
  const cell = row.querySelector<HTMLElement>(`[data-cell$=":${key}"]`);
  if (!cell) throw new Error(`row ${row.getAttribute('data-row-key')} has no cell of ${key}`);
  return cell;
}

export function headerCell(key: string, root: ParentNode = document): HTMLElement {
  const cell = root.querySelector<HTMLElement>(`.srm-grid-header [data-header="${key}"]`);
  if (!cell) throw new Error(`no header cell of ${key}`);
  return cell;
}

/** The footer summary row's cells, title first, in column order. */
export function summaryCells(root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('.srm-grid-summary [role="gridcell"]')];
}

export function clickPage(page: number): void {
  fireEvent.click(screen.getByText(String(page), { selector: '.arco-pagination-item' }));
}

/** Picks a page size from the pager's select ("50 条/页", "Custom"...). */
export async function choosePageSize(label: string, root: ParentNode = document): Promise<void> {
  fireEvent.click(root.querySelector('.srm-grid-page-size .arco-select-view') as HTMLElement);
  fireEvent.click(await screen.findByText(label, { selector: '.arco-select-option, .arco-select-option *' }));
}

/** The grid region a cell is drawn in: start (fixed left), center (scrolls) or end (fixed right). */
export function regionOf(element: Element): 'start' | 'center' | 'end' | undefined {
  const region = element.closest('.srm-grid-region');
  return (['start', 'center', 'end'] as const).find((name) => region?.classList.contains(`srm-grid-region-${name}`));
}

/** Drags the resize handle of a column's header from one x to another (mousedown, mousemove, mouseup on the document). */
export function dragResizer(key: string, fromX: number, toX: number, root: ParentNode = document): void {
  const resizer = headerCell(key, root).querySelector('.srm-grid-resizer');
  if (!resizer) throw new Error(`the header of ${key} has no resize handle`);
  fireEvent.mouseDown(resizer, { clientX: fromX, button: 0 });
  fireEvent.mouseMove(document, { clientX: (fromX + toX) / 2 });
  fireEvent.mouseMove(document, { clientX: toX });
  fireEvent.mouseUp(document, { clientX: toX });
}
