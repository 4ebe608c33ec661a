import { IconDown, IconRight } from '@arco-design/web-react/icon';
import type { LeafCell } from '../layout/grid-layout.types';
import type { GridRow } from '../layout/grid-table';
import type { GridRowContext } from './grid-row-context';
import { RowCheck } from './row-check';

/** The grid's own cells of a row: check box, expand toggle, sequence number, row buttons. */
export function SpecialCellContent({
  leaf,
  row,
  original,
  rowKey,
  context,
  sequence,
  selected,
  expanded,
}: {
  leaf: LeafCell;
  row: GridRow;
  original: GridRow;
  rowKey: string;
  context: GridRowContext;
  sequence: number;
  selected: boolean;
  expanded: boolean;
}) {
  switch (leaf.special) {
    case 'selection': {
      const locked = context.isLocked?.(original) === true;
      return (
        <RowCheck
          checked={selected || locked}
          disabled={locked}
          label={context.selectRowLabel(sequence)}
          onChange={(checked) => context.onToggleRow?.(original, checked)}
        />
      );
    }
    case 'expand':
      return (
        <button
          type="button"
          className="srm-grid-expand-toggle"
          aria-expanded={expanded}
          aria-label={expanded ? context.expandLabels.collapse : context.expandLabels.expand}
          onClick={(event) => {
            event.stopPropagation();
            context.onToggleExpand?.(rowKey);
          }}
        >
          {expanded ? <IconDown /> : <IconRight />}
        </button>
      );
    case 'sequence':
      return <>{sequence}</>;
    case 'operate':
      return <>{context.renderRowActions?.(row)}</>;
    default:
      return null;
  }
}
