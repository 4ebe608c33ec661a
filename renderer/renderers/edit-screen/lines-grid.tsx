import { Button, Space } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useCallback, useMemo, useRef, useState } from 'react';
import { columnDefaults } from '../../grid/columns/column-defaults';
import { DataGrid } from '../../grid/data-grid';
import type { GridEditController, GridEditState, RowProblems } from '../../grid/editing/grid-edit-controller';
import type { GridRow } from '../../grid/layout/grid-table';
import { ColumnSettingsButton } from '../../grid-settings/column-settings-button';
import { useColumnSettings } from '../../grid-settings/use-column-settings';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { cellErrorKey } from './edit-errors';
import type { EditLine, RecordValues } from './edit-record';
import type { LineGridModel } from './edit-model';

/** Spec 000 §9: an editable grid grows up to 500 high, then scrolls. */
const LINES_MAX_HEIGHT = 500;
const NO_DRAFTS: ReadonlyMap<string, GridRow> = new Map();

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

/** The errors of the record's lines as the grid shows them: by line key, then column. */
function lineProblems(lines: readonly EditLine[], cellErrors: ReadonlyMap<string, string>, fields: readonly string[]) {
  const problems = new Map<string, RowProblems>();
  if (cellErrors.size === 0) return problems;
  for (const line of lines) {
    const found = new Map(
      fields.flatMap((field) => {
        const message = cellErrors.get(cellErrorKey(line.key, field));
        return message ? [[field, { rule: 'server' as const, message }]] : [];
      }),
    );
    if (found.size > 0) problems.set(line.key, found);
  }
  return problems;
}

/**
 * A grid of child lines, saved with the header: add and delete lines; only the clicked line is in edit
 * mode (spec 000 §4), its values kept in the record itself (Esc puts back what it had when it went into
 * edit mode); errors of the last check in their cells.
 */
export function LinesGrid({ grid, lines, formReadOnly, cellErrors, onAdd, onDelete, onCellChange }: LinesGridProps) {
  const { t, text } = useRendererI18n();
  const editable = grid.editable && !formReadOnly;
  const [editing, setEditing] = useState<{ key: string; column: string | null } | null>(null);
  const defaults = useMemo(() => columnDefaults(grid.columns), [grid.columns]);
  const settings = useColumnSettings(grid.tableName, defaults);

  const rows = useMemo(() => lines.map((line) => line.values), [lines]);
  const keys = useMemo(() => new Map<GridRow, string>(lines.map((line) => [line.values, line.key])), [lines]);
  const rowKey = useCallback((row: GridRow) => keys.get(row) ?? '', [keys]);
  const fields = useMemo(() => defaults.map((column) => column.key), [defaults]);

  /** The line as it was when it went into edit mode: what Esc puts back. */
  const snapshot = useRef<{ key: string; values: GridRow } | null>(null);
  const controller = useMemo<GridEditController>(
    () => ({
      canEditCell: (_row, column) => editable && column.editable,
      start: (row, column = null) => {
        if (!editable) return;
        const key = rowKey(row);
        if (snapshot.current?.key !== key) snapshot.current = { key, values: row };
        setEditing({ key, column });
      },
      change: (key, column, value, related) => onCellChange(key, column.key, value, related),
      finish: () => {
        snapshot.current = null;
        setEditing(null);
      },
      cancel: () => {
        const before = snapshot.current;
        const now = before && lines.find((line) => line.key === before.key)?.values;
        if (before && now) {
          for (const field of Object.keys(now)) {
            if (!Object.is(now[field], before.values[field])) onCellChange(before.key, field, before.values[field]);
          }
        }
        snapshot.current = null;
        setEditing(null);
      },
    }),
    [editable, rowKey, onCellChange, lines],
  );
  const state = useMemo<GridEditState>(
    () => ({
      editingKey: editable ? (editing?.key ?? null) : null,
      editingColumn: editing?.column ?? null,
      drafts: NO_DRAFTS,
      problems: lineProblems(lines, cellErrors, fields),
    }),
    [editable, editing, lines, cellErrors, fields],
  );
  const deleteLabel = t('actions.delete');
  const rowActions = useMemo(
    () =>
      editable
        ? {
            labels: [deleteLabel],
            render: (row: GridRow) => (
              <button
                type="button"
                className="srm-grid-link srm-grid-link-danger"
                onClick={(event) => {
                  event.stopPropagation();
                  onDelete(rowKey(row));
                }}
              >
                {deleteLabel}
              </button>
            ),
          }
        : undefined,
    [editable, deleteLabel, onDelete, rowKey],
  );
  const summary = useMemo(
    () => (grid.showSummary ? { title: t('common.total'), sumKeys: grid.summaryFields, meanKeys: [], merges: [] } : undefined),
    [grid.showSummary, grid.summaryFields, t],
  );

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
        <Space size={8}>
          {editable && (
            <Button size="mini" type="primary" icon={<IconPlus />} onClick={() => setEditing({ key: onAdd(), column: null })}>
              {t('actions.addLine')}
            </Button>
          )}
          <ColumnSettingsButton control={settings} />
        </Space>
      </div>
      <div style={{ padding: '8px 16px 12px' }}>
        <DataGrid
          columns={grid.columns}
          rows={rows}
          rowKey={rowKey}
          settings={settings.settings}
          onColumnResize={settings.resizeColumn}
          showIndex
          rowActions={rowActions}
          summary={summary}
          editing={editable ? { state, controller } : undefined}
          maxHeight={LINES_MAX_HEIGHT}
        />
      </div>
    </section>
  );
}
