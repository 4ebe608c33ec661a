/** Moves the decimal point through the number's text, exact where multiplying by 10^n is not. */
function shiftDecimal(value: number, places: number): number {
  const text = String(value);
  if (text.includes('e')) return value * 10 ** places;
  return Number(`${text}e${places}`);
}

/**
 * Rounds half away from zero to `digits` decimals without binary surprises: 1.005 -> 1.01 and
 * 3 * 11.3 (33.900000000000006) -> 33.9. The value is first cut to 15 significant digits (what a
 * double holds reliably), then shifted through its decimal text instead of multiplied.
 */
export function roundDecimal(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const cleaned = Number(Math.abs(value).toPrecision(15));
  const result = shiftDecimal(Math.round(shiftDecimal(cleaned, digits)), -digits);
  return result === 0 ? 0 : sign * result;
}
