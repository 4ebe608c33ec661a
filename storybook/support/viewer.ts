import type { UserType } from '../../renderer/context/screen-context';
import type { MemoryUser } from '../../renderer/data/memory/memory-entity-store';

/** Who looks at a story: a buyer (internal user) or a supplier user of sample supplier 1. */
export type Viewer = 'buyer' | 'supplier';

/** The supplier the supplier view belongs to: the first sample supplier, which owns records in every status. */
export const SAMPLE_SUPPLIER_ID = 1;

export function isViewer(value: unknown): value is Viewer {
  return value === 'buyer' || value === 'supplier';
}

export function userTypeOf(viewer: Viewer): UserType {
  return viewer === 'supplier' ? 'supplier' : 'internal';
}

/** The signed-in user the memory adapter answers for (its supplier scope follows the entity's ownership). */
export function memoryUserOf(viewer: Viewer): MemoryUser {
  return viewer === 'supplier'
    ? { userId: 2, userType: 'supplier', supplierId: SAMPLE_SUPPLIER_ID }
    : { userId: 1, userType: 'internal', supplierId: null };
}
