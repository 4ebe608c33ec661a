import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveTaskActions } from '../../../../renderer/bpm/task-action-buttons';
import { ButtonDescriptor } from '../../../../renderer/descriptors/button.schema';
import type { EntityLoader } from '../../../../renderer/loading/entity-loader';
import { ProcessInstanceDescriptor } from '../../../../renderer/renderers/process-instance/process-instance.schema';
import type { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { attachmentWidgetsOf } from '../../../../src/server/files/attachment-widgets';
import type { EntityCatalog } from '../../../../src/shared/entity/entity-catalog';

const SCHEMAS: Record<string, string> = { bpmTask: 'schemas/bpm/bpmTask.json', bpmTaskHistory: 'schemas/bpm/bpmTaskHistory.json', baseUsers: 'schemas/base/baseUsers.json' };
const loader: EntityLoader = {
  load: (name) => {
    const path = SCHEMAS[name];
    if (!path) return Promise.reject(new Error(`no entity ${name}`));
    return Promise.resolve(JSON.parse(readFileSync(path, 'utf8')) as EntitySchema);
  },
};

const transfer = {
  action: 'doTransferTask',
  resource: 'btnTransfer',
  label: { cn: '转办', en: 'Transfer' },
  operation: {
    comment: 'optional',
    inputs: [
      { name: 'targetUserId', ref: 'baseUsers', required: true, label: { cn: '转办给', en: 'Transfer to' } },
      { name: 'position', lookup: 'BPM_ADD_SIGN_POSITION', label: { cn: '方式', en: 'Position' } },
      { name: 'attachmentIds', attachments: 'bpmTaskHistory.attachmentIds', attachmentConfig: { maxCount: 3, permissionCheck: false }, label: { cn: '附件', en: 'Files' } },
    ],
  },
};

describe('operation buttons that ask for inputs', () => {
  it('resolves each input to the editor it needs: a reference select, a lookup select, an attachment widget', async () => {
    const task = await loader.load('bpmTask');
    const [button] = await resolveTaskActions([ButtonDescriptor.parse(transfer)], task, loader, 'test');
    expect(button.inputs.map((spec) => [spec.name, spec.kind, spec.required])).toEqual([
      ['targetUserId', 'reference', true],
      ['position', 'lookup', false],
      ['attachmentIds', 'attachment', false],
    ]);
    expect(button.inputs[0].reference?.entity.name).toBe('baseUsers');
    expect(button.inputs[1].lookupType).toBe('BPM_ADD_SIGN_POSITION');
    // The operation binds the files: no document key sends them to a document on upload.
    expect(button.inputs[2].attachment).toMatchObject({ entity: 'bpmTaskHistory', field: 'attachmentIds', documentKey: undefined, maxCount: 3, permissionCheck: false });
  });

  it('refuses an input naming no kind or two, and files for a field that is not an attachment', async () => {
    const input = (extra: Record<string, unknown>) => ({ ...transfer, operation: { inputs: [{ name: 'x', label: { cn: 'x', en: 'x' }, ...extra }] } });
    expect(ButtonDescriptor.safeParse(input({})).success).toBe(false);
    expect(ButtonDescriptor.safeParse(input({ ref: 'baseUsers', lookup: 'X' })).success).toBe(false);
    expect(ButtonDescriptor.safeParse(input({ attachments: 'no-dot' })).success).toBe(false);
    const wrongField = ButtonDescriptor.parse(input({ attachments: 'bpmTaskHistory.actionComment' }));
    await expect(resolveTaskActions([wrongField], await loader.load('bpmTask'), loader, 'test')).rejects.toThrow('is not of type "attachment"');
  });

  it('an instance view offers upload for the attachment inputs of its task and admin buttons only', () => {
    const descriptor = ProcessInstanceDescriptor.parse(JSON.parse(readFileSync('screens/bpm/processInstanceDetail.json', 'utf8')));
    const widgets = attachmentWidgetsOf(descriptor, {} as EntityCatalog);
    expect(widgets).toEqual([{ entity: 'bpmTaskHistory', field: 'attachmentIds', config: { maxCount: 10, permissionCheck: false } }]);
    const bare = ProcessInstanceDescriptor.parse({ ...descriptor, adminTaskActions: [] });
    expect(attachmentWidgetsOf(bare, {} as EntityCatalog)).toEqual([]);
  });
});
