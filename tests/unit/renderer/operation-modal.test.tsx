import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../../../renderer/data/memory-adapter';
import { OperationModal } from '../../../renderer/feedback/operation-modal';
import type { FieldSpec } from '../../../renderer/fields/field-spec';
import { DEMO_ENTITIES } from '../../../storybook/sample-data/demo/demo-entities';
import { lookupSeed } from './support/fixtures';
import { renderWithProviders } from './support/render-screen';

const position: FieldSpec = {
  name: 'position',
  label: { cn: '加签方式', en: 'Signs' },
  kind: 'lookup',
  lookupType: 'BPM_ADD_SIGN_POSITION',
  integer: false,
  dateFormat: 'yyyy-MM-dd',
  serverSet: false,
  required: true,
};

function renderModal(onSubmit: (answer: unknown) => void) {
  const adapter = createMemoryAdapter({ entities: DEMO_ENTITIES, records: {}, lookups: lookupSeed, resources: [], user: { userId: 9, userType: 'internal', supplierId: 1 } });
  return renderWithProviders(<OperationModal actionLabel="Add signer" comment="required" inputs={[position]} onSubmit={onSubmit} onCancel={() => undefined} />, { adapter, language: 'EN' });
}

describe('the dialog of an operation that asks for inputs', () => {
  it('answers nothing while a required input or the required comment is missing, then sends both', async () => {
    const onSubmit = vi.fn();
    renderModal(onSubmit);
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Enter a reason')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  needs finance  ' } });
    fireEvent.click(document.querySelector('.arco-modal .arco-select-view') as HTMLElement);
    fireEvent.click(await screen.findByText('After the holder', { selector: '.arco-select-option, .arco-select-option *' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ comment: 'needs finance', values: { position: 'AFTER' } }));
  });
});
