// Its reload button is drawn with Arco's button classes, without the component.
import '@arco-design/web-react/es/Button/style/css.js';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Shown when a route cannot load (most often a chunk that failed to download after a deployment): the cause
 * and a reload, never a blank page. Plain markup on purpose: it is in the first bundle and must not depend on
 * a chunk that may be the one failing (Arco's Result alone would add its large illustrations).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <div className="srm-full-page">
      <div className="srm-route-error" role="alert">
        <h1>{t('routeError.title')}</h1>
        <p>{describe(error)}</p>
        <button type="button" className="arco-btn arco-btn-primary arco-btn-size-default arco-btn-shape-square" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </div>
    </div>
  );
}
