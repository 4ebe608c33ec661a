import { Modal } from '@arco-design/web-react';
import { useCallback, type ReactElement } from 'react';
import { useRendererI18n } from '../i18n/use-renderer-i18n';

export interface ConfirmOptions {
  title: string;
  content?: string;
  danger?: boolean;
}

/**
 * A confirmation dialog as a promise. The hook form of Arco's Modal keeps the shell's ConfigProvider
 * (locale, theme) that the static Modal.confirm would lose; render the returned holder once.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactElement] {
  const [modal, holder] = Modal.useModal();
  const { t } = useRendererI18n();
  const confirm = useCallback(
    (options: ConfirmOptions) =>
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
    [modal, t],
  );
  return [confirm, holder];
}
