import { Checkbox, Form, Input } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { conditionExpression, conditionProblem, readCondition } from '../srm-extensions';
import type { DiagramElement, ModelerLike } from './modeler-services';

/**
 * A sequence flow leaving a gateway: its condition as a platform condition (JSON over the document's
 * fields, checked as typed with the server's own format) and whether it is the gateway's default flow.
 */
export function FlowProperties({ modeler, element }: { modeler: ModelerLike; element: DiagramElement }) {
  const { t } = useRendererI18n();
  const [body, setBody] = useState(() => readCondition(element.businessObject)?.body ?? '');
  useEffect(() => setBody(readCondition(element.businessObject)?.body ?? ''), [element]);
  const problem = body.trim() === '' ? null : conditionProblem(body);
  const gateway = element.source;
  const isDefault = gateway !== undefined && gateway.businessObject.default === element.businessObject;

  const changeBody = (next: string) => {
    setBody(next);
    // Only a valid condition (or none) reaches the model; the text being typed stays in the field.
    if (next.trim() !== '' && conditionProblem(next) !== null) return;
    modeler.get('modeling').updateProperties(element, { conditionExpression: conditionExpression(modeler.get('moddle'), next) });
  };

  return (
    <>
      <Form.Item label={t('bpm.condition')} extra={t('bpm.conditionHint')} validateStatus={problem ? 'error' : undefined} help={problem ? t('bpm.conditionInvalid', { msg: problem }) : undefined}>
        <Input.TextArea aria-label={t('bpm.condition')} rows={4} value={body} onChange={changeBody} />
      </Form.Item>
      {gateway?.type === 'bpmn:ExclusiveGateway' && (
        <Checkbox
          checked={isDefault}
          onChange={(checked: boolean) => modeler.get('modeling').updateProperties(gateway, { default: checked ? element.businessObject : undefined })}
        >
          {t('bpm.defaultFlow')}
        </Checkbox>
      )}
    </>
  );
}
