import { toStoredDateTime } from '../../renderer/format/format-date';

/**
 * The moment sample data is made at, fixed so dates and auto numbers (PO20261122-0001) are the same in
 * every run; the memory adapter's clock reads it too, so records saved in a story get numbers of that day.
 */
export const SAMPLE_NOW = new Date(2026, 10, 22, 9, 30, 0);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stored datetime `days` from the sample day (negative: before it), at the given minute of the day. */
export function sampleDateTime(days: number, minuteOfDay = 9 * 60 + 30): string {
  const moment = new Date(SAMPLE_NOW.getTime() + days * DAY_MS);
  moment.setHours(Math.floor(minuteOfDay / 60), minuteOfDay % 60, (minuteOfDay * 7) % 60);
  return toStoredDateTime(moment);
}

/** A stored date `days` from the sample day. */
export function sampleDate(days: number): string {
  return sampleDateTime(days).slice(0, 10);
}
