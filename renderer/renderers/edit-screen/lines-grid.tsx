import { Button, Table } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { formatNumber, sumOf } from '../../format/format-number';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import type { EditLine, RecordValues } from './edit-record';
import type { LineGridModel } from './edit-model';
import { buildLineColumns, LINE_OPERATE_WIDTH, LINE_SEQUENCE_WIDTH } from './line-columns';

export interface LinesGridProps {
  grid: LineGridModel;
  lines: EditLine[];
  /** The form may be read-only as a whole (status, permissions): then no line can be edited either. */
  formReadOnly: boolean;
  cellErrors: ReadonlyMap<string, string>;
  onAdd: () => string;
  onDelete: (lineKey: string) => void;
  onCellChange: (lineKey: string, field: string, value: unknown, related?: RecordValues) => void;
}

/** A grid of child lines: add and delete rows; only the clicked row is in edit mode (spec 000 §4). */
export function LinesGrid({ grid, lines, formReadOnly, cellErrors, onAdd, onDelete, onCellChange }: LinesGridProps) {
  const { t, text } = useRendererI18n();
  const editable = grid.editable && !formReadOnly;
  const [editingKey, setEditingKey] = useState<string | undefined>();
  const columns = buildLineColumns({
    grid,
    text,
    sequenceTitle: t('common.sequence'),
    operateTitle: t('common.operate'),
    deleteLabel: t('actions.delete'),
    requiredLabel: t('common.required'),
    editable,
    editingKey,
    cellErrors,
    onCellChange,
    onDelete,
  });
  const width =
    grid.columns.reduce((total, column) => total + (column.width ?? 120), 0) +
    LINE_SEQUENCE_WIDTH +
    (editable ? LINE_OPERATE_WIDTH : 0);
  const rows = lines.map((line) => line.values);
  return (
    <section className="srm-lines-grid" style={{ background: 'var(--color-bg-2)', marginBottom: 12 }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '6px 16px',
          borderBottom: '1px solid var(--color-border-2)',
          borderLeft: '3px solid rgb(var(--primary-6))',
        }}
      >
        <span style={{ fontWeight: 500 }}>
          {text(grid.title)}
          <span style={{ marginLeft: 8, color: 'var(--color-text-3)', fontWeight: 400, fontSize: 12 }}>
            {t('edit.lines', { count: lines.length })}
          </span>
        </span>
        {editable && (
          <Button size="mini" type="primary" icon={<IconPlus />} onClick={() => setEditingKey(onAdd())}>
            {t('actions.addLine')}
          </Button>
        )}
      </div>
      <div style={{ padding: '8px 16px 12px' }}>
        <Table<EditLine>
          size="small"
          border={{ wrapper: true, cell: true }}
          rowKey="key"
          columns={columns}
          data={lines}
          pagination={false}
          scroll={{ x: width }}
          noDataElement={<div style={{ padding: 16, color: 'var(--color-text-3)' }}>{t('common.noData')}</div>}
          onRow={(line) => ({
            onClick: () => {
              if (editable && line.key !== editingKey) setEditingKey(line.key);
            },
          })}
          summary={
            grid.showSummary
              ? () => (
                  <Table.Summary.Row>
                    <Table.Summary.Cell>
                      <strong>{t('common.total')}</strong>
                    </Table.Summary.Cell>
                    {grid.columns.map((column) => (
                      <Table.Summary.Cell key={column.key} style={{ textAlign: column.align ?? 'left' }}>
                        {grid.summaryFields.includes(column.key)
                          ? formatNumber(sumOf(rows, column.key), {
                              precision: column.spec.precision,
                              thousands: column.display.kind === 'number' && column.display.thousands,
                            })
                          : null}
                      </Table.Summary.Cell>
                    ))}
                    {/* Arco reads props of every child: no `false` placeholders here. */}
                    {(editable ? ['operate'] : []).map((key) => (
                      <Table.Summary.Cell key={key} />
                    ))}
                  </Table.Summary.Row>
                )
              : undefined
          }
        />
      </div>
    </section>
  );
}
