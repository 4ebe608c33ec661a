import { Table } from '@arco-design/web-react';
import { FormattedValue } from '../../display/formatted-value';
import type { DisplayFormat } from '../../display/display-format';
import { meanOf, sumOf } from '../../format/format-number';
import type { ListColumnModel } from './list-model';
import type { ListRow } from './use-list-data';

export interface SummaryLayout {
  title: string;
  /** Cells before the data columns (selection, sequence): the title spans them. */
  leadingCells: number;
  columns: ListColumnModel[];
  trailingCells: number;
  summaryFields: readonly string[];
  meanFields: readonly string[];
}

function numberDisplay(column: ListColumnModel): DisplayFormat {
  return column.display.kind === 'number'
    ? column.display
    : { kind: 'number', precision: column.spec.precision, thousands: false };
}

/**
 * The footer summary row: the first cell says 合计 / Total; summary fields are summed (non-numbers
 * ignored) and mean fields averaged over the row count (spec 000 §5).
 */
export function ListSummaryRow({ layout, rows }: { layout: SummaryLayout; rows: readonly ListRow[] }) {
  const valueOf = (column: ListColumnModel): number | undefined => {
    if (layout.summaryFields.includes(column.key)) return sumOf(rows, column.key);
    if (layout.meanFields.includes(column.key)) return meanOf(rows, column.key);
    return undefined;
  };
  const dataCells = layout.leadingCells > 0 ? layout.columns : layout.columns.slice(1);
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell colSpan={Math.max(layout.leadingCells, 1)}>
        <strong>{layout.title}</strong>
      </Table.Summary.Cell>
      {dataCells.map((column) => {
        const value = valueOf(column);
        return (
          <Table.Summary.Cell key={column.key} style={{ textAlign: column.align ?? 'left' }}>
            {value === undefined ? null : <FormattedValue format={numberDisplay(column)} value={value} />}
          </Table.Summary.Cell>
        );
      })}
      {Array.from({ length: layout.trailingCells }, (_, index) => (
        <Table.Summary.Cell key={`trailing-${index}`} />
      ))}
    </Table.Summary.Row>
  );
}
