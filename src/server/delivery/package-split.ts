import { decimalOf, toDecimal, type ExactDecimal } from '../../shared/numbers/decimal';

/** A batch of a delivery line: what its packages carry on their labels. */
export interface BatchToPack {
  batchNumber: unknown;
  productionDate: unknown;
  quantity: ExactDecimal;
}

/** One package of a batch: its quantity (the last package of a batch holds the remainder). */
export interface PackageOfBatch {
  batchNumber: unknown;
  productionDate: unknown;
  packageQty: number;
}

/**
 * Splits each batch into packages of `perPackage`: 250 at 100 a package -> 100, 100, 50. Decimal
 * arithmetic throughout, so 0.3 at 0.1 a package is three packages, never four.
 */
export function splitIntoPackages(batches: readonly BatchToPack[], perPackage: ExactDecimal): PackageOfBatch[] {
  const packages: PackageOfBatch[] = [];
  for (const batch of batches) {
    let left = batch.quantity;
    while (left.gt(0)) {
      const quantity = left.gt(perPackage) ? perPackage : left;
      packages.push({ batchNumber: batch.batchNumber, productionDate: batch.productionDate, packageQty: quantity.toNumber() });
      left = left.minus(quantity);
    }
  }
  return packages;
}

/** How many packages the split makes, without making them (to refuse a split too large to print). */
export function packageCount(batches: readonly BatchToPack[], perPackage: ExactDecimal): number {
  return batches.reduce((count, batch) => count + batch.quantity.div(perPackage).ceil().toNumber(), 0);
}

/** The batches of a delivery line: its batch lines, or the whole quantity as one batch of the line's batch number. */
export function batchesOfLine(line: Record<string, unknown>): BatchToPack[] {
  const rows = Array.isArray(line.batches) ? (line.batches as Record<string, unknown>[]) : [];
  if (rows.length > 0) return rows.map((row) => ({ batchNumber: row.batchNumber, productionDate: row.productionDate, quantity: toDecimal(row.batchQty) ?? decimalOf(0) }));
  return [{ batchNumber: line.batchNumber ?? null, productionDate: null, quantity: toDecimal(line.shipQty) ?? decimalOf(0) }];
}
