import { Alert, Spin } from '@arco-design/web-react';
import { LazyResult } from '../../feedback/lazy-result';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FieldError } from '../../../src/shared/api/envelope';
import type { ConditionContext } from '../../../src/shared/expressions/evaluate-condition';
import type { ButtonModel } from '../../buttons/button-model';
import { useScreenContext } from '../../context/screen-context';
import { ChartPreview } from './chart-preview';
import { useScreenNavigation } from '../../context/screen-navigation-context';
import { fieldState, sideOf } from '../../fields/field-rules';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useIsGranted } from '../../permissions/use-is-granted';
import { editModelFor } from '../../permissions/viewer-fields';
import { useMyApprovalTasks } from '../../bpm/history/use-my-approval-tasks';
import { isButtonAvailable, isEditableStatus, isLineActionAvailable } from './button-availability';
import { useDependentClearing } from './cascade/use-dependent-clearing';
import { useDependentDefaults } from './cascade/use-dependent-defaults';
import { useMatchFills } from './match-fills/use-match-fills';
import { DocumentLinksPanel } from './document-links/document-links-panel';
import { EditBlockView, type EditBlockContext } from './edit-block';
import { cellErrorKey, NO_ERRORS, placeErrors, tabsWithErrors, type EditErrors } from './edit-errors';
import { EditHeaderBar } from './edit-header-bar';
import { idOf, type RecordValues } from './edit-record';
import { allLineGrids, allSections, type EditScreenModel } from './edit-model';
import { editModeOf, modeButtons } from './edit-mode';
import { EditTabs } from './edit-tabs';
import type { ChildPlace } from './line-children/use-child-line-edits';
import type { LineActionControl } from './lines-grid';
import { PrintPreview } from './print/print-preview';
import { RecordUnavailable } from './record-unavailable';
import { useEditActions } from './use-edit-actions';
import { useEditRecord } from './use-edit-record';
import { useReloadWhenShown } from './use-reload-when-shown';
import './edit-screen.css';
import { DocumentApprovals } from '../../bpm/history/document-approvals';

function withoutKey(map: ReadonlyMap<string, string>, key: string): ReadonlyMap<string, string> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

/**
 * A header form in sections, its line grids, then its tabs (more sections and line grids), with the
 * save / workflow / print / back buttons. As a detail view (a read-only descriptor, or mode=detail)
 * nothing is edited, saved or deleted.
 */
