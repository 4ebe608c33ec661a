import { Alert, Empty, Message, Spin } from '@arco-design/web-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldError } from '../../../src/shared/api/envelope';
import type { ConditionContext } from '../../../src/shared/expressions/evaluate-condition';
import { findField } from '../../../src/shared/entity/entity-catalog';
import { ButtonBar } from '../../buttons/button-bar';
import type { ButtonModel } from '../../buttons/button-model';
import { useScreenContext } from '../../context/screen-context';
import { useConfirm } from '../../feedback/use-confirm';
import { fieldState, sideOf } from '../../fields/field-rules';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useIsGranted } from '../../permissions/use-is-granted';
import { editModelFor } from '../../permissions/viewer-fields';
import { isEditableStatus } from '../edit-screen/button-availability';
import { NO_ERRORS, placeErrors, type EditErrors } from '../edit-screen/edit-errors';
import { EditHeaderBar } from '../edit-screen/edit-header-bar';
import { idOf, type RecordValues } from '../edit-screen/edit-record';
import { FormSectionView } from '../edit-screen/form-section';
import { useEditActions, type EditActionFollowUps } from '../edit-screen/use-edit-actions';
import { useEditRecord } from '../edit-screen/use-edit-record';
import { isTreeButtonAvailable, mayMove } from './tree-buttons';
import type { MoveTarget } from './tree-drop';
import { levelKeyOf, nextOrderIn, nodeKey, ROOT_KEY } from './tree-levels';
import type { TreeScreenModel } from './tree-model';
import { TreePanel } from './tree-panel';
import { useTreeLevels } from './use-tree-levels';

/** What the form on the right shows: nothing yet, a saved node, or a new one. */
type FormMode = 'none' | 'node' | 'new';

function withoutKey(map: ReadonlyMap<string, string>, key: string): ReadonlyMap<string, string> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

/**
 * A tree of one entity on the left and the selected node's form on the right (the edit screen's
 * sections, checks, save flow and buttons). New nodes go under the selected one or to the top level;
 * after a save, delete or move the levels concerned are read again. Leaving a node with unsaved changes
 * (selecting another, adding one) asks first.
 */
