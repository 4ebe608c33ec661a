import { Message } from '@arco-design/web-react';
import { useStore } from 'jotai';
import { useCallback, useState, type ReactElement } from 'react';
import type { FieldError } from '../../../src/shared/api/envelope';
import type { ConditionContext } from '../../../src/shared/expressions/evaluate-condition';
import type { ButtonModel } from '../../buttons/button-model';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useScreenContext } from '../../context/screen-context';
import { useScreenNavigation } from '../../context/screen-navigation-context';
import { announceGenerated, generatesFromLines, openGenerated } from '../../buttons/generate-outcome';
import { bumpEntityDataVersion } from '../../data/entity-data-version';
import { entityRequests, recordId } from '../../data/entity-requests';
import { useFileDownload } from '../../export/use-file-download';
import { useConfirm } from '../../feedback/use-confirm';
import { useReasonPrompt } from '../../feedback/use-reason-prompt';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { forgetChangedLookups } from '../../lookups/forget-changed-lookups';
import { idOf, toSaveBody, type EditRecord } from './edit-record';
import type { EditScreenModel } from './edit-model';
import { validateForSave } from './validate-for-save';

/**
 * What happens after a write beyond reading the record back. The edit screen's own by default: a new
 * record's id goes into the tab's address, a deleted record closes the tab. A tree screen keeps its
 * tab and updates its tree instead.
 */
export interface EditActionFollowUps {
  saved?: (record: Record<string, unknown>, wasNew: boolean) => void;
  deleted?: (record: Record<string, unknown>) => void;
  /** A workflow action or command ran on the record. */
  ran?: (record: Record<string, unknown>) => void;
}

export interface EditActionDeps {
  model: EditScreenModel;
  record: EditRecord;
  /** Who saves: what `$side` in the fields' requiredWhen reads. */
  side: ConditionContext['side'];
  reload: (id: unknown) => Promise<{ ok: true } | { ok: false; message: string }>;
  showErrors: (errors: readonly FieldError[]) => void;
  followUps?: EditActionFollowUps;
}

/**
 * What the edit screen's buttons do. Save validates first (blocked with field errors), then sends the
 * record with its lines and versionNum and reads the saved record back; workflow actions ask for a
 * reason when the action requires one; a generate action creates another document from the saved record and
 * opens it. A failed call leaves the edits on screen untouched.
 */
