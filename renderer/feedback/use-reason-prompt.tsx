import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';

/* The dialog (Arco's Form and Modal with it) loads when a reason is first asked, not with every list. */
const ReasonModal = lazy(async () => ({ default: (await import('./reason-modal')).ReasonModal }));

interface PendingPrompt {
  actionLabel: string;
  optional: boolean;
  resolve: (reason: string | null) => void;
}

/**
 * Asks for a reason as a promise: the reason text, or null when the user cancels. Render the element.
 * `optional` asks for a comment that may stay empty (an approval's).
 */
export function useReasonPrompt(): [(actionLabel: string, options?: { optional?: boolean }) => Promise<string | null>, ReactElement | null] {
  const [pending, setPending] = useState<PendingPrompt | null>(null);
  const ask = useCallback(
    (actionLabel: string, options?: { optional?: boolean }) =>
      new Promise<string | null>((resolve) => setPending({ actionLabel, optional: options?.optional ?? false, resolve })),
    [],
  );
  const element = pending ? (
    <Suspense fallback={null}>
      <ReasonModal
      actionLabel={pending.actionLabel}
      optional={pending.optional}
      onSubmit={(reason) => {
        setPending(null);
        pending.resolve(reason);
      }}
      onCancel={() => {
        setPending(null);
        pending.resolve(null);
      }}
      />
    </Suspense>
  ) : null;
  return [ask, element];
}
