import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import type { ModalHooks } from './confirm-holder';

export interface ConfirmOptions {
  title: string;
  content?: string;
  danger?: boolean;
}

/* Arco's Modal (and its focus lock) loads with the first confirmation asked, not with every screen. */
const ConfirmHolder = lazy(() => import('./confirm-holder'));

/** A promise of the dialog functions, settled once the holder has mounted. */
function modalReady(): { promise: Promise<ModalHooks>; resolve: (modal: ModalHooks) => void } {
  let resolve: (modal: ModalHooks) => void = () => undefined;
  const promise = new Promise<ModalHooks>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * A confirmation dialog as a promise. The hook form of Arco's Modal keeps the shell's ConfigProvider
 * (locale, theme) that the static Modal.confirm would lose; render the returned holder once.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactElement] {
  const { t } = useRendererI18n();
  const [ready] = useState(modalReady);
  const [wanted, setWanted] = useState(false);
  const confirm = useCallback(
    (options: ConfirmOptions) => {
      setWanted(true);
      return ready.promise.then(
        (modal) =>
          new Promise<boolean>((resolve) => {
            if (!modal.confirm) {
              resolve(false);
              return;
            }
            modal.confirm({
              title: options.title,
              content: options.content,
              okText: t('common.ok'),
              cancelText: t('common.cancel'),
              okButtonProps: options.danger ? { status: 'danger' } : undefined,
              onOk: () => resolve(true),
              onCancel: () => resolve(false),
            });
          }),
      );
    },
    [ready, t],
  );
  const holder = (
    <Suspense fallback={null}>{wanted && <ConfirmHolder onReady={ready.resolve} />}</Suspense>
  );
  return [confirm, holder];
}
