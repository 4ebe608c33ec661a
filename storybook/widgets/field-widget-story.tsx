import { Form, Typography } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { DataAdapterProvider } from '../../renderer/context/data-adapter-context';
import { FileTransferProvider } from '../../renderer/context/file-transfer-context';
import { createMemoryFileTransfer } from '../../renderer/data/memory-file-transfer';
import { ScreenContextProvider, type ScreenContextValue } from '../../renderer/context/screen-context';
import type { EditorProps } from '../../renderer/fields/editor-props';
import { FieldEditor } from '../../renderer/fields/field-editor';
import { resolveFieldSpec, type FieldOverrides } from '../../renderer/fields/field-spec';
import { useRendererI18n } from '../../renderer/i18n/use-renderer-i18n';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { Language } from '../../src/shared/formats/common';
import { createSampleAdapter } from '../support/sample-adapter';
import { sampleFiles } from '../support/sample-files';
import type { SampleProject } from '../support/sample-project';
import { userTypeOf, type Viewer } from '../support/viewer';

export interface FieldWidgetStoryProps {
  project: SampleProject;
  /** The entity field the widget edits: its type and rules come from the schema, as on a screen. */
  entity: string;
  field: string;
  /** The descriptor keys of a form field or column (editType, precision, format, lookup type...). */
  overrides?: FieldOverrides;
  value: unknown;
  /** Extra keys of the record (a reference's display name). */
  row?: Record<string, unknown>;
  invalid?: boolean;
  size?: EditorProps['size'];
  purpose?: EditorProps['purpose'];
  placement?: EditorProps['placement'];
  /** Resource codes the story's menu grants (attachment buttons); none by default. */
  granted?: readonly string[];
  /** Form width; wide widgets (attachments) need more than the default 420. */
  width?: number;
  viewer: Viewer;
  language: Language;
}

function StoredValue({ value }: { value: unknown }) {
  const { language } = useRendererI18n();
  return (
    <Typography.Text type="secondary">
      {language === 'EN' ? 'Stored value: ' : '保存的值：'}
      <Typography.Text code>{JSON.stringify(value ?? null)}</Typography.Text>
    </Typography.Text>
  );
}

/** A new value from the controls starts the widget again from it. */
export function FieldWidgetStory(props: FieldWidgetStoryProps) {
  return <FieldWidget key={JSON.stringify([props.value, props.row ?? null])} {...props} />;
}

/**
 * One field widget as a screen places it: the field's spec resolved from its entity and the descriptor
 * keys, the sample adapter behind lookups and references, and the stored value shown under it.
 */
function FieldWidget({ project, entity, field, overrides, value, row, invalid, size, purpose, placement, granted, width = 420, viewer, language }: FieldWidgetStoryProps) {
  const catalog = useMemo(() => new EntityCatalog([...project.entities]), [project]);
  const spec = resolveFieldSpec(catalog.get(entity), catalog, field, overrides);
  const adapter = useMemo(() => createSampleAdapter(project, { viewer, language, resources: [] }), [project, viewer, language]);
  const context = useMemo<ScreenContextValue>(
    () => ({ route: 'widgetStory', params: {}, menu: { menuId: 1, respId: 1 }, userType: userTypeOf(viewer), granted: new Set(granted) }),
    [viewer, granted],
  );
  const files = useMemo(() => createMemoryFileTransfer(sampleFiles()), []);
  const [current, setCurrent] = useState({ value, row: row ?? {} });
  return (
    <DataAdapterProvider adapter={adapter}>
      <FileTransferProvider transfer={files}>
        <ScreenContextProvider value={context}>
          <Form layout="vertical" style={{ maxWidth: width }}>
            <Form.Item label={language === 'EN' ? spec.label.en : spec.label.cn} required={spec.required}>
              <FieldEditor
                spec={spec}
                value={current.value}
                row={current.row}
                invalid={invalid}
                size={size}
                purpose={purpose}
                placement={placement}
                onChange={(next, related) => setCurrent((before) => ({ value: next, row: { ...before.row, ...related } }))}
              />
            </Form.Item>
          </Form>
          <StoredValue value={current.value} />
        </ScreenContextProvider>
      </FileTransferProvider>
    </DataAdapterProvider>
  );
}
