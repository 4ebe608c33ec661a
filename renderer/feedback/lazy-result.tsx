import { Spin, type ResultProps } from '@arco-design/web-react';
import { lazy, Suspense } from 'react';

/*
 * Arco's Result carries its 403/404/500 pictures (about 27 kB gzip, in the chunk of every list before): it is
 * shown only when something went wrong, so it loads then, not with every screen.
 */
const ArcoResult = lazy(() => import('./arco-result'));

/** Arco's Result, loaded when first shown: a spinner says so for the moment it takes. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={<Spin />}>
      <ArcoResult {...props} />
    </Suspense>
  );
}
