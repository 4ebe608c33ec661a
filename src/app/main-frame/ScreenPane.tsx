import { Spin } from '@arco-design/web-react';
import { LazyResult } from '../../../renderer/feedback/lazy-result';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenRenderer, type MenuContext } from '../../../renderer/index';
import type { SessionUser } from '../session/session-types';
import { NoScreenAccess } from './NoScreenAccess';
import { useResolvedMenu } from './use-resolved-menu';
import type { UserMenus } from './use-user-menus';

interface ScreenPaneProps {
  route: string;
  params: Record<string, string>;
  /** The menu context the address carries, if any. */
  menu: MenuContext | undefined;
  /** The signed-in user: their type decides what the screen shows, and `$currentUser` defaults name them. */
  user: SessionUser;
  menus: UserMenus;
  /** Called once a missing menu context is found, so the tab's address can carry it. */
  onMenuResolved: (menu: MenuContext) => void;
}

/**
 * A screen tab. Without a menu context in its address (pasted link, bookmark, old tab) the context comes from
 * the user's menus; without a menu leading to the screen, a "no access" page replaces a screen whose every
 * call would be refused.
 */
export function ScreenPane({ route, params, menu, user, menus, onMenuResolved }: ScreenPaneProps) {
  const { t } = useTranslation();
  const resolution = useResolvedMenu(menu ? null : route, menus);
  const resolvedMenu = resolution.status === 'found' ? resolution.menu : undefined;
  const resolvedMenuId = resolvedMenu?.menuId;
  const resolvedRespId = resolvedMenu?.respId;
  useEffect(() => {
    if (resolvedMenuId !== undefined && resolvedRespId !== undefined) {
      onMenuResolved({ menuId: resolvedMenuId, respId: resolvedRespId });
    }
  }, [resolvedMenuId, resolvedRespId, onMenuResolved]);

  const screenMenu = menu ?? resolvedMenu;
  if (screenMenu || resolution.status === 'unknownScreen') {
    return <ScreenRenderer route={route} params={params} menu={screenMenu} userType={user.userType} user={user} />;
  }
  if (resolution.status === 'noAccess') return <NoScreenAccess route={route} />;
  if (resolution.status === 'menusFailed') {
    return <LazyResult status="error" title={t('frame.menuLoadFailed')} subTitle={resolution.message} />;
  }
  return (
    <div className="srm-page-loading">
      <Spin tip={t('loading')} />
    </div>
  );
}