export function EditScreen({ model: parsed }: { model: EditScreenModel }) {
  const { t, text } = useRendererI18n();
  const { params, userType } = useScreenContext();
  const model = useMemo(() => editModelFor(parsed, userType), [parsed, userType]);
  const mode = editModeOf(model, params);
  const isGranted = useIsGranted();
  // The record this screen opened with: an id that arrives later (replaceParams after creating) is on screen already.
  const [openedId] = useState(() => params.id || undefined);
  const editing = useEditRecord(model, openedId);
  const { record, loaded } = editing;
  const navigation = useScreenNavigation();
  const codeField = model.entity.codeField;
  const recordName = codeField && record.header[codeField] ? String(record.header[codeField]) : null;
  useEffect(() => {
    navigation.nameRecord?.(recordName);
    return () => navigation.nameRecord?.(null);
  }, [navigation, recordName]);
  const side = sideOf(userType);
  const [errors, setErrors] = useState<EditErrors>(NO_ERRORS);
  const [activeTab, setActiveTab] = useState(() => model.tabs[0]?.key ?? '');
  const [printing, setPrinting] = useState(false);
  const showErrors = useCallback(
    (list: readonly FieldError[]) => {
      const placed = placeErrors(list, record);
      setErrors(placed);
      // The user sees at once where to look: the first tab that holds an error.
      const first = tabsWithErrors(model.tabs, placed, record)[0];
      if (first) setActiveTab(first);
    },
    [record, model.tabs],
  );
  const actions = useEditActions({ model, record, side, reload: editing.reload, showErrors });

  const approvalsRoute = model.tabs.find((tab) => tab.approvalHistory)?.approvalHistory?.route;
  const { holdsOpenTask, openFields } = useMyApprovalTasks(approvalsRoute, model.entity.name, idOf(model.entity, record), loaded);
  const context = { header: record.header, userType, isGranted, approvalOpen: mode === 'edit' && openFields.size > 0, holdsOpenTask };
  const buttons = modeButtons(model, mode).filter((button) => isButtonAvailable(model, button, context));
  const canSave = buttons.some((button) => button.kind === 'save');
  // The whole form is read-only in a detail view, outside the editable statuses, or when this user may not save it.
  const formReadOnly = mode !== 'edit' || !isEditableStatus(model, record.header) || !canSave;
  const isNew = idOf(model.entity, record) === undefined;
  // One object while the side and the newness stay: the sections are not drawn again for nothing.
  const conditions = useMemo<ConditionContext>(() => ({ side, isNew }), [side, isNew]);

  const clearHeader = useCallback(
    (name: string, value: unknown, related?: RecordValues) => {
      editing.setField(name, value, related);
      setErrors((current) => (current.header.has(name) ? { ...current, header: withoutKey(current.header, name) } : current));
    },
    [editing.setField],
  );
  const clearCell = useCallback((lineKey: string, name: string) => {
    const key = cellErrorKey(lineKey, name);
    setErrors((current) => (current.cells.has(key) ? { ...current, cells: withoutKey(current.cells, key) } : current));
  }, []);
  const setCell = useCallback(
    (collection: string, lineKey: string, name: string, value: unknown, related?: RecordValues) => {
      editing.setLineField(collection, lineKey, name, value, related);
      clearCell(lineKey, name);
    },
    [editing.setLineField, clearCell],
  );
  const setChildCell = useCallback(
    (place: ChildPlace, childKey: string, name: string, value: unknown, related?: RecordValues) => {
      editing.setChildField(place, childKey, name, value, related);
      clearCell(childKey, name);
    },
    [editing.setChildField, clearCell],
  );
  // Shown again after another screen changed these records: read again, unless edits are not saved yet.
  const watched = useMemo(() => [model.entity.name, ...allLineGrids(model).map((grid) => grid.entity.name)], [model]);
  useReloadWhenShown(
    watched,
    () => record === loaded && idOf(model.entity, record) !== undefined,
    () => void editing.reload(idOf(model.entity, record)),
  );
  useDependentClearing(model, record, loaded, {
    clearHeader: (name, related) => clearHeader(name, null, related),
    clearLine: (collection, lineKey, name, related) => setCell(collection, lineKey, name, null, related),
    clearChild: (place, childKey, name, related) => setChildCell(place, childKey, name, null, related),
  });
  useDependentDefaults(model, record, loaded, clearHeader);
  useMatchFills(model, record, loaded, !formReadOnly, setCell);

  // Line actions apply to saved lines of the record as loaded (not over unsaved edits), like the header's buttons.
  const lineAction = useMemo<LineActionControl>(
    () => ({
      label: (name) => text(model.entity.workflow?.actions[name]?.label ?? { cn: name, en: name }),
      available: (name, line) => record === loaded && isLineActionAvailable(model, name, record.header, line, { userType, isGranted }),
      run: (name, line) => void actions.runLineAction(name, line),
    }),
    [model, record, loaded, userType, isGranted, actions.runLineAction, text],
  );
  const reloadRecord = useCallback(() => void editing.reload(idOf(model.entity, record)), [editing.reload, model.entity, record]);
  const run = (button: ButtonModel) => {
    if (button.kind === 'print') setPrinting(true);
    else void actions.run(button);
  };
  const disabledReason = (button: ButtonModel) => {
    if (button.kind === 'print' && isNew) return t('edit.printUnsaved');
    // A generate action works on the record as saved: not before it is, nor over unsaved changes.
    if (button.kind === 'generate' && (isNew || record !== loaded)) return t('edit.saveFirst');
    return undefined;
  };

  if (editing.load.status === 'loading') {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin tip={t('common.loading')} />
      </div>
    );
  }
  if (editing.load.status === 'failed' && editing.load.reason) {
    return <RecordUnavailable reason={editing.load.reason} message={editing.load.message} listRoute={model.listRoute} />;
  }
  if (editing.load.status === 'failed') {
    return <LazyResult status="error" title={t('screen.loadFailed')} subTitle={editing.load.message} />;
  }

  const shownFields = new Set(
    allSections(model).flatMap((section) =>
      section.fields.filter((field) => fieldState(field.spec, field, { record: record.header, conditions }).visible).map((field) => field.spec.name),
    ),
  );
  // A record check about a line collection shows above its grid (record-check-notice.tsx), not here again.
  const gridNames = new Set(allLineGrids(model).map((grid) => grid.collection.name));
  const unplaced = [...errors.header.entries()].filter(([field]) => !shownFields.has(field) && !gridNames.has(field));
  const blockContext: EditBlockContext = {
    entity: model.entity,
    record,
    formReadOnly,
    // In approval only what the viewer's approval step opens is editable, and only where he may save.
    openFields: canSave ? openFields : undefined,
    conditions,
    errors,
    setField: clearHeader,
    setCell,
    addLine: editing.addLine,
    addLines: editing.addLines,
    removeLine: editing.removeLine,
    setChildCell,
    addChild: editing.addChild,
    removeChild: editing.removeChild,
    lineAction,
  };

  return (
    <div className="srm-edit-screen" data-mode={mode} style={{ background: 'var(--color-fill-2)', minHeight: '100%' }}>
      <EditHeaderBar
        model={model}
        header={record.header}
        buttons={buttons}
        busy={actions.busy}
        lockedByStatus={!isEditableStatus(model, record.header)}
        detail={mode !== 'edit'}
        disabledReason={disabledReason}
        onRun={run}
      />
      {unplaced.length > 0 && (
        <Alert type="error" style={{ margin: '0 0 12px' }} content={unplaced.map(([, message]) => message).join('；')} />
      )}
      <EditBlockView block={model} context={blockContext} />
      {model.tabs.length > 0 && (
        <EditTabs
          tabs={model.tabs}
          active={activeTab}
          onChange={setActiveTab}
          withErrors={tabsWithErrors(model.tabs, errors, record)}
          renderTab={(tab) => (
            <>
              <EditBlockView block={tab} context={blockContext} />
              {tab.documentLinks && <DocumentLinksPanel entity={model.entity} links={tab.documentLinks} id={idOf(model.entity, record)} version={loaded} />}
              {tab.approvalHistory && (
                <DocumentApprovals entity={model.entity} approvals={tab.approvalHistory} id={idOf(model.entity, record)} version={loaded} onDecided={reloadRecord} />
              )}
            </>
          )}
        />
      )}
      {model.chartPreview && <ChartPreview entity={model.entity} title={model.chartPreview.title} record={record.header} />}
      {printing && model.print && loaded && (
        <PrintPreview print={model.print} record={loaded} unsavedChanges={record !== loaded} onClose={() => setPrinting(false)} />
      )}
      {actions.holders}
    </div>
  );
}
