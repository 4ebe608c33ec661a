import { Alert, Button, Input, Message, Space, Spin, Typography } from '@arco-design/web-react';
import { IconDownload, IconUpload } from '@arco-design/web-react/icon';
import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { FieldError } from '../../../src/shared/api/envelope';
import { NEW_MODEL_XML } from '../../bpm/designer/new-model-xml';
import { PropertiesArea } from '../../bpm/designer/properties-area';
import { useModeler } from '../../bpm/designer/use-modeler';
import { canDrawDiagrams } from '../../bpm/diagram/load-bpmn';
import { useModelXml } from '../../bpm/diagram/use-model-xml';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useScreenContext } from '../../context/screen-context';
import { useScreenNavigation } from '../../context/screen-navigation-context';
import { entityResource } from '../../data/data-adapter';
import { bumpEntityDataVersion } from '../../data/entity-data-version';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { saveDownloadedFile } from '../../import/save-downloaded-file';
import { isResourceGranted } from '../../permissions/granted-resources';
import type { ProcessDesignerModel } from './process-designer-model';
import { ModelProblemsList } from './model-problems-list';
import '../../bpm/diagram/bpmn-diagram.css';
import './process-designer.css';

const ERROR_MARKER = 'srm-error';

/**
 * The designer: the model version of the `id` param (or a new model) in bpmn-js's modeler with the
 * platform's properties; a .bpmn file replaces the diagram, the diagram downloads as one, and deploy sends it
 * to doDeploy. A refusal lists the server's problems by element and marks those elements red.
 */
export function ProcessDesignerScreen({ model }: { model: ProcessDesignerModel }) {
  const { params, menu, granted } = useScreenContext();
  const navigation = useScreenNavigation();
  const adapter = useDataAdapter();
  const store = useStore();
  const { t, text } = useRendererI18n();
  const saved = useModelXml(params.id, menu);
  const [imported, setImported] = useState<string | null>(null);
  const [category, setCategory] = useState('');
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const canvas = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const xml = imported ?? (params.id ? (saved.kind === 'loaded' ? saved.xml : null) : NEW_MODEL_XML);
  const { state, element } = useModeler(canvas, xml);

  useEffect(() => {
    if (saved.kind === 'loaded') setCategory(String(saved.model.category ?? ''));
  }, [saved]);

  const modeler = state.kind === 'ready' ? state.modeler : null;

  const markProblems = (next: FieldError[]) => {
    if (!modeler) return;
    const registry = modeler.get('elementRegistry');
    const diagram = modeler.get('canvas');
    for (const problem of [...problems, ...next]) if (problem.element && registry.get(problem.element)) diagram.removeMarker(problem.element, ERROR_MARKER);
    for (const problem of next) if (problem.element && registry.get(problem.element)) diagram.addMarker(problem.element, ERROR_MARKER);
    setProblems(next);
  };

  const showElement = (id: string) => {
    const found = modeler?.get('elementRegistry').get(id);
    if (!modeler || !found) return;
    modeler.get('selection').select(found);
    modeler.get('canvas').scrollToElement(found);
  };

  const importFile = async (file: File) => {
    const content = await file.text();
    setProblems([]);
    setImported(content);
    Message.success(t('bpm.imported', { file: file.name }));
  };

  const exportFile = async () => {
    if (!modeler) return;
    const { xml: written } = await modeler.saveXML({ format: true });
    const key = String(modeler.get('canvas').getRootElement().businessObject.id ?? 'process');
    saveDownloadedFile(new Blob([written ?? ''], { type: 'application/xml' }), `${key}.bpmn`);
  };

  const deploy = async () => {
    if (!modeler) return;
    setBusy(true);
    const { xml: bpmnXml } = await modeler.saveXML({ format: true });
    const answer = await adapter.request<Record<string, unknown>>({
      service: model.entity.service,
      resource: entityResource(model.entity.name),
      operation: 'doDeploy',
      body: { bpmnXml, category },
      menu,
    });
    setBusy(false);
    if (answer.status !== 'S') {
      Message.error(answer.msg);
      markProblems(answer.errors ?? []);
      return;
    }
    markProblems([]);
    Message.success(answer.msg);
    bumpEntityDataVersion(store, model.entity.name);
    setImported(null);
    navigation.replaceParams({ id: String(answer.data[model.entity.primaryKey]) });
  };

  const title = <Typography.Title heading={5}>{text(model.title)}</Typography.Title>;
  if (!canDrawDiagrams()) {
    return (
      <div className="srm-process-designer">
        {title}
        <Alert type="info" content={t('bpm.diagramNeedsBrowser')} />
      </div>
    );
  }
  const failure = saved.kind === 'failed' && params.id ? saved.msg : state.kind === 'failed' ? state.msg : null;
  return (
    <div className="srm-process-designer">
      {title}
      <Space style={{ marginBottom: 12 }} wrap>
        <Button icon={<IconUpload />} onClick={() => fileInput.current?.click()}>
          {t('bpm.importFile')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".bpmn,.xml"
          data-testid="bpmn-file-input"
          style={{ display: 'none' }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file).catch((error: Error) => Message.error(t('bpm.importFailed', { msg: error.message })));
          }}
        />
        <Button icon={<IconDownload />} disabled={!modeler} onClick={() => void exportFile()}>
          {t('bpm.exportFile')}
        </Button>
        <Input aria-label={t('bpm.category')} addBefore={t('bpm.category')} placeholder={t('bpm.categoryKept')} style={{ width: 260 }} value={category} onChange={setCategory} maxLength={60} />
        {isResourceGranted(model.deployResource, granted) && (
          <Button type="primary" loading={busy} disabled={!modeler} onClick={() => void deploy()}>
            {t('bpm.deploy')}
          </Button>
        )}
      </Space>
      {failure && <Alert type="error" style={{ marginBottom: 12 }} content={t('bpm.diagramFailed', { msg: failure })} />}
      <ModelProblemsList problems={problems} onShow={showElement} />
      <div className="srm-process-designer-body">
        <Spin loading={state.kind === 'loading' && !failure} style={{ flex: 1, display: 'block' }}>
          <div ref={canvas} className="srm-bpmn-canvas" data-testid="bpmn-canvas" />
        </Spin>
        {/* The properties' column is there from the start: the canvas keeps the width its diagram was fitted to. */}
        {modeler && element ? <PropertiesArea modeler={modeler} element={element} /> : <div className="srm-bpmn-properties" />}
      </div>
    </div>
  );
}
