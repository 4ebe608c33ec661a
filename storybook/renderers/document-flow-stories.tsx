import { Button, Spin } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { DataAdapterProvider } from '../../renderer/context/data-adapter-context';
import { ScreenContextProvider } from '../../renderer/context/screen-context';
import { entityRequests } from '../../renderer/data/entity-requests';
import { referenceFilterState } from '../../renderer/fields/reference-filter';
import { fromServer } from '../../renderer/renderers/edit-screen/edit-record';
import { allLineGrids, parseEditScreen, type LineGridModel } from '../../renderer/renderers/edit-screen/edit-model';
import { EditScreenDescriptor } from '../../renderer/renderers/edit-screen/edit-screen.schema';
import { PickDialog } from '../../renderer/renderers/edit-screen/pick/pick-dialog';
import { takenSourceKeys } from '../../renderer/renderers/edit-screen/pick/pick-lines';
import { editModelFor } from '../../renderer/permissions/viewer-fields';
import type { Language } from '../../src/shared/formats/common';
import deliveryNoteEditJson from '../../screens/purchasing/deliveryNote/deliveryNoteEdit.json';
import purchaseOrderEditJson from '../../screens/purchasing/purOrderManage/purchaseOrderEdit.json';
import { openableRecordKey } from '../support/openable-record';
import { createSampleAdapter, projectSampleRecords } from '../support/sample-adapter';
import { projectEntityLoader, type SampleProject } from '../support/sample-project';
import { StoryNavigator } from '../support/story-navigator';
import { SAMPLE_SUPPLIER_ID, userTypeOf, type Viewer } from '../support/viewer';
import { RendererStory } from './renderer-story';

type Descriptor = z.input<typeof EditScreenDescriptor>;
type Row = Record<string, unknown>;
const STORY_MENU = { menuId: 1, respId: 1 };

/** The product's order and delivery note edit screens, as files: stories show their own pieces under another route. */
export const PURCHASE_ORDER_EDIT = purchaseOrderEditJson as unknown as Descriptor;
export const DELIVERY_NOTE_EDIT = deliveryNoteEditJson as unknown as Descriptor;

/** The first confirmed sample order of the supplier view's supplier: the one a delivery note is made from. */
export function confirmedOrderId(project: SampleProject): string | undefined {
  const order = (projectSampleRecords(project).srmPoHeader ?? []).find((row) => row.status === 'CONFIRMED' && row.supplierId === SAMPLE_SUPPLIER_ID);
  return order ? String(order.poHeaderId) : undefined;
}

/** The order's edit screen (the product's) on a confirmed order, as its supplier sees it: 创建送货单 opens the new note. */
export function GenerateStory({ project, language }: { project: SampleProject; language: Language }) {
  const id = confirmedOrderId(project);
  return (
    <RendererStory
      project={project}
      descriptor={{ ...PURCHASE_ORDER_EDIT, route: 'generateDeliveryStory' }}
      params={id ? { id } : {}}
      menuRoute="purchaseOrderList"
      viewer="supplier"
      language={language}
    />
  );
}

/** The order's edit screen with its related documents in the first tab, on a confirmed order that has delivery notes. */
export function RelatedDocumentsStory({ project, viewer, language }: { project: SampleProject; viewer: Viewer; language: Language }) {
  const id = confirmedOrderId(project);
  const tabs = PURCHASE_ORDER_EDIT.tabs ?? [];
  const descriptor: Descriptor = { ...PURCHASE_ORDER_EDIT, route: 'relatedDocumentsStory', tabs: [...tabs.filter((tab) => tab.documentLinks), ...tabs.filter((tab) => !tab.documentLinks)] };
  return <RendererStory project={project} descriptor={descriptor} params={id ? { id } : {}} menuRoute="purchaseOrderList" viewer={viewer} language={language} />;
}

/**
 * The delivery note's 从订单添加 / Add from order lines dialog, open (as after a click on the button) on the
 * sample note the viewer may open: the open lines of confirmed orders of the note's supplier and
 * organisation, those the note ships already checked and locked.
 */
export function PickDialogStory({ project, viewer, language }: { project: SampleProject; viewer: Viewer; language: Language }) {
  const adapter = useMemo(() => createSampleAdapter(project, { viewer, language, resources: [] }), [project, viewer, language]);
  const [loaded, setLoaded] = useState<{ grid: LineGridModel; header: Row; lines: ReturnType<typeof fromServer>['lines'][string] } | { failed: string } | null>(null);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    let live = true;
    (async () => {
      const model = editModelFor(await parseEditScreen(EditScreenDescriptor.parse(DELIVERY_NOTE_EDIT), projectEntityLoader(project)), userTypeOf(viewer));
      const grid = allLineGrids(model).find((candidate) => candidate.pick);
      const id = openableRecordKey(model.entity, projectSampleRecords(project)[model.entity.name] ?? [], viewer);
      const answer = await entityRequests(adapter, model.entity, STORY_MENU).findById(Number(id));
      if (!live) return;
      if (!grid || answer.status !== 'S' || !answer.data) setLoaded({ failed: answer.msg || 'no pick' });
      else {
        const record = fromServer(model.entity, answer.data, model.catalog);
        setLoaded({ grid, header: record.header, lines: record.lines[grid.collection.name] ?? [] });
      }
    })().catch((error: unknown) => live && setLoaded({ failed: String(error) }));
    return () => {
      live = false;
    };
  }, [adapter, project, viewer]);
  if (loaded === null) return <Spin />;
  if ('failed' in loaded) return <div className="arco-message-error">{loaded.failed}</div>;
  const pick = loaded.grid.pick;
  const filter = pick && referenceFilterState(pick.params, loaded.header, undefined);
  if (!pick || filter?.kind !== 'ready') return <div className="arco-message-error">the note has no supplier</div>;
  return (
    <DataAdapterProvider adapter={adapter}>
      <ScreenContextProvider value={{ route: 'pickDialogStory', params: {}, menu: STORY_MENU, userType: userTypeOf(viewer), granted: new Set() }}>
        <StoryNavigator start={{ route: 'pickDialogStory', params: {} }}>
          {() => (
            <>
              <Button type="primary" onClick={() => setOpen(true)}>
                {language === 'EN' ? 'Open the dialog' : '打开选择对话框'}
              </Button>
              {open && <PickDialog pick={pick} params={filter.params} taken={takenSourceKeys(pick, loaded.lines)} onPick={() => setOpen(false)} onClose={() => setOpen(false)} />}
            </>
          )}
        </StoryNavigator>
      </ScreenContextProvider>
    </DataAdapterProvider>
  );
}
