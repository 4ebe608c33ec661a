import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import type { DataAdapter, DataRequest } from '../../../../renderer/data/data-adapter';
import { OperationFormDialog } from '../../../../renderer/buttons/operation-form-dialog';
import { OperationFormField } from '../../../../renderer/descriptors/button.schema';
import { failOnConsoleError } from '../support/console-guard';
import { allEntities } from '../support/fixtures';
import { renderWithProviders } from '../support/render-screen';

failOnConsoleError();

const INSTANCE = allEntities.find((entity) => entity.name === 'bpmProcessInstance')!;
const FIELDS = [
  { name: 'modelKey', label: { cn: '流程模型', en: 'Process model' }, choices: 'findStartChoices' },
  { name: 'entity', label: { cn: '单据类型', en: 'Document type' }, choices: 'findStartChoices' },
  { name: 'id', label: { cn: '单据', en: 'Document' }, choices: 'findStartChoices', dependsOn: ['entity'] },
].map((field) => OperationFormField.parse(field));

const CHOICES: Record<string, { value: string | number; label: string }[]> = {
  modelKey: [{ value: 'poApproval', label: '采购订单审批 (poApproval v2)' }],
  entity: [{ value: 'srmPoHeader', label: '采购订单 (srmPoHeader)' }],
  id: [{ value: 7, label: 'PO0007 · DRAFT' }],
};

function choicesAdapter(): DataAdapter & { requests: DataRequest[] } {
  const requests: DataRequest[] = [];
  return {
    requests,
    async request<T>(request: DataRequest): Promise<ApiEnvelope<T>> {
      requests.push(request);
      const field = String((request.body as Record<string, unknown>).field);
      return { status: 'S', msg: '', data: CHOICES[field] as T };
    },
  } as unknown as DataAdapter & { requests: DataRequest[] };
}

async function choose(label: string, option: string): Promise<void> {
  const item = screen.getByText(label).closest('.arco-form-item') as HTMLElement;
  fireEvent.click(item.querySelector('.arco-select-view') as HTMLElement);
  fireEvent.click(await screen.findByText(option, { selector: '.arco-select-option' }));
}

describe('the form of a toolbar operation', () => {
  it('reads each field choices, asks for a dependent field once its field is chosen, and sends the chosen values', async () => {
    const adapter = choicesAdapter();
    const onSubmit = vi.fn();
    renderWithProviders(
      <OperationFormDialog title="发起流程" entity={INSTANCE} menu={{ menuId: 5, respId: 1 }} fields={FIELDS} busy={false} onSubmit={onSubmit} onCancel={() => undefined} />,
      { adapter },
    );
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: /确定|确 定/ });
    expect(ok.hasAttribute('disabled')).toBe(true);
    // The document list waits for the document type.
    await waitFor(() => expect(adapter.requests.map((request) => (request.body as Record<string, unknown>).field).sort()).toEqual(['entity', 'modelKey']));
    await choose('流程模型', '采购订单审批 (poApproval v2)');
    await choose('单据类型', '采购订单 (srmPoHeader)');
    await waitFor(() => expect(adapter.requests.at(-1)).toMatchObject({ service: 'bpm', resource: 'bpmProcessInstanceRestful', operation: 'findStartChoices', body: { field: 'id', entity: 'srmPoHeader' }, menu: { menuId: 5 } }));
    await choose('单据', 'PO0007 · DRAFT');
    await waitFor(() => expect(ok.hasAttribute('disabled')).toBe(false));
    fireEvent.click(ok);
    expect(onSubmit).toHaveBeenCalledWith({ modelKey: 'poApproval', entity: 'srmPoHeader', id: 7 });
  });
});
