import { Button, Space } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { columnDefaults } from '../../grid/columns/column-defaults';
import { DataGrid } from '../../grid/data-grid';
import type { GridEditController, GridEditState, RowProblems } from '../../grid/editing/grid-edit-controller';
import type { GridRow } from '../../grid/layout/grid-table';
import { ColumnSettingsButton } from '../../grid-settings/column-settings-button';
import { useColumnSettings } from '../../grid-settings/use-column-settings';
import type { ConditionContext } from '../../../src/shared/expressions/evaluate-condition';
import { fieldState, hasFieldConditions } from '../../fields/field-rules';
import type { GridColumn } from '../../grid/columns/grid-column';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useIsGranted } from '../../permissions/use-is-granted';
import { cellErrorKey } from './edit-errors';
import type { EditLine, RecordValues } from './edit-record';
import type { LineGridModel } from './edit-model';
import { useChildLines, type ChildLineCallbacks, type RenderChildGrid } from './line-children/child-lines';
import { PickButton } from './pick/pick-button';
import { lineConditions } from './record-conditions';

/** Spec 000 §9: an editable grid grows up to 500 high, then scrolls. */
const LINES_MAX_HEIGHT = 500;
const NO_DRAFTS: ReadonlyMap<string, GridRow> = new Map();

export interface LinesGridProps {
  grid: LineGridModel;
  lines: EditLine[];
  /** The record the lines belong to: `{parentField}` in field rules and reference filters reads it. */
  parent: RecordValues;
  /** Who looks: what `$side` in the line fields' rules reads. */
  side: ConditionContext['side'];
  /** The form may be read-only as a whole (status, permissions): then no line can be edited either. */
  formReadOnly: boolean;
  /** The collection's `fixedWhen` holds: lines may be edited but not added or removed. */
  linesFixed?: boolean;
  cellErrors: ReadonlyMap<string, string>;
  /** Bumped each time errors are placed (edit-errors.ts): lines of lines holding new errors open. */
  errorRound?: number;
  onAdd: () => string;
  onDelete: (lineKey: string) => void;
  onCellChange: (lineKey: string, field: string, value: unknown, related?: RecordValues) => void;
  /** New lines with these values (the pick dialog's rows, mapped). */
  onAddLines?: (values: RecordValues[]) => void;
  /** Edits of the lines' own lines (the grid's `children`). */
  childEdits?: ChildLineCallbacks;
  /** The grid's line actions: which apply to a line, and running one. */
  lineAction?: LineActionControl;
}

