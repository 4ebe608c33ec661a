import { Message } from '@arco-design/web-react';
import { useStore } from 'jotai';
import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import type { ButtonModel } from '../../buttons/button-model';
import { announceGenerated, generatesFromLines, openGenerated } from '../../buttons/generate-outcome';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useScreenContext } from '../../context/screen-context';
import { useScreenNavigation } from '../../context/screen-navigation-context';
import { entityRequests } from '../../data/entity-requests';
import { useConfirm } from '../../feedback/use-confirm';
import { useReasonPrompt } from '../../feedback/use-reason-prompt';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useImportDialog } from '../../import/use-import-dialog';
import { listExportRequest, EXPORT_EXCEL_PATH } from '../../export/list-export-request';
import { useFileDownload } from '../../export/use-file-download';
import type { GridRow } from '../../grid/layout/grid-table';
import type { ColumnSettings } from '../../grid-settings/column-settings.types';
import type { TableQuery } from '../../tables/use-table-rows';
import { DETAIL_MODE, DETAIL_MODE_PARAM } from '../edit-screen/edit-mode';
import type { ListScreenModel } from './list-model';

/* The operation's form (Arco's Form and Modal with it) loads when such a button is first pressed. */
const OperationFormDialog = lazy(async () => ({ default: (await import('../../buttons/operation-form-dialog')).OperationFormDialog }));

/** Submits a background export (baseReportBackExport.doBackExport); the file is downloaded later from its list. */
const BACK_EXPORT = { service: 'base', resource: 'baseReportBackExportRestful', operation: 'doBackExport' };

export interface ListActionOptions {
  /** Reloads the list (after a delete, an action, an import). */
  afterChange: () => void;
  query: TableQuery;
  /** The user's column settings: an export writes the columns as he sees them. */
  settings?: ColumnSettings;
  /** Saves the rows changed inline (the editable table's save button). */
  saveRows: () => Promise<void>;
}

/** The params opening a row's record: its id, and mode=detail for the read-only view. */
export function editParams(model: ListScreenModel, row: GridRow, kind: 'edit' | 'detail'): Record<string, string> {
  const id = String(row[model.editKey]);
  const more: Record<string, string> = {};
  for (const [param, key] of Object.entries(model.editParams ?? {})) {
    const value = row[key];
    if (value !== null && value !== undefined && value !== '') more[param] = String(value);
  }
  return kind === 'detail' ? { ...more, id, [DETAIL_MODE_PARAM]: DETAIL_MODE } : { ...more, id };
}

/**
 * What list buttons do: create and edit open the edit screen (detail opens it read-only), delete removes the chosen rows after a
 * confirmation, a workflow action or command runs on each chosen row, a generate action makes documents of
 * them (and opens the one it made), an operation with a form asks for its values and runs once, refresh reloads, save stores the
 * rows changed inline, export downloads what the list shows (or submits it for background export).
 */
