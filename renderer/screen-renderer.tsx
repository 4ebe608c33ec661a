import { Spin } from '@arco-design/web-react';
import { LazyResult } from './feedback/lazy-result';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  menuFromParams,
  ScreenContextProvider,
  type ScreenContextValue,
  type ScreenUser,
  type UserType,
} from './context/screen-context';
import type { MenuContext } from './data/data-adapter';
import { useRendererI18n } from './i18n/use-renderer-i18n';
import { defaultScreenLoader } from './loading/default-screen-loader';
import { ScreenConfigError } from './loading/screen-config-error';
import { UnknownScreenError, type ScreenLoader } from './loading/screen-loader';
import { useGrantedResources } from './permissions/use-granted-resources';
import type { PreparedScreen } from './registry/screen-registry';

export interface ScreenRendererProps {
  route: string;
  /** `id` opens a record on edit screens; `menuId` / `respId` name the menu context (numbers as text). */
  params: Record<string, string>;
  menu?: MenuContext;
  userType: UserType;
  /** The signed-in user (a new record's `$currentUser` defaults). */
  user?: ScreenUser;
  /** Another loader (tests, Storybook); the default loads screens/ and schemas/ lazily. */
  loader?: ScreenLoader;
}

type LoadState =
  | { status: 'loading'; route: string }
  | { status: 'ready'; route: string; screen: PreparedScreen }
  | { status: 'failed'; route: string; error: unknown };

/** The route's screen from the loader, loaded again when the loader takes new files (a saved descriptor). */
function usePreparedScreen(route: string, loader: ScreenLoader): LoadState {
  const [state, setState] = useState<LoadState>({ status: 'loading', route });
  const revision = useSyncExternalStore(loader.subscribe, loader.revision);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading', route });
    loader.load(route).then(
      (screen) => live && setState({ status: 'ready', route, screen }),
      (error: unknown) => live && setState({ status: 'failed', route, error }),
    );
    return () => {
      live = false;
    };
  }, [route, loader, revision]);
  return state.route === route ? state : { status: 'loading', route };
}

function ScreenFailure({ route, error }: { route: string; error: unknown }) {
  const { t } = useRendererI18n();
  if (error instanceof UnknownScreenError) {
    return <LazyResult status="404" title={t('screen.unknownRoute', { route })} subTitle={t('screen.unknownRouteHint')} />;
  }
  if (error instanceof ScreenConfigError) {
    return <LazyResult status="error" title={t(error.messageKey)} subTitle={error.detail} />;
  }
  return (
    <LazyResult
      status="error"
      title={t('screen.loadFailed')}
      subTitle={<pre style={{ whiteSpace: 'pre-wrap', textAlign: 'left' }}>{error instanceof Error ? error.message : String(error)}</pre>}
    />
  );
}

/**
 * Renders the screen of a route: loads its descriptor lazily, parses it once, and draws it through the
 * registry inside a screen context (menu, params, user type, granted resource codes).
 */
export function ScreenRenderer({ route, params, menu, userType, user, loader = defaultScreenLoader }: ScreenRendererProps) {
  const { t } = useRendererI18n();
  const state = usePreparedScreen(route, loader);
  const screenMenu = menuFromParams(params, menu);
  const granted = useGrantedResources(screenMenu);
  const paramsKey = JSON.stringify(params);
  const stableMenu = useMemo<MenuContext>(
    () => ({ menuId: screenMenu.menuId, respId: screenMenu.respId }),
    [screenMenu.menuId, screenMenu.respId],
  );
  const userId = user?.userId;
  const userName = user?.userName;
  const userFullName = user?.userFullName;
  // Stable while nothing changes, so data hooks keyed on the context do not reload on every render.
  const context = useMemo<ScreenContextValue>(
    () => ({
      route,
      params: JSON.parse(paramsKey) as Record<string, string>,
      menu: stableMenu,
      userType,
      user: userId === undefined ? undefined : { userId, userName: userName ?? '', userFullName: userFullName ?? '' },
      granted,
    }),
    [route, paramsKey, stableMenu, userType, userId, userName, userFullName, granted],
  );

  if (state.status === 'loading') {
    return (
      <div className="srm-screen-loading" style={{ padding: 64, textAlign: 'center' }}>
        <Spin tip={t('common.loading')} />
      </div>
    );
  }
  if (state.status === 'failed') return <ScreenFailure route={route} error={state.error} />;
  // Keyed by route only: params change under a mounted screen when it replaces them itself (replaceParams).
  return (
    <ScreenContextProvider value={context} key={route}>
      {state.screen.render()}
    </ScreenContextProvider>
  );
}
