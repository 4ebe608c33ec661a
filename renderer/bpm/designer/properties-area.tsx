import { Form, Input, Typography } from '@arco-design/web-react';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { ApprovalProperties } from './approval-properties';
import { FlowProperties } from './flow-properties';
import type { ModdleElement } from '../../../src/shared/bpm/srm-moddle';
import type { DiagramElement, ModelerLike } from './modeler-services';

/** The id of the process an element belongs to (the model key), read up its parents; empty when it has none. */
function processKeyOf(bo: ModdleElement): string {
  let current: ModdleElement | undefined = bo;
  while (current && current.$type !== 'bpmn:Process') current = current.$parent as ModdleElement | undefined;
  return typeof current?.id === 'string' ? current.id : '';
}

/**
 * The designer's properties beside the canvas: for the selected element its id, name and what the platform
 * adds (a user task's approval, a flow's condition); with nothing selected, the process itself, whose id is
 * the model key a deploy versions.
 */
export function PropertiesArea({ modeler, element }: { modeler: ModelerLike; element: DiagramElement }) {
  const { t } = useRendererI18n();
  const modeling = modeler.get('modeling');
  const bo = element.businessObject;
  const isProcess = bo.$type === 'bpmn:Process';
  return (
    <Form layout="vertical" size="small" className="srm-bpmn-properties" key={element.id}>
      <Typography.Title heading={6}>{t('bpm.properties')}</Typography.Title>
      {isProcess && <Typography.Paragraph type="secondary">{t('bpm.nothingSelected')}</Typography.Paragraph>}
      <Form.Item label={isProcess ? t('bpm.processKey') : t('bpm.elementId')}>
        <Input
          aria-label={isProcess ? t('bpm.processKey') : t('bpm.elementId')}
          defaultValue={String(bo.id ?? '')}
          onBlur={(event) => {
            const id = event.target.value.trim();
            if (id !== '' && id !== bo.id) modeling.updateProperties(element, { id });
          }}
        />
      </Form.Item>
      <Form.Item label={isProcess ? t('bpm.processName') : t('bpm.elementName')}>
        <Input
          aria-label={isProcess ? t('bpm.processName') : t('bpm.elementName')}
          defaultValue={String(bo.name ?? '')}
          onBlur={(event) => {
            if (event.target.value !== (bo.name ?? '')) modeling.updateProperties(element, { name: event.target.value });
          }}
        />
      </Form.Item>
      {element.type === 'bpmn:UserTask' && <ApprovalProperties modeler={modeler} element={element} processKey={processKeyOf(bo)} />}
      {element.type === 'bpmn:SequenceFlow' && <FlowProperties modeler={modeler} element={element} />}
      {!isProcess && element.type !== 'bpmn:UserTask' && element.type !== 'bpmn:SequenceFlow' && <Typography.Paragraph type="secondary">{t('bpm.noExtensions')}</Typography.Paragraph>}
    </Form>
  );
}
