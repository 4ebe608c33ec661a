import { Alert, Result, Spin } from '@arco-design/web-react';
import { useCallback, useMemo, useState } from 'react';
import type { FieldError } from '../../../src/shared/api/envelope';
import { useScreenContext } from '../../context/screen-context';
import { evaluateCondition } from '../../conditions/evaluate-condition';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useIsGranted } from '../../permissions/use-is-granted';
import { editModelFor } from '../../permissions/viewer-fields';
import { isButtonAvailable, isEditableStatus } from './button-availability';
import { cellErrorKey, NO_ERRORS, placeErrors, type EditErrors } from './edit-errors';
import { EditHeaderBar } from './edit-header-bar';
import type { RecordValues } from './edit-record';
import type { EditScreenModel } from './edit-model';
import { FormSectionView } from './form-section';
import { LinesGrid } from './lines-grid';
import { useEditActions } from './use-edit-actions';
import { useEditRecord } from './use-edit-record';

function withoutKey(map: ReadonlyMap<string, string>, key: string): ReadonlyMap<string, string> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

/** A header form in sections, its line grids, and the save / workflow / back buttons. */
export function EditScreen({ model: parsed }: { model: EditScreenModel }) {
  const { t, text } = useRendererI18n();
  const { params, userType } = useScreenContext();
  const model = useMemo(() => editModelFor(parsed, userType), [parsed, userType]);
  const isGranted = useIsGranted();
  // The record this screen opened with: an id that arrives later (replaceParams after creating) is on screen already.
  const [openedId] = useState(() => params.id || undefined);
  const editing = useEditRecord(model, openedId);
  const { record } = editing;
  const [errors, setErrors] = useState<EditErrors>(NO_ERRORS);
  const showErrors = useCallback(
    (list: readonly FieldError[]) => setErrors(placeErrors(list, record)),
    [record],
  );
  const actions = useEditActions({ model, record, reload: editing.reload, showErrors });

  const context = { header: record.header, userType, isGranted };
  const buttons = model.actions.filter((button) => isButtonAvailable(model, button, context));
  const canSave = buttons.some((button) => button.kind === 'save');
  // The whole form is read-only outside the editable statuses, or when this user may not save it.
  const formReadOnly = !isEditableStatus(model, record.header) || !canSave;

  const setField = (name: string, value: unknown, related?: RecordValues) => {
    editing.setField(name, value, related);
    setErrors((current) => ({ ...current, header: withoutKey(current.header, name) }));
  };
  const setCell = (collection: string) => (lineKey: string, name: string, value: unknown, related?: RecordValues) => {
    editing.setLineField(collection, lineKey, name, value, related);
    setErrors((current) => ({ ...current, cells: withoutKey(current.cells, cellErrorKey(lineKey, name)) }));
  };

  if (editing.load.status === 'loading') {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin tip={t('common.loading')} />
      </div>
    );
  }
  if (editing.load.status === 'failed') {
    return <Result status="error" title={t('screen.loadFailed')} subTitle={editing.load.message} />;
  }

  const shownFields = new Set(
    model.sections.flatMap((section) =>
      section.fields
        .filter((field) => !field.visibleWhen || evaluateCondition(field.visibleWhen, record.header))
        .map((field) => field.spec.name),
    ),
  );
  const unplaced = [...errors.header.entries()].filter(([field]) => !shownFields.has(field));

  return (
    <div className="srm-edit-screen" style={{ background: 'var(--color-fill-2)', minHeight: '100%' }}>
      <EditHeaderBar
        model={model}
        header={record.header}
        buttons={buttons}
        busy={actions.busy}
        lockedByStatus={!isEditableStatus(model, record.header)}
        onRun={actions.run}
      />
      {unplaced.length > 0 && (
        <Alert
          type="error"
          style={{ margin: '0 0 12px' }}
          content={unplaced.map(([, message]) => message).join('；')}
        />
      )}
      {model.sections.map((section) => (
        <FormSectionView
          key={text(section.title)}
          section={section}
          header={record.header}
          formReadOnly={formReadOnly}
          errors={errors.header}
          onChange={setField}
        />
      ))}
      {model.lineGrids.map((grid) => (
        <LinesGrid
          key={grid.collection.name}
          grid={grid}
          lines={record.lines[grid.collection.name] ?? []}
          formReadOnly={formReadOnly}
          cellErrors={errors.cells}
          onAdd={() => editing.addLine(grid.collection.name)}
          onDelete={(lineKey) => editing.removeLine(grid.collection.name, lineKey)}
          onCellChange={setCell(grid.collection.name)}
        />
      ))}
      {actions.holders}
    </div>
  );
}
