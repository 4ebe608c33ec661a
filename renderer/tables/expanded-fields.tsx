import { Descriptions } from '@arco-design/web-react';
import { FormattedValue } from '../display/formatted-value';
import type { GridColumn } from '../grid/columns/grid-column';
import type { GridRow } from '../grid/layout/grid-table';
import { useRendererI18n } from '../i18n/use-renderer-i18n';

/** What the expand column opens under a row (table.expand): its fields, read-only, in a grid of columns. */
export function ExpandedFields({ fields, columns, row }: { fields: readonly GridColumn[]; columns: number; row: GridRow }) {
  const { text } = useRendererI18n();
  return (
    <Descriptions
      size="small"
      column={columns}
      data={fields.map((field) => ({
        label: text(field.title),
        value: <FormattedValue format={field.display} value={row[field.key]} row={row} />,
      }))}
    />
  );
}
