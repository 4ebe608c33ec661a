import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumDecimals } from '../../../src/shared/numbers/decimal';
import { openEngineWorld, orderInput, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();
const LINES = 10_000;

/** Unit prices with one to four decimals, and the quantities they are bought in. */
function lineValues(index: number): { demandQty: number; taxPrice: number } {
  const taxPrice = Number(`${(index * 37) % 9000}.${String((index * 7919) % 10000).padStart(4, '0')}`);
  return { demandQty: 1 + (index % 97), taxPrice };
}

/** The expected amount of a line in cents, in integer arithmetic: qty × price (4 decimals), half away from zero. */
function centsOf({ demandQty, taxPrice }: { demandQty: number; taxPrice: number }): bigint {
  const [whole, fraction = ''] = String(taxPrice).split('.');
  const tenThousandths = BigInt(whole) * 10000n + BigInt(fraction.padEnd(4, '0'));
  const product = tenThousandths * BigInt(demandQty);
  return (product + 50n) / 100n;
}

function centsText(cents: bigint): string {
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

describe.each(dialects)('money in decimal on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  it(`sums ${LINES.toLocaleString('en')} line amounts to the cent and stores every amount exactly`, { timeout: 120_000 }, async () => {
    const values = Array.from({ length: LINES }, (_, index) => lineValues(index));
    const lines = values.map((value, index) => ({ itemName: `物料 ${index + 1}`, demandDate: '2026-12-01', ...value }));
    const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world, { lines }), world.admin);
    const expected = values.reduce((total, value) => total + centsOf(value), 0n);
    expect(String(saved.taxTotalAmount)).toBe(centsText(expected));
    const read = await world.engine.findById('srmPoHeader', saved.poHeaderId as number, world.admin);
    const stored = read.lines as { taxTotalPrice: number; taxPrice: number }[];
    expect(stored).toHaveLength(LINES);
    stored.forEach((line, index) => {
      expect(line.taxPrice).toBe(values[index].taxPrice);
      expect(String(line.taxTotalPrice)).toBe(String(Number(centsText(centsOf(values[index])))));
    });
    expect(sumDecimals(stored.map((line) => line.taxTotalPrice)).toFixed(2)).toBe(centsText(expected));
  });
});
