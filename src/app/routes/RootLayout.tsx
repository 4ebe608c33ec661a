import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { authorizationCodeAtom, sessionUserAtom } from '../session/session-atoms';
import { PageLoading } from './PageLoading';
import { guardRedirect } from './route-guard';
import { RouteLoadingBar } from './RouteLoadingBar';

/**
 * The root of every route: the router guard (a page it refuses is never rendered), the top loading bar, the
 * scroll to the top after each navigation, and the Suspense boundary of the lazy pages.
 */
export function RootLayout() {
  const location = useLocation();
  const authorizationCode = useAtomValue(authorizationCodeAtom);
  const user = useAtomValue(sessionUserAtom);
  const redirect = guardRedirect(location.pathname, { authorizationCode, userType: user?.userType ?? null });

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [location.pathname, location.search]);

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <RouteLoadingBar />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
