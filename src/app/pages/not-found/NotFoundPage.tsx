import { Button, Result } from '@arco-design/web-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { homePathFor, LOGIN_PATH } from '../../routes/route-guard';
import { sessionUserAtom } from '../../session/session-atoms';

/** The catch-all page: says which address is unknown and offers the way back (home, or sign-in). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useAtomValue(sessionUserAtom);
  const target = user ? homePathFor(user.userType) : LOGIN_PATH;
  return (
    <div className="srm-full-page">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.description', { path: location.pathname })}
        extra={
          <Button type="primary" onClick={() => navigate(target, { replace: true })}>
            {user ? t('notFound.backHome') : t('notFound.backLogin')}
          </Button>
        }
      />
    </div>
  );
}
