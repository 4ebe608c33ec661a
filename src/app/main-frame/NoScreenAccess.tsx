import { LazyResult } from '../../../renderer/feedback/lazy-result';
import { useTranslation } from 'react-i18next';

/** Shown instead of a screen none of the user's menus leads to: every call of it would be refused. */
export function NoScreenAccess({ route }: { route: string }) {
  const { t } = useTranslation();
  return (
    <LazyResult
      className="srm-no-screen-access"
      status="403"
      title={t('frame.noScreenAccess')}
      subTitle={t('frame.noScreenAccessHint', { route })}
    />
  );
}
