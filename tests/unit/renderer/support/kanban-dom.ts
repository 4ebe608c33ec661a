import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Where jsdom (which lays nothing out) puts the board: columns 300 px apart, cards 90 px apart in them. */
const COLUMN_GAP = 300;
const COLUMN = { width: 280, height: 900 };
const CARD = { width: 260, height: 80, top: 60, gap: 90 };

function rect(left: number, top: number, width: number, height: number): DOMRect {
  return { left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) } as DOMRect;
}

function columnsInOrder(): Element[] {
  return [...document.querySelectorAll('.srm-kanban-column')];
}

function cardRect(card: Element): DOMRect {
  const column = card.closest('.srm-kanban-column');
  if (!column) return rect(0, 0, 0, 0);
  const left = columnsInOrder().indexOf(column) * COLUMN_GAP;
  const index = [...column.querySelectorAll('.srm-kanban-card')].indexOf(card);
  return rect(left + 10, CARD.top + index * CARD.gap, CARD.width, CARD.height);
}

/**
 * Gives the board a layout for dnd-kit's measurements, so its real sensors (the keyboard's) work in jsdom:
 * each column and card gets a rectangle; the drag overlay sits where the dragged card does.
 */
export function layOutBoard(): void {
  let spy: ReturnType<typeof vi.spyOn> | undefined;
  beforeEach(() => {
    const original = Element.prototype.getBoundingClientRect;
    spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.closest('.srm-kanban-overlay')) {
        const dragged = document.querySelector('.srm-kanban-card.is-dragging');
        return dragged ? cardRect(dragged) : rect(0, 0, 0, 0);
      }
      if (this.classList.contains('srm-kanban-card')) return cardRect(this);
      if (this.classList.contains('srm-kanban-column')) {
        return rect(columnsInOrder().indexOf(this) * COLUMN_GAP, 0, COLUMN.width, COLUMN.height);
      }
      return original.call(this);
    });
  });
  afterEach(() => spy?.mockRestore());
}

/** The column of a status. */
export function column(status: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`.srm-kanban-column[data-status="${status}"]`);
  if (!found) throw new Error(`no column for status ${status}`);
  return found;
}

/** The card titles a column shows, in order. */
export function cardTitles(status: string): string[] {
  return [...column(status).querySelectorAll('.srm-kanban-card-title')].map((title) => title.textContent ?? '');
}

export function card(status: string, title: string): HTMLElement {
  const found = [...column(status).querySelectorAll<HTMLElement>('.srm-kanban-card')].find((element) => element.querySelector('.srm-kanban-card-title')?.textContent === title);
  if (!found) throw new Error(`no card ${title} in column ${status}`);
  return found;
}

export async function waitForCards(status: string, count: number): Promise<void> {
  await waitFor(() => {
    if (cardTitles(status).length !== count) throw new Error(`column ${status} shows ${cardTitles(status).length} cards, expected ${count}`);
  });
}

/** The count in a column's header. */
export function columnCount(status: string): string {
  return within(column(status)).getByLabelText(/共|in all/).textContent ?? '';
}

/** Lets dnd-kit's keyboard sensor attach its listeners (it does so in a timeout after the drag starts). */
async function nextTask(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Picks a card up with Space (dnd-kit's keyboard sensor); the drag stays in the air until dropKeyboardCard. */
export async function pickUpCard(element: HTMLElement): Promise<void> {
  element.focus();
  fireEvent.keyDown(element, { code: 'Space', key: ' ' });
  await nextTask();
}

/** Moves the card in the air by columns: positive to the right, negative to the left. */
export async function moveCardBy(element: HTMLElement, columns: number): Promise<void> {
  const code = columns > 0 ? 'ArrowRight' : 'ArrowLeft';
  for (let step = 0; step < Math.abs(columns); step += 1) {
    fireEvent.keyDown(element, { code, key: code });
    await nextTask();
  }
}

export async function dropKeyboardCard(element: HTMLElement): Promise<void> {
  fireEvent.keyDown(element, { code: 'Space', key: ' ' });
  await nextTask();
}

/** Picks a card up, carries it `columns` columns to the right (negative: left) and drops it, all with the keyboard. */
export async function dragWithKeyboard(element: HTMLElement, columns: number): Promise<void> {
  await pickUpCard(element);
  await moveCardBy(element, columns);
  await dropKeyboardCard(element);
}

/** The words dnd-kit's live region last said to screen readers. */
export function liveAnnouncement(): string {
  return screen.getAllByRole('status').map((region) => region.textContent ?? '').join(' ');
}
