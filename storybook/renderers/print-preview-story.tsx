import { Button, Spin } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { DataAdapterProvider } from '../../renderer/context/data-adapter-context';
import { entityRequests } from '../../renderer/data/entity-requests';
import { fromServer, type EditRecord } from '../../renderer/renderers/edit-screen/edit-record';
import { parseEditScreen, type EditScreenModel } from '../../renderer/renderers/edit-screen/edit-model';
import { EditScreenDescriptor } from '../../renderer/renderers/edit-screen/edit-screen.schema';
import { PrintPreview } from '../../renderer/renderers/edit-screen/print/print-preview';
import { editModelFor } from '../../renderer/permissions/viewer-fields';
import type { Language } from '../../src/shared/formats/common';
import { openableRecordKey } from '../support/openable-record';
import { createSampleAdapter, projectSampleRecords } from '../support/sample-adapter';
import { projectEntityLoader, type SampleProject } from '../support/sample-project';
import { userTypeOf, type Viewer } from '../support/viewer';

export interface PrintPreviewStoryProps {
  project: SampleProject;
  /** An edit descriptor with a print layout. */
  descriptor: z.input<typeof EditScreenDescriptor>;
  viewer: Viewer;
  language: Language;
}

const STORY_MENU = { menuId: 1, respId: 1 };

/**
 * The print preview of an edit screen, open on a sample record the viewer may see (as after a click on
 * 打印 / Print), read through the memory adapter as the screen reads it (names of references included).
 */
export function PrintPreviewStory({ project, descriptor, viewer, language }: PrintPreviewStoryProps) {
  const adapter = useMemo(() => createSampleAdapter(project, { viewer, language, resources: [] }), [project, viewer, language]);
  const [loaded, setLoaded] = useState<{ model: EditScreenModel; record: EditRecord } | { failed: string } | null>(null);
  const [open, setOpen] = useState(true);
  const text = JSON.stringify(descriptor);
  useEffect(() => {
    let live = true;
    (async () => {
      const parsed = editModelFor(await parseEditScreen(EditScreenDescriptor.parse(JSON.parse(text)), projectEntityLoader(project)), userTypeOf(viewer));
      const rows = projectSampleRecords(project)[parsed.entity.name] ?? [];
      const id = openableRecordKey(parsed.entity, rows, viewer);
      const answer = await entityRequests(adapter, parsed.entity, STORY_MENU).findById(Number(id));
      if (!live) return;
      if (answer.status !== 'S' || !answer.data) setLoaded({ failed: answer.msg });
      else setLoaded({ model: parsed, record: fromServer(parsed.entity, answer.data) });
    })().catch((error: unknown) => live && setLoaded({ failed: String(error) }));
    return () => {
      live = false;
    };
  }, [adapter, project, text, viewer]);
  if (loaded === null) return <Spin />;
  if ('failed' in loaded) return <div className="arco-message-error">{loaded.failed}</div>;
  const { model, record } = loaded;
  if (!model.print) return <div className="arco-message-error">{`${model.route}: no print layout`}</div>;
  return (
    <DataAdapterProvider adapter={adapter}>
      <Button type="primary" onClick={() => setOpen(true)}>
        {language === 'EN' ? 'Open the print preview' : '打开打印预览'}
      </Button>
      {open && <PrintPreview print={model.print} record={record} unsavedChanges={false} onClose={() => setOpen(false)} />}
    </DataAdapterProvider>
  );
}
