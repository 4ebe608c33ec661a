// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { batchesOfLine, packageCount, splitIntoPackages } from '../../../../src/server/delivery/package-split';
import { decimalOf } from '../../../../src/shared/numbers/decimal';

describe('splitting a delivery line into packages', () => {
  it('fills packages of the quantity per package, batch by batch, the last of each batch holding the rest', () => {
    const batches = batchesOfLine({ shipQty: 250, batches: [{ batchNumber: 'B1', productionDate: '2026-11-10', batchQty: 150 }, { batchNumber: 'B2', productionDate: '2026-11-12', batchQty: 100 }] });
    expect(splitIntoPackages(batches, decimalOf(100))).toEqual([
      { batchNumber: 'B1', productionDate: '2026-11-10', packageQty: 100 },
      { batchNumber: 'B1', productionDate: '2026-11-10', packageQty: 50 },
      { batchNumber: 'B2', productionDate: '2026-11-12', packageQty: 100 },
    ]);
    expect(packageCount(batches, decimalOf(100))).toBe(3);
  });

  it('counts in decimal, and takes a line without batches as one batch of its own batch number', () => {
    const batches = batchesOfLine({ shipQty: 0.3, batchNumber: 'P-77' });
    expect(splitIntoPackages(batches, decimalOf('0.1')).map((pack) => [pack.batchNumber, pack.packageQty])).toEqual([['P-77', 0.1], ['P-77', 0.1], ['P-77', 0.1]]);
    expect(packageCount(batches, decimalOf('0.1'))).toBe(3);
    expect(packageCount(batchesOfLine({ shipQty: 40 }), decimalOf(15))).toBe(3);
  });
});