export function TreeScreen({ model: parsed }: { model: TreeScreenModel }) {
  const { t } = useRendererI18n();
  const { userType } = useScreenContext();
  const model = useMemo(() => ({ ...parsed, form: editModelFor(parsed.form, userType) }), [parsed, userType]);
  const { entity, rule } = model;
  const isGranted = useIsGranted();
  const tree = useTreeLevels(model);
  const editing = useEditRecord(model.form, undefined);
  const { record } = editing;
  const [mode, setMode] = useState<FormMode>('none');
  const [selectedKey, setSelectedKey] = useState<string>();
  const [loadingNode, setLoadingNode] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<EditErrors>(NO_ERRORS);
  const [confirm, confirmHolder] = useConfirm();
  const opening = useRef(0);

  const showErrors = useCallback((list: readonly FieldError[]) => setErrors(placeErrors(list, record)), [record]);

  /** True when nothing is unsaved, or the user agrees to drop it. */
  const mayLeave = useCallback(
    async () => !dirty || confirm({ title: t('tree.unsavedTitle'), content: t('tree.unsavedQuestion') }),
    [dirty, confirm, t],
  );

  const openNode = useCallback(
    async (key: string) => {
      if (key === selectedKey && mode === 'node') return;
      if (!(await mayLeave())) return;
      const ticket = ++opening.current;
      setSelectedKey(key);
      setMode('node');
      setErrors(NO_ERRORS);
      setLoadingNode(true);
      const loaded = await editing.reload(key);
      // A later click won: its node is the one to show.
      if (ticket !== opening.current) return;
      setLoadingNode(false);
      setDirty(false);
      if (!loaded.ok) Message.error(loaded.message);
    },
    [selectedKey, mode, mayLeave, editing],
  );

  const startNew = useCallback(
    async (parentKey: string | undefined) => {
      if (!(await mayLeave())) return;
      opening.current += 1;
      const values: RecordValues = { [rule.parentField]: parentKey === undefined ? (rule.rootValue ?? null) : Number(parentKey) };
      const parent = parentKey === undefined ? undefined : tree.levels.nodes.get(parentKey);
      // The parent's name shows in the reference field, as for a record read from the server.
      for (const [key, source] of Object.entries(findField(entity, rule.parentField)?.ref?.display ?? {})) values[key] = parent?.[source] ?? null;
      const order = nextOrderIn(tree.levels, entity, parentKey ?? ROOT_KEY);
      if (rule.orderField && order !== undefined) values[rule.orderField] = order;
      editing.startNew(values);
      setSelectedKey(parentKey);
      setMode('new');
      setLoadingNode(false);
      setErrors(NO_ERRORS);
      setDirty(false);
    },
    [mayLeave, rule, entity, tree.levels, editing],
  );

  const followUps = useMemo<EditActionFollowUps>(
    () => ({
      saved: (saved) => {
        const key = nodeKey(entity, saved);
        const before = tree.levels.nodes.get(key);
        const level = levelKeyOf(entity, saved);
        setDirty(false);
        setSelectedKey(key);
        setMode('node');
        void tree.reloadLevels(before ? [level, levelKeyOf(entity, before)] : [level]);
        tree.expand([level]);
      },
      deleted: (header) => {
        setDirty(false);
        setSelectedKey(undefined);
        setMode('none');
        editing.startNew();
        void tree.reloadLevels([levelKeyOf(entity, header)]);
      },
      ran: (changed) => void tree.reloadLevels([levelKeyOf(entity, changed)]),
    }),
    [entity, tree, editing],
  );
  const side = sideOf(userType);
  const actions = useEditActions({ model: model.form, record, side, reload: editing.reload, showErrors, followUps });

  const onMove = useCallback(
    async (key: string, target: MoveTarget) => {
      const moved = await tree.move(key, target);
      // The open node may have been renumbered: read its new version, unless the user is editing it.
      if (moved && mode === 'node' && selectedKey && !dirty) await editing.reload(selectedKey);
    },
    [tree, mode, selectedKey, dirty, editing],
  );

  const context = { header: record.header, userType, isGranted };
  const saved = mode === 'node' && idOf(entity, record) !== undefined;
  const buttons = model.actions.filter((button) => isTreeButtonAvailable(model, button, context, mode !== 'none', saved));
  const canSave = buttons.some((button) => button.kind === 'save');
  const formReadOnly = !isEditableStatus(model.form, record.header) || !canSave;
  const isNew = idOf(entity, record) === undefined;
  const conditions = useMemo<ConditionContext>(() => ({ side, isNew }), [side, isNew]);

  const run = (button: ButtonModel) => {
    if (button.kind === 'addChild') void startNew(selectedKey);
    else if (button.kind === 'addRoot') void startNew(undefined);
    else void actions.run(button);
  };

  const setField = (name: string, value: unknown, related?: RecordValues) => {
    editing.setField(name, value, related);
    setDirty(true);
    setErrors((current) => ({ ...current, header: withoutKey(current.header, name) }));
  };

  const shown = new Set(
    model.form.sections.flatMap((section) =>
      section.fields.filter((field) => fieldState(field.spec, field, { record: record.header, conditions }).visible).map((field) => field.spec.name),
    ),
  );
  const unplaced = [...errors.header.entries()].filter(([field]) => !shown.has(field));
  const parentName = mode === 'new' && selectedKey ? tree.levels.nodes.get(selectedKey) : undefined;

  return (
    <div className="srm-tree-screen" style={{ display: 'flex', gap: 12, height: '100%', minHeight: 480, background: 'var(--color-fill-2)' }}>
      <TreePanel
        model={model}
        tree={tree}
        selectedKey={selectedKey}
        onSelect={(key) => void openNode(key)}
        canMove={mayMove(model, { isGranted, userType })}
        onMove={(key, target) => void onMove(key, target)}
      />
      <main className="srm-tree-form" style={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
        {mode === 'none' ? (
          <section style={{ background: 'var(--color-bg-2)', padding: '8px 16px 24px' }}>
            <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 24 }}>
              <ButtonBar buttons={buttons} busy={actions.busy} onRun={run} />
            </div>
            <Empty description={t('tree.selectNode')} />
          </section>
        ) : (
          <Spin loading={loadingNode} style={{ display: 'block' }}>
            <EditHeaderBar
              model={model.form}
              header={record.header}
              buttons={buttons}
              busy={actions.busy}
              lockedByStatus={!isEditableStatus(model.form, record.header)}
              detail={false}
              onRun={run}
            />
            {mode === 'new' && (
              <Alert
                type="info"
                style={{ marginBottom: 12 }}
                content={parentName ? t('tree.newChildOf', { parent: String(parentName[entity.displayField ?? entity.primaryKey] ?? '') }) : t('tree.newRoot')}
              />
            )}
            {unplaced.length > 0 && <Alert type="error" style={{ marginBottom: 12 }} content={unplaced.map(([, message]) => message).join('；')} />}
            {model.form.sections.map((section, index) => (
              <FormSectionView key={index} section={section} header={record.header} formReadOnly={formReadOnly} conditions={conditions} errors={errors.header} onChange={setField} />
            ))}
          </Spin>
        )}
      </main>
      {confirmHolder}
      {actions.holders}
    </div>
  );
}