export function useListActions(model: ListScreenModel, { afterChange, query, settings, saveRows }: ListActionOptions) {
  const adapter = useDataAdapter();
  const store = useStore();
  const navigation = useScreenNavigation();
  const { menu } = useScreenContext();
  const { t, text } = useRendererI18n();
  const [confirm, confirmHolder] = useConfirm();
  const [askReason, reasonPrompt] = useReasonPrompt();
  const { open: openImport, holder: importHolder } = useImportDialog(model.entity, afterChange);
  const download = useFileDownload();
  const [formButton, setFormButton] = useState<Extract<ButtonModel, { kind: 'operation' }> | null>(null);
  const [formBusy, setFormBusy] = useState(false);

  /** The form of an operation that needs no chosen row: one call with its values, then the list again. */
  const submitForm = useCallback(
    async (button: Extract<ButtonModel, { kind: 'operation' }>, values: Record<string, unknown>) => {
      setFormBusy(true);
      const answer = await adapter.request({ service: model.entity.service, resource: `${model.entity.name}Restful`, operation: button.action, body: values, menu });
      setFormBusy(false);
      if (answer.status !== 'S') {
        Message.error(answer.msg);
        return;
      }
      Message.success(answer.msg || t('list.actionDone', { action: text(button.label), count: 1 }));
      setFormButton(null);
      afterChange();
    },
    [adapter, model, menu, afterChange, t, text],
  );

  /** Runs a call per row, one at a time: the server checks each row's status, and a failure must not hide the others. */
  const runOnRows = useCallback(
    async (label: string, rows: GridRow[], call: (row: GridRow) => Promise<{ status: string; msg: string }>) => {
      let done = 0;
      const failures: string[] = [];
      for (const row of rows) {
        const answer = await call(row);
        if (answer.status === 'S') done += 1;
        else failures.push(answer.msg);
      }
      if (failures.length === 0) Message.success(t('list.actionDone', { action: label, count: done }));
      else Message.error(t('list.actionPartlyFailed', { action: label, done, failed: failures.length, msg: failures[0] }));
      afterChange();
    },
    [afterChange, t],
  );

  /**
   * A generate action on the chosen rows: of a line entity (or `pickRecords`), one call with all their ids (one new
   * document, or with `groupBy` one per group);
   * of a header, one call per row, stopping at the first refusal, which names its row. One new document
   * with an `openRoute` opens.
   */
  const generate = useCallback(
    async (button: Extract<ButtonModel, { kind: 'generate' }>, rows: GridRow[]) => {
      const label = text(button.label);
      if (rows.length === 0) {
        Message.warning(t('list.selectFirst'));
        return;
      }
      const question = button.confirm ? text(button.confirm) : t('list.confirmAction', { count: rows.length, action: label });
      if (!(await confirm({ title: label, content: question }))) return;
      const requests = entityRequests(adapter, model.entity, menu);
      const idOf = (row: GridRow) => row[model.entity.primaryKey];
      const created: Record<string, unknown>[] = [];
      let message = '';
      let refusal: { row: GridRow; msg: string } | undefined;
      const calls = generatesFromLines(model.entity, model.catalog, button.generate) ? [{ body: { ids: rows.map(idOf) }, row: rows[0] }] : rows.map((row) => ({ body: { id: idOf(row) }, row }));
      for (const call of calls) {
        const answer = await requests.generate(button.action, call.body);
        if (answer.status !== 'S') {
          refusal = { row: call.row, msg: answer.msg };
          break;
        }
        message = answer.msg;
        if (Array.isArray(answer.data)) created.push(...answer.data);
        else if (answer.data) created.push(answer.data);
      }
      if (created.length > 0) announceGenerated(store, model.catalog, model.entity, button.generate.target);
      if (refusal) {
        const field = model.entity.codeField ?? model.entity.displayField ?? model.entity.primaryKey;
        const record = calls.length > 1 ? String(refusal.row[field] ?? idOf(refusal.row)) : label;
        Message.error(calls.length > 1 ? t('list.generateStopped', { action: label, record, done: created.length, msg: refusal.msg }) : refusal.msg);
      } else {
        Message.success(created.length === 1 || calls.length === 1 ? message : t('list.generateDone', { action: label, count: created.length }));
      }
      afterChange();
      if (!refusal && created.length === 1) openGenerated(navigation, model.catalog, button.generate.target, button.openRoute, created[0]);
    },
    [adapter, store, model, menu, navigation, afterChange, confirm, t, text],
  );

  /**
   * A named operation written in code (docs/api.md): downloads its file per chosen row, or runs on each
   * chosen row with the comment it asks for (or after a confirmation).
   */
  const runOperation = useCallback(
    async (button: Extract<ButtonModel, { kind: 'operation' }>, rows: GridRow[]) => {
      if (button.operation.form) {
        setFormButton(button);
        return;
      }
      if (button.operation.noRows) {
        const label = text(button.label);
        if (!(await confirm({ title: label, content: button.confirm ? text(button.confirm) : label }))) return;
        const answer = await adapter.request({ service: model.entity.service, resource: `${model.entity.name}Restful`, operation: button.action, body: {}, menu });
        if (answer.status !== 'S') Message.error(answer.msg);
        else Message.success(answer.msg || t('list.actionDone', { action: label, count: 1 }));
        afterChange();
        return;
      }
      if (rows.length === 0) {
        Message.warning(t('list.selectFirst'));
        return;
      }
      const idOf = (row: GridRow) => row[model.entity.primaryKey];
      const label = text(button.label);
      if (button.operation.answersFile) {
        const path = `/api/${model.entity.service}/v1/${model.entity.name}Restful/${button.action}`;
        for (const row of rows) await download({ method: 'POST', path, body: { id: idOf(row) }, menu });
        return;
      }
      let comment: string | undefined;
      if (button.operation.comment === 'none') {
        const question = button.confirm ? text(button.confirm) : t('list.confirmAction', { count: rows.length, action: label });
        if (!(await confirm({ title: label, content: question }))) return;
      } else {
        const reason = await askReason(label, { optional: button.operation.comment === 'optional' });
        if (reason === null) return;
        comment = reason === '' ? undefined : reason;
      }
      await runOnRows(label, rows, (row) => entityRequests(adapter, model.entity, menu).runAction(button.action, { id: idOf(row), versionNum: row.versionNum, comment }));
    },
    [adapter, model, menu, confirm, askReason, download, runOnRows, afterChange, t, text],
  );

  const run = useCallback(
    async (button: ButtonModel, rows: GridRow[]) => {
      const requests = entityRequests(adapter, model.entity, menu);
      const label = text(button.label);
      const idOf = (row: GridRow) => row[model.entity.primaryKey];
      switch (button.kind) {
        case 'create':
          if (model.editRoute) navigation.openScreen(model.editRoute);
          return;
        case 'edit':
        case 'detail':
          if (model.editRoute && rows[0]) navigation.openScreen(model.editRoute, editParams(model, rows[0], button.kind));
          return;
        case 'refresh':
          afterChange();
          return;
        case 'import':
          openImport();
          return;
        case 'export':
          await download({ method: 'POST', path: EXPORT_EXCEL_PATH, body: listExportRequest(model, query, text, settings), menu });
          return;
        case 'backExport': {
          const request = listExportRequest(model, query, text, settings);
          const body = { paramsValue: JSON.stringify(request), fileName: request.fileName };
          const answer = await adapter.request({ ...BACK_EXPORT, body, menu });
          if (answer.status === 'S') Message.success(answer.msg);
          else Message.error(answer.msg);
          return;
        }
        case 'save':
          await saveRows();
          return;
        case 'back':
        case 'print':
          return;
        case 'delete': {
          if (rows.length === 0) {
            Message.warning(t('list.selectFirst'));
            return;
          }
          const question = button.confirm ? text(button.confirm) : t('list.confirmDelete', { count: rows.length });
          if (!(await confirm({ title: label, content: question, danger: true }))) return;
          const answer = await requests.batchDelete(rows.map(idOf));
          if (answer.status === 'S') {
            Message.success(answer.msg || t('list.deleted'));
            afterChange();
          } else {
            Message.error(answer.msg);
          }
          return;
        }
        case 'generate':
          await generate(button, rows);
          return;
        case 'operation':
          await runOperation(button, rows);
          return;
        case 'command':
        case 'workflow': {
          if (rows.length === 0) {
            Message.warning(t('list.selectFirst'));
            return;
          }
          if (button.kind === 'command' && button.command.answersFile) {
            const path = `/api/${model.entity.service}/v1/${model.entity.name}Restful/${button.action}`;
            for (const row of rows) await download({ method: 'POST', path, body: { id: idOf(row) }, menu });
            return;
          }
          let comment: string | undefined;
          if (button.kind === 'workflow' && button.workflow.requiresComment) {
            const reason = await askReason(label);
            if (reason === null) return;
            comment = reason;
          } else {
            const question = button.confirm
              ? text(button.confirm)
              : t('list.confirmAction', { count: rows.length, action: label });
            if (!(await confirm({ title: label, content: question }))) return;
          }
          await runOnRows(label, rows, (row) => requests.runAction(button.action, { id: idOf(row), versionNum: row.versionNum, comment }));
          return;
        }
      }
    },
    [adapter, model, menu, navigation, afterChange, confirm, askReason, openImport, download, query, settings, saveRows, generate, runOperation, runOnRows, t, text],
  );

  const holders: ReactElement = (
    <>
      {confirmHolder}
      {reasonPrompt}
      {importHolder}
      {formButton?.operation.form && (
        <Suspense fallback={null}>
          <OperationFormDialog
          title={text(formButton.label)}
          entity={model.entity}
          menu={menu}
          fields={formButton.operation.form}
          busy={formBusy}
          onSubmit={(values) => void submitForm(formButton, values)}
          onCancel={() => setFormButton(null)}
          />
        </Suspense>
      )}
    </>
  );
  return { run, holders };
}
