import { decimalToNumber, roundDecimalTo, toDecimal } from './decimal';

/**
 * Rounds half away from zero to `digits` decimals in decimal arithmetic: 1.005 -> 1.01 and
 * 3 * 11.3 (33.900000000000006) -> 33.9. A number's own decimal text is what is rounded, cut first
 * to 15 significant digits (what a double holds reliably), so binary noise never decides a digit.
 */
export function roundDecimal(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const decimal = toDecimal(Number(value.toPrecision(15)));
  return decimal === null ? value : decimalToNumber(roundDecimalTo(decimal, digits));
}
