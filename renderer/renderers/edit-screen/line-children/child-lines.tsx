import { Drawer } from '@arco-design/web-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ConditionContext } from '../../../../src/shared/expressions/evaluate-condition';
import type { GridRow } from '../../../grid/layout/grid-table';
import { useRendererI18n } from '../../../i18n/use-renderer-i18n';
import { linesWithErrors } from '../edit-errors';
import type { EditLine, RecordValues } from '../edit-record';
import type { ChildGridModel, LineGridModel } from '../edit-model';
import { useStableList } from './use-stable-list';

const NO_LINES: EditLine[] = [];
const NO_KEYS: ReadonlySet<string> = new Set();
/** The side panel of a line's lines: wide enough for a few columns, never wider than the window. */
const PANEL_WIDTH = 'min(960px, 92vw)';

/** What the edit screen does with lines of lines, by their line's key. */
export interface ChildLineCallbacks {
  onAdd: (lineKey: string) => string;
  onDelete: (lineKey: string, childKey: string) => void;
  onCellChange: (lineKey: string, childKey: string, field: string, value: unknown, related?: RecordValues) => void;
}

/** What a grid of one line's lines is drawn with (the line grid itself, one level down). */
export interface ChildGridProps {
  grid: ChildGridModel;
  lines: EditLine[];
  parent: RecordValues;
  side: ConditionContext['side'];
  formReadOnly: boolean;
  cellErrors: ReadonlyMap<string, string>;
  onAdd: () => string;
  onDelete: (childKey: string) => void;
  onCellChange: (childKey: string, field: string, value: unknown, related?: RecordValues) => void;
}

export type RenderChildGrid = (props: ChildGridProps) => ReactNode;

interface SlotProps {
  grid: ChildGridModel;
  line: EditLine;
  callbacks: ChildLineCallbacks;
  side: ConditionContext['side'];
  formReadOnly: boolean;
  cellErrors: ReadonlyMap<string, string>;
  render: RenderChildGrid;
}

/** The grid of one line's lines, with callbacks of that line that stay the same while the user types. */
function ChildLinesSlot({ grid, line, callbacks, side, formReadOnly, cellErrors, render }: SlotProps) {
  const lineKey = line.key;
  const onAdd = useCallback(() => callbacks.onAdd(lineKey), [callbacks, lineKey]);
  const onDelete = useCallback((childKey: string) => callbacks.onDelete(lineKey, childKey), [callbacks, lineKey]);
  const onCellChange = useCallback(
    (childKey: string, field: string, value: unknown, related?: RecordValues) => callbacks.onCellChange(lineKey, childKey, field, value, related),
    [callbacks, lineKey],
  );
  const lines = line.lines?.[grid.collection.name] ?? NO_LINES;
  return <>{render({ grid, lines, parent: line.values, side, formReadOnly, cellErrors, onAdd, onDelete, onCellChange })}</>;
}

export interface ChildLinesOptions {
  grid: LineGridModel;
  lines: EditLine[];
  rowKey: (row: GridRow) => string;
  side: ConditionContext['side'];
  formReadOnly: boolean;
  cellErrors: ReadonlyMap<string, string>;
  /** Bumped each time errors are placed: lines of lines holding errors of a new round open by themselves. */
  errorRound: number;
  callbacks: ChildLineCallbacks | undefined;
  render: RenderChildGrid;
}

/**
 * The lines of lines of a line grid (`children`): in `panel` mode a button "<title> (n)" in each line's
 * operate cell opens them in a side drawer; in `inline` mode the line's row expands to show them. After a
 * failed save the lines whose own lines hold errors open (the drawer on the first, the rows expanded).
 */
export function useChildLines({ grid, lines, rowKey, side, formReadOnly, cellErrors, errorRound, callbacks, render }: ChildLinesOptions) {
  const { t, text } = useRendererI18n();
  const children = grid.children;
  const name = children?.collection.name ?? '';
  const lists = useStableList(lines.map((line) => (children ? (line.lines?.[name] ?? NO_LINES) : NO_LINES)));
  const current = useRef(lines);
  current.current = lines;
  const indexOf = useMemo(() => {
    void lists;
    return new Map(current.current.map((line, index) => [line.key, index]));
  }, [lists]);

  const errorKey = useMemo(() => {
    if (!children || cellErrors.size === 0) return '';
    const keys = linesWithErrors(cellErrors);
    return lines
      .filter((line) => (line.lines?.[name] ?? NO_LINES).some((child) => keys.has(child.key)))
      .map((line) => line.key)
      .join('\u0000');
  }, [children, cellErrors, lines, name]);
  const withErrors = useMemo(() => (errorKey === '' ? NO_KEYS : new Set(errorKey.split('\u0000'))), [errorKey]);

  const [panelKey, setPanelKey] = useState<string | null>(null);
  const [expandedKeys, setExpandedKeys] = useState<ReadonlySet<string>>(NO_KEYS);
  const shownRound = useRef(errorRound);
  useEffect(() => {
    if (errorRound === shownRound.current) return;
    shownRound.current = errorRound;
    if (!children || withErrors.size === 0) return;
    const first = current.current.find((line) => withErrors.has(line.key));
    if (children.mode === 'panel') setPanelKey(first?.key ?? null);
    else setExpandedKeys((open) => new Set([...open, ...withErrors]));
  }, [errorRound, withErrors, children]);

  const slot = useCallback(
    (line: EditLine) =>
      children && callbacks ? (
        <ChildLinesSlot grid={children} line={line} callbacks={callbacks} side={side} formReadOnly={formReadOnly} cellErrors={cellErrors} render={render} />
      ) : null,
    [children, callbacks, side, formReadOnly, cellErrors, render],
  );

  const title = children ? text(children.title) : '';
  const renderButton = useCallback(
    (row: GridRow) => {
      const key = rowKey(row);
      const count = lists[indexOf.get(key) ?? -1]?.length ?? 0;
      return (
        <button
          type="button"
          className={`srm-grid-link srm-child-lines-button${withErrors.has(key) ? ' srm-child-lines-invalid' : ''}`}
          data-child-lines={key}
          title={withErrors.has(key) ? t('childLines.hasErrors') : undefined}
          onClick={(event) => {
            event.stopPropagation();
            setPanelKey(key);
          }}
        >
          {t('childLines.button', { title, count })}
        </button>
      );
    },
    [rowKey, lists, indexOf, withErrors, t, title],
  );
  const renderExpanded = useCallback(
    (row: GridRow) => {
      void lists;
      const line = current.current[indexOf.get(rowKey(row)) ?? -1];
      return line ? slot(line) : null;
    },
    [rowKey, indexOf, lists, slot],
  );

  const panelIndex = panelKey === null ? -1 : (indexOf.get(panelKey) ?? -1);
  const panelLine = panelIndex < 0 ? undefined : lines[panelIndex];
  const panel =
    children?.mode === 'panel' ? (
      <Drawer
        visible={panelLine !== undefined}
        className="srm-child-lines-drawer"
        width={PANEL_WIDTH}
        title={t('childLines.panelTitle', { title, line: panelIndex + 1 })}
        footer={null}
        unmountOnExit
        onCancel={() => setPanelKey(null)}
      >
        {panelLine && slot(panelLine)}
      </Drawer>
    ) : null;

  if (!children) return { panel: null };
  return children.mode === 'panel'
    ? { panel, buttonLabel: t('childLines.button', { title, count: 99 }), renderButton }
    : { panel: null, renderExpanded, expandedKeys, onExpandedChange: setExpandedKeys };
}
