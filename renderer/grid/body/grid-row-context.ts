import type { ReactNode } from 'react';
import type { LocalizedText } from '../../../src/shared/formats/common';
import type { CodeLabelFor } from '../../display/use-code-labels';
import type { MeaningOf } from '../../lookups/use-lookup-meanings';
import type { FlagLabels } from '../cells/flag-mark';
import type { GridColumn } from '../columns/grid-column';
import type { CellProblem } from '../editing/cell-rules';
import type { GridEditController } from '../editing/grid-edit-controller';
import type { GridLayout } from '../layout/grid-layout.types';
import type { GridRow } from '../layout/grid-table';
import type { RowSpans } from '../row-span/row-spans';

/**
 * What every row of one grid shares: kept stable while the grid only scrolls, so rows already drawn are
 * not drawn again.
 */
export interface GridRowContext {
  layout: GridLayout;
  rowHeight: number;
  rowKey: (row: GridRow) => string;
  meaningOf: MeaningOf;
  codeLabel: CodeLabelFor;
  text: (value: LocalizedText) => string;
  flagLabels: FlagLabels;
  problemText: (problem: CellProblem, title: LocalizedText) => string;
  /** The tooltip of a changed cell (已修改 / Changed). */
  changedLabel: string;
  selectRowLabel: (sequence: number) => string;
  expandLabels: { expand: string; collapse: string };
  spans: RowSpans;
  onToggleRow?: (row: GridRow, checked: boolean) => void;
  /** Rows whose check box shows checked and cannot change. */
  isLocked?: (row: GridRow) => boolean;
  onToggleExpand?: (key: string) => void;
  renderExpanded?: (row: GridRow) => ReactNode;
  renderRowActions?: (row: GridRow) => ReactNode;
  onCellAction?: (action: string, row: GridRow) => void;
  edit?: GridEditController;
  /** A cell with nothing to show on this row (a field rule hides it there). */
  cellHidden?: (row: GridRow, column: GridColumn) => boolean;
}