export function useEditActions({ model, record, side, reload, showErrors, followUps }: EditActionDeps) {
  const adapter = useDataAdapter();
  const store = useStore();
  const { menu, params } = useScreenContext();
  const navigation = useScreenNavigation();
  const { t, text, language } = useRendererI18n();
  const [confirm, confirmHolder] = useConfirm();
  const [askReason, reasonPrompt] = useReasonPrompt();
  const [busy, setBusy] = useState(false);
  const download = useFileDownload();

  /**
   * Lists of this entity (and of its lines, which some lists show) reload when next shown, and so do the
   * records its consumptions move (an order's lines, when a delivery note ships).
   */
  const announceChange = useCallback(() => {
    bumpEntityDataVersion(store, model.entity.name);
    for (const lines of model.entity.lines ?? []) bumpEntityDataVersion(store, lines.entity);
    for (const consumption of model.entity.consumes ?? []) bumpEntityDataVersion(store, consumption.target.entity);
  }, [store, model.entity]);

  const save = useCallback(async () => {
    const problems = validateForSave(model, record, language, side);
    showErrors(problems);
    if (problems.length > 0) {
      Message.error(t('edit.fixErrors'));
      return;
    }
    const answer = await entityRequests(adapter, model.entity, menu).saveOrUpdate(toSaveBody(record));
    if (answer.status !== 'S') {
      showErrors(answer.errors ?? []);
      Message.error(answer.msg);
      return;
    }
    forgetChangedLookups(store, model.entity.name, record.header);
    announceChange();
    const savedId = answer.data?.[model.entity.primaryKey] ?? idOf(model.entity, record);
    // Read the record back: numbers, totals, line ids and versionNum are the server's.
    const reloaded = await reload(savedId);
    if (!reloaded.ok) Message.warning(reloaded.message);
    const wasNew = idOf(model.entity, record) === undefined;
    if (followUps?.saved) followUps.saved(answer.data ?? {}, wasNew);
    // A new record now has an id: the tab's address names it, so reopening it or reloading finds this tab.
    else if (!params.id && savedId !== undefined && savedId !== null) {
      navigation.replaceParams({ ...params, id: String(savedId) });
    }
    // A save let through with warnings (a supplier not on the approved list) says so, and stays a while.
    if (answer.warnings?.length) Message.warning({ content: answer.msg, duration: 8000 });
    else Message.success(t('edit.saved'));
  }, [adapter, store, model, record, side, menu, params, navigation, reload, showErrors, announceChange, followUps, t, language]);

  const runWorkflow = useCallback(
    async (button: Extract<ButtonModel, { kind: 'workflow' }>) => {
      const label = text(button.label);
      let comment: string | undefined;
      if (button.workflow.requiresComment) {
        const reason = await askReason(label);
        if (reason === null) return;
        comment = reason;
      } else if (button.confirm && !(await confirm({ title: label, content: text(button.confirm) }))) {
        return;
      }
      const id = idOf(model.entity, record);
      const answer = await entityRequests(adapter, model.entity, menu).runAction(button.action, {
        id: recordId(model.entity, id),
        versionNum: record.header.versionNum,
        comment,
      });
      if (answer.status !== 'S') {
        showErrors(answer.errors ?? []);
        Message.error(answer.msg);
        return;
      }
      announceChange();
      await reload(id);
      followUps?.ran?.(answer.data ?? record.header);
      Message.success(t('edit.actionDone', { action: label }));
    },
    [adapter, model, record, menu, reload, showErrors, announceChange, followUps, confirm, askReason, t, text],
  );

  /** A line action (`line` of a workflow action) on one saved line: a reason or a confirmation, then the record is read back. */
  const runLineAction = useCallback(
    async (actionName: string, line: Record<string, unknown>) => {
      const action = model.entity.workflow?.actions[actionName];
      const collection = model.entity.lines?.find((lines) => lines.name === action?.line?.collection);
      if (!action || !collection) return;
      const label = text(action.label);
      let comment: string | undefined;
      if (action.requiresComment) {
        const reason = await askReason(label);
        if (reason === null) return;
        comment = reason;
      } else if (!(await confirm({ title: label, content: t('edit.confirmLineAction', { action: label, line: String(line[collection.numberField ?? ''] ?? '') }) }))) {
        return;
      }
      setBusy(true);
      try {
        const id = idOf(model.entity, record);
        const lineKey = model.catalog.get(collection.entity).primaryKey;
        const answer = await entityRequests(adapter, model.entity, menu).runAction(actionName, {
          id: recordId(model.entity, id),
          versionNum: record.header.versionNum,
          lineId: line[lineKey],
          comment,
        });
        if (answer.status !== 'S') {
          Message.error(answer.msg);
          return;
        }
        announceChange();
        await reload(id);
        Message.success(t('edit.actionDone', { action: label }));
      } finally {
        setBusy(false);
      }
    },
    [adapter, model, record, menu, reload, announceChange, confirm, askReason, t, text],
  );

  /**
   * A generate action on the saved record: the new document is made by the server, both documents' lists
   * reload, this record is read back (its related documents follow) and the new one opens on `openRoute`.
   */
  const runGenerate = useCallback(
    async (button: Extract<ButtonModel, { kind: 'generate' }>) => {
      const label = text(button.label);
      if (button.confirm && !(await confirm({ title: label, content: text(button.confirm) }))) return;
      const id = recordId(model.entity, idOf(model.entity, record));
      const requests = entityRequests(adapter, model.entity, menu);
      const answer = await requests.generate(button.action, generatesFromLines(model.entity, model.catalog, button.generate) ? { ids: [id] } : { id });
      if (answer.status !== 'S') {
        showErrors(answer.errors ?? []);
        Message.error(answer.msg);
        return;
      }
      announceGenerated(store, model.catalog, model.entity, button.generate.target);
      await reload(id);
      followUps?.ran?.(record.header);
      Message.success(answer.msg || t('edit.actionDone', { action: label }));
      openGenerated(navigation, model.catalog, button.generate.target, button.openRoute, answer.data);
    },
    [adapter, store, model, record, menu, navigation, reload, showErrors, followUps, confirm, t, text],
  );

  /** A command changes no status: after the confirmation it runs on the saved record, which is read back. */
  const runCommand = useCallback(
    async (button: Extract<ButtonModel, { kind: 'command' }>) => {
      const label = text(button.label);
      if (button.confirm && !(await confirm({ title: label, content: text(button.confirm) }))) return;
      const id = idOf(model.entity, record);
      // A command that answers a file (a download) is downloaded, as on a list, and changes nothing to read back.
      if (button.command.answersFile) {
        await download({ method: 'POST', path: `/api/${model.entity.service}/v1/${model.entity.name}Restful/${button.action}`, body: { id: recordId(model.entity, id) }, menu });
        return;
      }
      const answer = await entityRequests(adapter, model.entity, menu).runAction(button.action, { id: recordId(model.entity, id), versionNum: record.header.versionNum });
      if (answer.status !== 'S') {
        showErrors(answer.errors ?? []);
        Message.error(answer.msg);
        return;
      }
      announceChange();
      await reload(id);
      followUps?.ran?.(answer.data ?? record.header);
      Message.success(answer.msg || t('edit.actionDone', { action: label }));
    },
    [adapter, model, record, menu, reload, showErrors, announceChange, followUps, confirm, t, text, download],
  );

  const remove = useCallback(
    async (button: ButtonModel) => {
      const label = text(button.label);
      const question = button.confirm ? text(button.confirm) : t('list.confirmDelete', { count: 1 });
      if (!(await confirm({ title: label, content: question, danger: true }))) return;
      const answer = await entityRequests(adapter, model.entity, menu).batchDelete([idOf(model.entity, record)]);
      if (answer.status !== 'S') {
        Message.error(answer.msg);
        return;
      }
      announceChange();
      Message.success(answer.msg || t('list.deleted'));
      if (followUps?.deleted) followUps.deleted(record.header);
      else navigation.closeCurrent();
    },
    [adapter, model, record, menu, navigation, announceChange, followUps, confirm, t, text],
  );

  const run = useCallback(
    async (button: ButtonModel) => {
      if (button.kind === 'back') {
        navigation.closeCurrent();
        return;
      }
      setBusy(true);
      try {
        if (button.kind === 'save') await save();
        else if (button.kind === 'workflow') await runWorkflow(button);
        else if (button.kind === 'command') await runCommand(button);
        else if (button.kind === 'generate') await runGenerate(button);
        else if (button.kind === 'delete') await remove(button);
      } finally {
        setBusy(false);
      }
    },
    [navigation, save, runWorkflow, runCommand, runGenerate, remove],
  );

  const holders: ReactElement = (
    <>
      {confirmHolder}
      {reasonPrompt}
    </>
  );
  return { run, runLineAction, busy, holders };
}
