import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, clickPage, waitForRowCount, waitForRows } from '../support/grid-dom';
import { heldAdapter, orderList, ordersAdapter, renderList } from '../grid/grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Spec 000 §4: a loading flag during each request, cleared on success and on failure. */
/**
 * Waits until the held adapter has answered `count` list requests and the screen has taken the last answer
 * (its continuation runs in microtasks, all done before the next task): an answer the screen must ignore shows
 * nothing to wait for, and a fixed sleep would let a slow machine check before the answer came.
 */
async function answersTaken(held: ReturnType<typeof heldAdapter>, count: number): Promise<void> {
  await waitFor(() => expect(held.answered()).toBe(count));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function grid(): HTMLElement {
  return document.querySelector('[role="grid"]') as HTMLElement;
}

function loading(): boolean {
  return grid()?.getAttribute('aria-busy') === 'true' && document.querySelector('.srm-grid-loading') !== null;
}

describe('the loading flag', () => {
  it('is up while each request is on its way and down once it answered', async () => {
    const held = heldAdapter(ordersAdapter(25));
    renderList(orderList(), { adapter: held.adapter });
    await waitFor(() => expect(held.pending()).toBe(1));
    await waitFor(() => expect(grid()).not.toBeNull());
    expect(loading()).toBe(true);
    held.release();
    await waitForRowCount(20);
    await waitFor(() => expect(loading()).toBe(false));
    expect(grid().hasAttribute('aria-busy')).toBe(false);

    clickPage(2);
    await waitFor(() => expect(held.pending()).toBe(1));
    await waitFor(() => expect(loading()).toBe(true));
    held.release();
    await waitForRows(5);
    await waitFor(() => expect(loading()).toBe(false));
  });

  it('is down again after a failed request, with the server’s message shown', async () => {
    const held = heldAdapter(ordersAdapter(25));
    renderList(orderList(), { adapter: held.adapter });
    await waitFor(() => expect(held.pending()).toBe(1));
    held.release();
    await waitForRowCount(20);
    held.failNext();
    clickPage(2);
    await waitFor(() => expect(loading()).toBe(true));
    held.release();
    expect(await screen.findByText('数据库连接失败')).toBeTruthy();
    await waitFor(() => expect(loading()).toBe(false));
    // The failed page shows no rows.
    await waitForRows(0);
  });

  it('keeps showing the rows and numbers of the page on screen while the next one loads', async () => {
    const held = heldAdapter(ordersAdapter(45));
    renderList(orderList(), { adapter: held.adapter });
    await waitFor(() => expect(held.pending()).toBe(1));
    held.release();
    await waitForRowCount(20);
    clickPage(2);
    await waitFor(() => expect(loading()).toBe(true));
    expect(cellOf(bodyRows()[0], '__sequence').textContent).toBe('1');
    expect(bodyRows()[0].getAttribute('data-row-key')).toBe('45');
    held.release();
    await waitFor(() => expect(cellOf(bodyRows()[0], '__sequence').textContent).toBe('21'));
    expect(bodyRows()[0].getAttribute('data-row-key')).toBe('25');
  });

  it('drops the answer of an older request, and stays loading until the newest one answers', async () => {
    const held = heldAdapter(ordersAdapter(45));
    renderList(orderList(), { adapter: held.adapter });
    await waitFor(() => expect(held.pending()).toBe(1));
    held.release();
    await waitForRowCount(20);
    clickPage(2);
    await waitFor(() => expect(held.pending()).toBe(1));
    clickPage(3);
    await waitFor(() => expect(held.pending()).toBe(2));
    // Page 2 answers first: too late, page 3 is wanted.
    held.releaseOne(0);
    await answersTaken(held, 2);
    expect(loading()).toBe(true);
    expect(bodyRows()[0].getAttribute('data-row-key')).toBe('45');
    held.releaseOne(0);
    await waitForRows(5);
    expect(bodyRows()[0].getAttribute('data-row-key')).toBe('5');
    expect(cellOf(bodyRows()[0], '__sequence').textContent).toBe('41');
    await waitFor(() => expect(loading()).toBe(false));
  });

  it('shows page 3 when page 3’s answer comes before the older page 2’s', async () => {
    const held = heldAdapter(ordersAdapter(45));
    renderList(orderList(), { adapter: held.adapter });
    await waitFor(() => expect(held.pending()).toBe(1));
    held.release();
    await waitForRowCount(20);
    clickPage(2);
    await waitFor(() => expect(held.pending()).toBe(1));
    clickPage(3);
    await waitFor(() => expect(held.pending()).toBe(2));
    held.releaseOne(1);
    await waitForRows(5);
    await waitFor(() => expect(loading()).toBe(false));
    held.releaseOne(0);
    await answersTaken(held, 3);
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows()[0].getAttribute('data-row-key')).toBe('5');
  });
});
