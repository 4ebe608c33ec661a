import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import type { DataAdapter, DataRequest } from '../../../../renderer/data/data-adapter';
import { useRejectPrompt, type RejectAnswer } from '../../../../renderer/bpm/history/use-reject-prompt';
import { renderWithProviders } from '../support/render-screen';

const menu = { menuId: 11, respId: 2 };

/** Answers findRejectTargets with `targets`, and records every request. */
function targetsAdapter(targets: { activityId: string; activityName: string | null }[]): DataAdapter & { requests: DataRequest[] } {
  const requests: DataRequest[] = [];
  return {
    requests,
    async request<T>(request: DataRequest): Promise<ApiEnvelope<T>> {
      requests.push(request);
      return { status: 'S', msg: '', data: { taskId: 7, toSubmitterOnly: targets.length === 0, targets } as T };
    },
  } as DataAdapter & { requests: DataRequest[] };
}

function Rejecting({ onAnswer }: { onAnswer: (answer: RejectAnswer | null) => void }) {
  const [ask, prompt] = useRejectPrompt(menu);
  return (
    <>
      <button type="button" onClick={() => void ask('Reject', { taskId: 7 }).then(onAnswer)}>
        reject
      </button>
      {prompt}
    </>
  );
}

async function answered(adapter: DataAdapter, act: () => void): Promise<RejectAnswer | null> {
  let answer: RejectAnswer | null | undefined;
  renderWithProviders(<Rejecting onAnswer={(given) => (answer = given)} />, { adapter, language: 'EN' });
  fireEvent.click(screen.getByText('reject'));
  await screen.findByLabelText('Reason');
  act();
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'price too high' } });
  fireEvent.click(screen.getByText('OK'));
  await waitFor(() => expect(answer).not.toBeUndefined());
  return answer ?? null;
}

describe('rejecting a task', () => {
  it('offers the earlier nodes the server allows after the submitter, who stays chosen unless a node is picked', async () => {
    const adapter = targetsAdapter([{ activityId: 'level1', activityName: 'Buyer manager' }]);
    const answer = await answered(adapter, () => {
      fireEvent.click(screen.getByLabelText('Send back to'));
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['The submitter (the process ends rejected)', 'Buyer manager (level1)']);
    });
    expect(adapter.requests[0]).toMatchObject({ service: 'bpm', resource: 'bpmTaskRestful', operation: 'findRejectTargets', body: { id: 7 }, menu });
    expect(answer).toEqual({ comment: 'price too high' });
  });

  it('sends the process back to the node chosen', async () => {
    const adapter = targetsAdapter([{ activityId: 'level1', activityName: 'Buyer manager' }]);
    const answer = await answered(adapter, () => {
      fireEvent.click(screen.getByLabelText('Send back to'));
      fireEvent.click(screen.getByText('Buyer manager (level1)'));
    });
    expect(answer).toEqual({ comment: 'price too high', targetActivityId: 'level1' });
  });

  it('asks only the reason when the node rejects to the submitter only', async () => {
    const answer = await answered(targetsAdapter([]), () => {
      expect(screen.queryByLabelText('Send back to')).toBeNull();
    });
    expect(answer).toEqual({ comment: 'price too high' });
  });
});
