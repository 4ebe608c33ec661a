import { Modal } from '@arco-design/web-react';

/** Arco's Modal as a module of its own, so that lazy-modal.tsx can load it (focus lock and styles with it) on demand. */
export default Modal;
