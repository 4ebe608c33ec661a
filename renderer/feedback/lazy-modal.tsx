import type { ModalProps } from '@arco-design/web-react';
import { lazy, Suspense, useState, type PropsWithChildren } from 'react';

/*
 * Arco's Modal brings its focus lock (about 10 kB gzip with its styles): screens show no dialog when they
 * open, so it loads when one is first made visible.
 */
const ArcoModal = lazy(() => import('./arco-modal'));

/**
 * Arco's Modal, loaded when first made visible. Until then it draws nothing, as Arco's own closed Modal does;
 * once loaded it stays rendered, so closing animates and the dialog's state lasts as Arco keeps it.
 */
export function LazyModal(props: PropsWithChildren<ModalProps>) {
  const [wanted, setWanted] = useState(Boolean(props.visible));
  if (props.visible && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ArcoModal {...props} />
    </Suspense>
  ) : null;
}
