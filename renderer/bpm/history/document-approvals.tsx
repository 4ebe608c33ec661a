import { Alert, Empty, Select, Spin } from '@arco-design/web-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useUserMenus } from '../../context/user-menus-context';
import type { MenuContext } from '../../data/data-adapter';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { findRouteMenu } from '../../loading/route-menu';
import { useLookupMeanings } from '../../lookups/use-lookup-meanings';
import type { ApprovalHistoryModel } from '../../renderers/edit-screen/edit-model';
import { BPM_ENTITIES } from '../../../src/shared/bpm/bpm-entities';
import { ApprovalPanel } from './approval-panel';
import { useApprovalInstance } from './use-approval-instance';

type Row = Record<string, unknown>;

function InstanceApprovals({ instanceId, menu, approvals, onDecided }: { instanceId: unknown; menu: MenuContext; approvals: ApprovalHistoryModel; onDecided: () => void }) {
  const { state, reload } = useApprovalInstance(instanceId, menu, approvals.taskActions.length > 0);
  const afterDecision = useCallback(() => {
    reload();
    onDecided();
  }, [reload, onDecided]);
  return <ApprovalPanel state={state} menu={menu} taskActions={approvals.taskActions} afterDecision={afterDecision} />;
}

/**
 * The approvals of the record an edit screen shows (its approvalHistory tab): its instances, newest first,
 * each with its history and the viewer's own open task, read under the menu of the tab's route.
 */
export function DocumentApprovals({
  entity,
  approvals,
  id,
  version,
  onDecided,
}: {
  entity: EntitySchema;
  approvals: ApprovalHistoryModel;
  id: unknown;
  version: unknown;
  /** A task was decided here: the document (its status, stamps) is read again. */
  onDecided: () => void;
}) {
  const { t } = useRendererI18n();
  const adapter = useDataAdapter();
  const menus = useUserMenus();
  const meaningOf = useLookupMeanings(['BPM_INSTANCE_STATUS']);
  const menu = useMemo(() => {
    const found = menus ? findRouteMenu(approvals.route, {}, menus) : null;
    return found ? { menuId: found.menuId, respId: found.respId } : null;
  }, [menus, approvals.route]);
  const [instances, setInstances] = useState<{ kind: 'loading' } | { kind: 'failed'; msg: string } | { kind: 'loaded'; rows: Row[] }>({ kind: 'loading' });
  const [chosen, setChosen] = useState<unknown>(null);

  useEffect(() => {
    if (!menu || id === undefined || id === null) return undefined;
    let cancelled = false;
    void adapter
      .request<Row[]>({
        service: 'bpm',
        resource: `${BPM_ENTITIES.instance}Restful`,
        operation: 'listByPage',
        body: { businessEntity: entity.name, businessId: id, pageRows: 20 },
        menu,
      })
      .then((answer) => {
        if (cancelled) return;
        if (answer.status !== 'S') return setInstances({ kind: 'failed', msg: answer.msg });
        setInstances({ kind: 'loaded', rows: answer.data });
        setChosen(answer.data[0]?.instanceId ?? null);
      });
    return () => {
      cancelled = true;
    };
  }, [adapter, menu, entity.name, id, version]);

  // A white panel like the tab's sections, whatever it holds.
  const panel = (content: ReactNode) => (
    <div className="srm-document-approvals" style={{ background: 'var(--color-bg-2)', padding: '12px 16px' }}>
      {content}
    </div>
  );
  if (id === undefined || id === null || !menu) return panel(<Empty description={t('bpm.notInApproval')} />);
  if (instances.kind === 'loading') return panel(<Spin style={{ display: 'block', minHeight: 80 }} />);
  if (instances.kind === 'failed') return panel(<Alert type="error" content={t('bpm.loadFailed', { msg: instances.msg })} />);
  if (instances.rows.length === 0 || chosen === null) return panel(<Empty description={t('bpm.notInApproval')} />);
  const count = instances.rows.length;
  return panel(
    <>
      {count > 1 && (
        <Select aria-label={t('bpm.instance')} style={{ width: 320, marginBottom: 12 }} value={chosen as number} onChange={setChosen}>
          {instances.rows.map((row, index) => (
            <Select.Option key={String(row.instanceId)} value={row.instanceId as number}>
              {t('bpm.earlierApprovals', { index: count - index, status: meaningOf('BPM_INSTANCE_STATUS', row.status) })}
            </Select.Option>
          ))}
        </Select>
      )}
      <InstanceApprovals key={String(chosen)} instanceId={chosen} menu={menu} approvals={approvals} onDecided={onDecided} />
    </>,
  );
}
