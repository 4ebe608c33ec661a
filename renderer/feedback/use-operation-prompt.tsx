import { useCallback, useState, type ReactElement } from 'react';
import type { ButtonOperation } from '../descriptors/button.schema';
import type { FieldSpec } from '../fields/field-spec';
import { OperationModal, type OperationAnswer } from './operation-modal';

interface PendingPrompt {
  actionLabel: string;
  comment: ButtonOperation['comment'];
  inputs: readonly FieldSpec[];
  resolve: (answer: OperationAnswer | null) => void;
}

/** Asks for an operation's inputs and comment as a promise: the answer, or null when the user cancels. Render the element. */
export function useOperationPrompt(): [(actionLabel: string, comment: ButtonOperation['comment'], inputs: readonly FieldSpec[]) => Promise<OperationAnswer | null>, ReactElement | null] {
  const [pending, setPending] = useState<PendingPrompt | null>(null);
  const ask = useCallback(
    (actionLabel: string, comment: ButtonOperation['comment'], inputs: readonly FieldSpec[]) =>
      new Promise<OperationAnswer | null>((resolve) => setPending({ actionLabel, comment, inputs, resolve })),
    [],
  );
  const finish = (answer: OperationAnswer | null) => {
    setPending(null);
    pending?.resolve(answer);
  };
  const element = pending ? <OperationModal actionLabel={pending.actionLabel} comment={pending.comment} inputs={pending.inputs} onSubmit={finish} onCancel={() => finish(null)} /> : null;
  return [ask, element];
}
