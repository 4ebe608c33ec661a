import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import { useLayoutEffect, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BENCH_COLUMNS, benchRows, rowId } from './bench-data';
import { GRID_VARIANTS, ROW_HEIGHT, ROWS_PER_SCROLL_STEP, SCROLL_STEP_MARK, SCROLL_STEPS, type GridBenchApi, type GridVariant } from './bench-protocol';
import { containsText, nextFrame, nextFramePainted, paintedWhen, typeInto } from './page-measures';
import { benchVariants } from './variants/bench-variants';

const EDITED_VALUE = '已修改-bench';

/** Mounted after the grid in the same render: its layout effect runs once the grid's DOM is committed. */
function CommitProbe({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

function parseVariant(value: string | null): GridVariant {
  const variant = GRID_VARIANTS.find((candidate) => candidate === value);
  if (!variant) throw new Error(`?variant= must be one of ${GRID_VARIANTS.join(', ')}`);
  return variant;
}

function start(): void {
  const params = new URLSearchParams(location.search);
  const variantName = parseVariant(params.get('variant'));
  const count = Number(params.get('rows'));
  if (!Number.isInteger(count) || count <= 0) throw new Error('?rows= must be a positive whole number');
  const variant = benchVariants()[variantName];
  if (!variant) throw new Error(`variant ${variantName} is not built into this page`);
  const rows = benchRows(count);
  const container = document.getElementById('root') as HTMLElement;
  const root = createRoot(container);

  const api: GridBenchApi = {
    variant: variantName,
    rows: count,
    async mount() {
      const grid: ReactElement = variant.render({ rows, columns: BENCH_COLUMNS });
      let onCommit = () => undefined as void;
      const committed = new Promise<void>((resolve) => {
        onCommit = resolve;
      });
      const mounted = performance.now();
      root.render(
        <>
          {grid}
          <CommitProbe onCommit={onCommit} />
        </>,
      );
      await committed;
      const reveal = variant.reveal;
      if (!reveal) return (await paintedWhen(() => containsText(container, rowId(0)))) - mounted;
      // A grid in a tab: the screen is there first (its record loaded), then the tab is opened.
      await paintedWhen(() => reveal.ready(container));
      const started = performance.now();
      reveal.show(container);
      return (await paintedWhen(() => containsText(container, rowId(0)))) - started;
    },
    async scroll() {
      const scroller = variant.scroller(container);
      const frames: number[] = [];
      const startTop = scroller.scrollTop;
      let last = await nextFrame();
      for (let step = 0; step < SCROLL_STEPS; step += 1) {
        // Marks where each step begins: the main thread's CPU time between two marks is one step's work.
        performance.mark(SCROLL_STEP_MARK);
        scroller.scrollTop += ROWS_PER_SCROLL_STEP * ROW_HEIGHT;
        const now = (await nextFramePainted()).frame;
        frames.push(now - last);
        last = now;
      }
      performance.mark(SCROLL_STEP_MARK);
      const scrolledPx = scroller.scrollTop - startTop;
      const drawn = variant.bodyRows?.(container);
      const elementsPerRow = drawn && drawn.length > 0 ? drawn.reduce((sum, row) => sum + row.getElementsByTagName('*').length + 1, 0) / drawn.length : null;
      scroller.scrollTop = 0;
      await nextFrame();
      return { frames, scrolledPx, elementsPerRow };
    },
    async selectAll() {
      const { selectAll, allSelectedShown } = variant;
      if (!selectAll || !allSelectedShown) return null;
      const started = performance.now();
      selectAll(container);
      return (await paintedWhen(() => allSelectedShown(container, count))) - started;
    },
    async editCell() {
      const { startEdit, editor, commitEdit, editedCellText } = variant;
      if (!startEdit || !editor || !commitEdit || !editedCellText) return null;
      const started = performance.now();
      startEdit(container);
      await paintedWhen(() => editor(container) !== null);
      const input = editor(container) as HTMLInputElement;
      typeInto(input, EDITED_VALUE);
      commitEdit(input);
      return (await paintedWhen(() => editor(container) === null && editedCellText(container) === EDITED_VALUE)) - started;
    },
  };
  window.gridBench = api;
}

try {
  start();
} catch (error) {
  window.gridBenchError = error instanceof Error ? error.message : String(error);
}
