import { readProcessOutline, type ProcessOutline } from './process-outline';

/** How many deployed model versions keep their outline in memory (a version's XML never changes). */
const OUTLINES_KEPT = 64;

const outlines = new Map<string, Promise<ProcessOutline>>();

/**
 * The outline of a deployed model version's XML, parsed once per process and shared (callers only read it):
 * every step of every instance of a version needs it, and parsing costs milliseconds. The least recently
 * used of more than OUTLINES_KEPT versions is dropped; an XML that fails to parse is not kept.
 */
export function deployedOutline(xml: string): Promise<ProcessOutline> {
  const kept = outlines.get(xml);
  if (kept) {
    outlines.delete(xml);
    outlines.set(xml, kept);
    return kept;
  }
  const parsed = readProcessOutline(xml);
  outlines.set(xml, parsed);
  parsed.catch(() => outlines.delete(xml));
  if (outlines.size > OUTLINES_KEPT) outlines.delete(outlines.keys().next().value as string);
  return parsed;
}
