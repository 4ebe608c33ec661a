import { useCallback, useMemo } from 'react';
import { evaluateCondition, type ConditionContext } from '../../../src/shared/expressions/evaluate-condition';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import type { EditErrors } from './edit-errors';
import type { EditRecord, RecordValues } from './edit-record';
import type { EditBlock, LineGridModel } from './edit-model';
import { FormSectionView } from './form-section';
import type { ChildLineCallbacks } from './line-children/child-lines';
import type { ChildPlace } from './line-children/use-child-line-edits';
import { LinesGrid, type LineActionControl } from './lines-grid';
import { RecordCheckNotice } from './record-check-notice';

/** What every block of the form (the screen's own, each tab's) works with. */
export interface EditBlockContext {
  /** The screen's entity: its record checks about a line collection show above that grid. */
  entity: EntitySchema;
  record: EditRecord;
  formReadOnly: boolean;
  /** Header fields editable although the form is read-only (opened by an approval step to the viewer). */
  openFields?: ReadonlySet<string>;
  conditions: ConditionContext;
  errors: EditErrors;
  setField: (name: string, value: unknown, related?: RecordValues) => void;
  setCell: (collection: string, lineKey: string, name: string, value: unknown, related?: RecordValues) => void;
  addLine: (collection: string) => string;
  addLines: (collection: string, values: RecordValues[]) => string[];
  removeLine: (collection: string, lineKey: string) => void;
  setChildCell: (place: ChildPlace, childKey: string, name: string, value: unknown, related?: RecordValues) => void;
  addChild: (place: ChildPlace) => string;
  removeChild: (place: ChildPlace, childKey: string) => void;
  /** A line action of the workflow on one saved line (lineActions of a grid), and whether it applies to the line now. */
  lineAction?: LineActionControl;
}

/** Sections, then line grids: the screen's own block, or one tab's. */
export function EditBlockView({ block, context }: { block: EditBlock; context: EditBlockContext }) {
  const { record, formReadOnly, conditions, errors } = context;
  return (
    <>
      {block.sections.map((section) => (
        <FormSectionView
          key={section.key}
          section={section}
          header={record.header}
          formReadOnly={formReadOnly}
          openFields={context.openFields}
          conditions={conditions}
          errors={errors.header}
          onChange={context.setField}
        />
      ))}
      {block.lineGrids.map((grid) => (
        <LineGridSlot key={grid.collection.name} grid={grid} context={context} />
      ))}
    </>
  );
}

/** One line grid with callbacks of its own collection that stay the same while the user types. */
function LineGridSlot({ grid, context }: { grid: LineGridModel; context: EditBlockContext }) {
  const name = grid.collection.name;
  const { addLine, addLines, removeLine, setCell, setChildCell, addChild, removeChild, record, conditions, formReadOnly, errors } = context;
  const onAdd = useCallback(() => addLine(name), [addLine, name]);
  const onAddLines = useCallback((values: RecordValues[]) => void addLines(name, values), [addLines, name]);
  const onDelete = useCallback((lineKey: string) => removeLine(name, lineKey), [removeLine, name]);
  const onCellChange = useCallback(
    (lineKey: string, field: string, value: unknown, related?: RecordValues) => setCell(name, lineKey, field, value, related),
    [setCell, name],
  );
  // `fixedWhen` (docs/authoring.md): a saved record whose lines may change but not be added or removed now.
  const fixedWhen = grid.collection.fixedWhen;
  const linesFixed = Boolean(fixedWhen && !conditions.isNew && evaluateCondition(fixedWhen, record.header, conditions));
  const children = grid.children?.collection.name;
  const childEdits = useMemo<ChildLineCallbacks | undefined>(() => {
    if (!children) return undefined;
    const place = (lineKey: string): ChildPlace => ({ collection: name, lineKey, children });
    return {
      onAdd: (lineKey) => addChild(place(lineKey)),
      onDelete: (lineKey, childKey) => removeChild(place(lineKey), childKey),
      onCellChange: (lineKey, childKey, field, value, related) => setChildCell(place(lineKey), childKey, field, value, related),
    };
  }, [children, name, addChild, removeChild, setChildCell]);
  return (
    <>
      <RecordCheckNotice entity={context.entity} record={record} collection={name} conditions={conditions} />
      <LinesGrid
        grid={grid}
        lines={record.lines[name] ?? []}
        parent={record.header}
        side={conditions.side}
        formReadOnly={formReadOnly}
        linesFixed={linesFixed}
        cellErrors={errors.cells}
        errorRound={errors.round}
        onAdd={onAdd}
        onDelete={onDelete}
        onCellChange={onCellChange}
        onAddLines={onAddLines}
        childEdits={childEdits}
        lineAction={context.lineAction}
      />
    </>
  );
}
