import { Alert, Card, Descriptions, Empty, Link, Space, Typography } from '@arco-design/web-react';
import { useMemo } from 'react';
import { InstanceDiagram } from '../../bpm/diagram/instance-diagram';
import { useModelXml } from '../../bpm/diagram/use-model-xml';
import { ApprovalPanel } from '../../bpm/history/approval-panel';
import { InstanceActions } from '../../bpm/history/instance-actions';
import { useApprovalInstance } from '../../bpm/history/use-approval-instance';
import { useScreenContext } from '../../context/screen-context';
import { useScreenNavigation } from '../../context/screen-navigation-context';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useLookupMeanings } from '../../lookups/use-lookup-meanings';
import { isResourceGranted } from '../../permissions/granted-resources';
import { useGrantedResources } from '../../permissions/use-granted-resources';
import { INSTANCE_STATUS } from '../../../src/shared/bpm/bpm-entities';
import type { ProcessInstanceModel } from './process-instance-model';

type Row = Record<string, unknown>;

function parsedVariables(instance: Row): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(String(instance.variables ?? '{}'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The diagram of an instance's model with its path coloured; the model is read once the instance names it. */
function InstanceModelDiagram({ instance, history }: { instance: Row; history: Row[] }) {
  const { menu } = useScreenContext();
  const { t } = useRendererI18n();
  const model = useModelXml(instance.modelId, menu);
  const variables = useMemo(() => parsedVariables(instance), [instance]);
  if (model.kind === 'failed') return <Alert type="error" content={t('bpm.loadFailed', { msg: model.msg })} />;
  if (model.kind === 'loading') return null;
  return <InstanceDiagram xml={model.xml} history={history} status={String(instance.status ?? '')} variables={variables} />;
}

/** One instance: the document it approves, the coloured diagram, the history, and the viewer's own task to decide. */
export function ProcessInstanceScreen({ model }: { model: ProcessInstanceModel }) {
  const { params, menu } = useScreenContext();
  const navigation = useScreenNavigation();
  const { t, text } = useRendererI18n();
  const meaningOf = useLookupMeanings(['BPM_INSTANCE_STATUS']);
  const granted = useGrantedResources(menu);
  const reassigns = model.adminTaskActions.some((button) => isResourceGranted(button.resource, granted));
  const { state, reload } = useApprovalInstance(params.id, menu, model.taskActions.length > 0, reassigns);
  const title = <Typography.Title heading={5}>{text(model.title)}</Typography.Title>;
  if (!params.id) {
    return (
      <div className="srm-process-instance">
        {title}
        <Empty description={t('bpm.notInApproval')} />
      </div>
    );
  }
  const instance = state.kind === 'loaded' ? state.instance : null;
  const documentRoute = instance ? model.documentRoutes[String(instance.businessEntity)] : undefined;
  const documentCode = instance ? String(instance.businessCode ?? instance.businessId ?? '') : '';
  return (
    <div className="srm-process-instance">
      {title}
      {instance && instance.status === INSTANCE_STATUS.running && (
        <InstanceActions instanceId={Number(instance.instanceId)} menu={menu} actions={model.instanceActions} afterAction={reload} />
      )}
      {instance && (
        <Descriptions
          column={3}
          data={[
            {
              label: t('bpm.document'),
              value: documentRoute ? (
                <Link onClick={() => navigation.openScreen(documentRoute, { id: String(instance.businessId) }, { menu: 'route' })}>{documentCode}</Link>
              ) : (
                documentCode
              ),
            },
            { label: t('bpm.model'), value: `${String(instance.modelName ?? instance.modelKey ?? '')} v${String(instance.modelVersion ?? '')}` },
            { label: text(model.entity.fields.find((field) => field.name === 'status')?.label ?? { cn: '状态', en: 'Status' }), value: meaningOf('BPM_INSTANCE_STATUS', instance.status) },
            { label: t('bpm.submitter'), value: String(instance.submittedByName ?? '') },
            { label: t('bpm.started'), value: String(instance.startTime ?? '') },
            { label: t('bpm.ended'), value: String(instance.endTime ?? '') },
          ]}
        />
      )}
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        {instance && <InstanceModelDiagram instance={instance} history={state.kind === 'loaded' ? state.history : []} />}
        <Card title={t('bpm.history')} size="small">
          <ApprovalPanel state={state} menu={menu} taskActions={model.taskActions} adminTaskActions={model.adminTaskActions} afterDecision={reload} />
        </Card>
      </Space>
    </div>
  );
}
