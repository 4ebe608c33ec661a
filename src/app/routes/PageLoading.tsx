import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LightSpin } from '../light-controls/LightSpin';
import { pendingPageCountAtom } from './loading-atoms';

/** Suspense fallback of a lazy page: a centred spinner, and the top loading bar runs while it is shown. */
export function PageLoading() {
  const { t } = useTranslation();
  const setPending = useSetAtom(pendingPageCountAtom);
  useEffect(() => {
    setPending((count) => count + 1);
    return () => setPending((count) => count - 1);
  }, [setPending]);
  return (
    <div className="srm-page-loading">
      <LightSpin tip={t('loading')} />
    </div>
  );
}
