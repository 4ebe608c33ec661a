import { useRef } from 'react';

/**
 * The same array as long as its items are the same objects: a grid's lines of lines stay one list while
 * the user types in the lines' own cells (immer keeps the untouched collections), so what depends on them
 * is not built again on every keystroke.
 */
export function useStableList<T>(items: readonly T[]): readonly T[] {
  const kept = useRef(items);
  const previous = kept.current;
  if (previous.length !== items.length || items.some((item, index) => item !== previous[index])) kept.current = items;
  return kept.current;
}
