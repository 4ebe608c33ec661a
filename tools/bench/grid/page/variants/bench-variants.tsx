import type { GridVariant } from '../bench-protocol';
import { arcoTableVariant } from './arco-table-variant';
import { dataGridVariant } from './data-grid-variant';
import { editLinesTabVariant } from './edit-lines-tab-variant';
import { tanstackBareVariant } from './tanstack-bare-variant';
import type { BenchVariant } from './variant.types';

/** Every grid the bench compares, by the name the page is asked for. */
export function benchVariants(): Partial<Record<GridVariant, BenchVariant>> {
  return {
    dataGrid: dataGridVariant(),
    tanstackBare: tanstackBareVariant(),
    arcoPlain: arcoTableVariant(false),
    arcoVirtual: arcoTableVariant(true),
    editLinesTab: editLinesTabVariant(),
  };
}
