import type { RouteObject } from 'react-router-dom';
import { HomeRedirect } from './HomeRedirect';
import { ForgetPasswordPage, IframeBoxPage, LoginPage, MainFrame, NotFoundPage, RegisterInfoEditPage, RegisterPage } from './lazy-pages';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { StartupFallback } from './StartupFallback';
import { MAIN_ROUTE_ID, fixedMainChildRoutes } from './screen-child-routes';

/**
 * The route table of spec 000 §2. Screen routes are added under /main by the patcher of create-app-router.ts
 * (they come from the renderer, loaded with the main frame). '/register', '/registerInfoEdit' and '/forget'
 * are public like the login page (the guard lets them through).
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first address is being matched (screen routes are discovered on demand).
      hydrateFallbackElement: <StartupFallback />,
      children: [
        { id: 'index', path: '/', element: <LoginPage /> },
        { id: 'login', path: 'login', element: <LoginPage /> },
        { id: 'register', path: 'register', element: <RegisterPage /> },
        { id: 'registerinfoedit', path: 'registerInfoEdit', element: <RegisterInfoEditPage /> },
        { id: 'forget', path: 'forget', element: <ForgetPasswordPage /> },
        {
          id: MAIN_ROUTE_ID,
          path: 'main',
          element: <MainFrame />,
          children: [{ id: 'mainindex', index: true, element: <HomeRedirect /> }, ...fixedMainChildRoutes()],
        },
        { id: 'iframebox', path: 'iframeBox', element: <IframeBoxPage /> },
        { id: 'notfound', path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
