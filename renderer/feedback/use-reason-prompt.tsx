import { useCallback, useState, type ReactElement } from 'react';
import { ReasonModal } from './reason-modal';

interface PendingPrompt {
  actionLabel: string;
  resolve: (reason: string | null) => void;
}

/** Asks for a reason as a promise: the reason text, or null when the user cancels. Render the element. */
export function useReasonPrompt(): [(actionLabel: string) => Promise<string | null>, ReactElement | null] {
  const [pending, setPending] = useState<PendingPrompt | null>(null);
  const ask = useCallback(
    (actionLabel: string) => new Promise<string | null>((resolve) => setPending({ actionLabel, resolve })),
    [],
  );
  const element = pending ? (
    <ReasonModal
      actionLabel={pending.actionLabel}
      onSubmit={(reason) => {
        setPending(null);
        pending.resolve(reason);
      }}
      onCancel={() => {
        setPending(null);
        pending.resolve(null);
      }}
    />
  ) : null;
  return [ask, element];
}
