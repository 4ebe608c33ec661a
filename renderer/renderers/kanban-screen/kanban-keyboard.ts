import { KeyboardCode, type KeyboardCoordinateGetter, type KeyboardSensorOptions } from '@dnd-kit/core';

/**
 * Keys of a board: Space picks a card up and drops it (Enter drops it too, but on a card at rest it opens
 * the document), Escape puts it back. Tab is no drop key: it must not move a card by accident.
 */
export const BOARD_KEYBOARD_CODES: NonNullable<KeyboardSensorOptions['keyboardCodes']> = {
  start: [KeyboardCode.Space],
  cancel: [KeyboardCode.Esc],
  end: [KeyboardCode.Space, KeyboardCode.Enter],
};

/**
 * Left and right arrows carry the card to the middle of the previous or next column (rather than dnd-kit's
 * default 25 px a key press), keeping its height inside that column; up and down do nothing, since a
 * column has no order to change.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left) return undefined;
  const { collisionRect, droppableRects, over } = context;
  if (!collisionRect) return undefined;
  const columns = [...droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const current = over
    ? columns.findIndex(([id]) => id === over.id)
    : columns.findIndex(([, rect]) => centre >= rect.left && centre <= rect.left + rect.width);
  const next = event.code === KeyboardCode.Right ? current + 1 : current - 1;
  const target = current === -1 ? undefined : columns[next];
  if (!target) return undefined;
  const [, rect] = target;
  event.preventDefault();
  const lowest = Math.max(rect.top, rect.top + rect.height - collisionRect.height);
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: Math.min(Math.max(collisionRect.top, rect.top), lowest),
  };
};
