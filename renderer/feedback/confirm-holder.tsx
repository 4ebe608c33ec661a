import { Modal } from '@arco-design/web-react';
import { useEffect } from 'react';

/** What Arco's Modal.useModal hands out: the dialogs it opens keep the shell's ConfigProvider. */
export type ModalHooks = ReturnType<typeof Modal.useModal>[0];

/**
 * Renders Arco's modal holder and hands its dialog functions to `onReady` once mounted. A module of its own,
 * loaded by use-confirm.tsx with the first confirmation asked.
 */
export default function ConfirmHolder({ onReady }: { onReady: (modal: ModalHooks) => void }) {
  const [modal, holder] = Modal.useModal();
  useEffect(() => onReady(modal), [modal, onReady]);
  return holder;
}