/** What a line action button needs from the screen: its label, whether it applies to the line now, and running it. */
export interface LineActionControl {
  label: (action: string) => string;
  available: (action: string, line: RecordValues) => boolean;
  run: (action: string, line: RecordValues) => void;
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

/** A grid of lines of lines is this grid, one level down. */
const renderChildGrid: RenderChildGrid = (props) => <LinesGrid {...props} />;

/**
 * A grid of child lines, saved with the header: add and delete lines, or add them from a source document
 * (`pick`); only the clicked line is in edit mode (spec 000 §4), its values kept in the record itself (Esc
 * puts back what it had when it went into edit mode); errors of the last check in their cells. The lines'
 * own lines (`children`) show under each line or in a side panel, edited the same way.
 */
function LinesGridView({ grid, lines, parent, side, formReadOnly, linesFixed = false, cellErrors, errorRound = 0, onAdd, onDelete, onCellChange, onAddLines, childEdits, lineAction }: LinesGridProps) {
  const { t, text } = useRendererI18n();
  const isGranted = useIsGranted();
  const editable = grid.editable && !formReadOnly;
  /** Lines may be added and removed: an editable grid whose collection is not fixed now. */
  const resizable = editable && !linesFixed;
  /** A line field's rules (visibleWhen, readOnlyWhen) on one line; only columns that have any are worked out per line. */
  const ruled = useMemo(() => new Set(grid.columns.filter((column) => hasFieldConditions(column.spec)).map((column) => column.key)), [grid.columns]);
  const stateOf = useCallback(
    (row: GridRow, column: GridColumn) =>
      fieldState(column.spec, {}, { record: row, parent, conditions: lineConditions(grid.entity, row, side) }),
    [parent, side, grid.entity],
  );
  const cellHidden = useMemo(
    () => (ruled.size === 0 ? undefined : (row: GridRow, column: GridColumn) => ruled.has(column.key) && !stateOf(row, column).visible),
    [ruled, stateOf],
  );
  const [editing, setEditing] = useState<{ key: string; column: string | null } | null>(null);
  const defaults = useMemo(() => columnDefaults(grid.columns), [grid.columns]);
  const settings = useColumnSettings(grid.tableName, defaults);

  const rows = useMemo(() => lines.map((line) => line.values), [lines]);
  const keys = useMemo(() => new Map<GridRow, string>(lines.map((line) => [line.values, line.key])), [lines]);
  const rowKey = useCallback((row: GridRow) => keys.get(row) ?? '', [keys]);
  const fields = useMemo(() => defaults.map((column) => column.key), [defaults]);

  /** The line as it was when it went into edit mode: what Esc puts back. */
  const snapshot = useRef<{ key: string; values: GridRow } | null>(null);
  // Read by Esc only: a typed character does not give the grid a new controller (and every row a new draw).
  const currentLines = useRef(lines);
  currentLines.current = lines;
  const controller = useMemo<GridEditController>(
    () => ({
      canEditCell: (row, column) => editable && column.editable && (!ruled.has(column.key) || !stateOf(row, column).readOnly),
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
        const now = before && currentLines.current.find((line) => line.key === before.key)?.values;
        if (before && now) {
          for (const field of Object.keys(now)) {
            if (!Object.is(now[field], before.values[field])) onCellChange(before.key, field, before.values[field]);
          }
        }
        snapshot.current = null;
        setEditing(null);
      },
      parent,
    }),
    [editable, rowKey, onCellChange, ruled, stateOf, parent],
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
  const childLines = useChildLines({ grid, lines, rowKey, side, formReadOnly, cellErrors, errorRound, callbacks: childEdits, render: renderChildGrid });
  const { buttonLabel: childLabel, renderButton: renderChildButton } = childLines;
  const deleteLabel = t('actions.delete');
  const lineActionNames = useMemo(() => (lineAction ? (grid.lineActions ?? []) : []), [lineAction, grid.lineActions]);
  // The operate column is as wide as the buttons some line shows now (closing and reopening never show together);
  // kept as a key so that typing in a line rebuilds the row actions only when that set changes.
  const shownActionKey = useMemo(
    () => (lineAction ? lineActionNames.filter((name) => rows.some((row) => lineAction.available(name, row))).join(',') : ''),
    [lineAction, lineActionNames, rows],
  );
  const rowActions = useMemo(() => {
    const shownActions = shownActionKey === '' ? [] : shownActionKey.split(',');
    const actionLabels = lineAction ? shownActions.map((name) => lineAction.label(name)) : [];
    const labels = [...(childLabel ? [childLabel] : []), ...actionLabels, ...(resizable ? [deleteLabel] : [])];
    if (labels.length === 0) return undefined;
    return {
      labels,
      render: (row: GridRow) => (
        <Space size={8}>
          {renderChildButton?.(row)}
          {lineAction &&
            lineActionNames
              .filter((name) => lineAction.available(name, row))
              .map((name) => (
                <button
                  key={name}
                  type="button"
                  className="srm-grid-link"
                  data-line-action={name}
                  onClick={(event) => {
                    event.stopPropagation();
                    lineAction.run(name, row);
                  }}
                >
                  {lineAction.label(name)}
                </button>
              ))}
          {resizable && (
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
          )}
        </Space>
      ),
    };
  }, [resizable, deleteLabel, onDelete, rowKey, childLabel, renderChildButton, lineAction, lineActionNames, shownActionKey]);
  const summary = useMemo(
    () => (grid.showSummary ? { title: t('common.total'), sumKeys: grid.summaryFields, meanKeys: [], merges: [], units: grid.summaryUnits } : undefined),
    [grid.showSummary, grid.summaryFields, grid.summaryUnits, t],
  );

  return (
    <section className="srm-lines-grid" data-lines={grid.collection.name} style={{ background: 'var(--color-bg-2)', marginBottom: 12 }}>
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
          {resizable && grid.pick && onAddLines && isGranted(grid.pick.resource) && (
            <PickButton pick={grid.pick} header={parent} lines={lines} onAddLines={onAddLines} />
          )}
          {resizable && (
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
          cellHidden={cellHidden}
          maxHeight={LINES_MAX_HEIGHT}
          expand={childLines.renderExpanded}
          expandedKeys={childLines.expandedKeys}
          onExpandedChange={childLines.onExpandedChange}
        />
      </div>
      {childLines.panel}
    </section>
  );
}

/** Drawn again only when its lines, its header, its errors or its rules change. */
export const LinesGrid = memo(LinesGridView);
