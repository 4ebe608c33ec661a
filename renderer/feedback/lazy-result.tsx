import type { ResultProps } from '@arco-design/web-react';
import { lazy, Suspense } from 'react';

/*
 * Arco's Result carries its 403/404/500 pictures (27 kB gzip, more than the list screen's own code): it is
 * shown only when something went wrong, so it loads then, not with every screen.
 */
const ArcoResult = lazy(() => import('./arco-result'));

/** Arco's Result, loaded when first shown (nothing is drawn for the moment it takes). */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <ArcoResult {...props} />
    </Suspense>
  );
}
