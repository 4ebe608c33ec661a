import '../styles/main-frame.css';
import { Layout, Message } from '@arco-design/web-react';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import type { MenuTreeNode } from '../../shared/tree/menu-tree';
import {
  clearGrantedResources,
  DataAdapterProvider,
  FileTransferProvider,
  listScreenRoutes,
  rendererResources,
  UserMenusProvider,
} from '../../../renderer/index';
import { addResources } from '../i18n/app-i18n';
import { screenHref } from '../routes/main-paths';
import { homePathFor } from '../routes/route-guard';
import { useAppAdapter } from '../session/AppAdapterContext';
import { createAppFileTransfer } from '../session/app-file-transfer';
import { languageAtom, sessionUserAtom } from '../session/session-atoms';
import { signOut } from '../session/session-actions';
import type { SessionUser } from '../session/session-types';
import { useHeartbeat } from '../session/use-heartbeat';
import { activeTab } from '../tabs/tab-state';
import { menuTarget } from './menu-target';
import { routeMenusOf } from './route-menus';
import { SideMenu } from './SideMenu';
import { tabElementIds } from './tab-element-ids';
import { TabContent } from './TabContent';
import { TabsBar } from './TabsBar';
import { TopBar } from './TopBar';
import { useTabController } from './use-tab-controller';
import { useUserMenus } from './use-user-menus';

function MainFrameLayout({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const store = useStore();
  const adapter = useAppAdapter();
  const transfer = useMemo(() => createAppFileTransfer(store), [store]);
  const language = useAtomValue(languageAtom);
  const [collapsed, setCollapsed] = useState(false);
  const menus = useUserMenus(adapter, user.userId, language);
  const tabs = useTabController(homePathFor(user.userType));
  const { state, actions } = tabs;
  const screenRoutes = useMemo(() => new Set(listScreenRoutes()), []);
  // Screens that open others (a report's drill, a dashboard's widgets) do so under the user's own menus.
  const routeMenus = useMemo(() => routeMenusOf(menus.functions.values()), [menus.functions]);

  const openFunction = useCallback(
    (menu: MenuTreeNode) => {
      const target = menuTarget(menu, screenRoutes);
      if (target.kind === 'open') actions.open(target.href);
      else Message.info(t('frame.screenUnavailable'));
    },
    [actions, screenRoutes, t],
  );
  // A message's link: the screen resolves its menu from the user's menus (resolve-screen-menu.ts).
  const openScreen = useCallback((route: string, params: Record<string, string> = {}) => actions.open(screenHref(route, params)), [actions]);
  const selectedMenuId = Number(new URLSearchParams(activeTab(state).search).get('menuId')) || null;

  return (
    <div className="srm-frame">
      <TopBar
        user={user}
        menuCollapsed={collapsed}
        onToggleMenu={() => setCollapsed((value) => !value)}
        onSignOut={() => void signOut(store, adapter)}
        openScreen={openScreen}
      />
      <Layout className="srm-frame__body">
        <Layout.Sider className="srm-frame__sider" theme="dark" width={220} collapsedWidth={48} collapsed={collapsed}>
          <SideMenu
            menus={menus}
            collapsed={collapsed}
            selectedMenuId={selectedMenuId}
            onOpenFunction={openFunction}
          />
        </Layout.Sider>
        <Layout.Content className="srm-frame__main">
          <DataAdapterProvider adapter={adapter}>
            <UserMenusProvider menus={routeMenus} loading={menus.loading}>
              <TabsBar tabs={tabs} functions={menus.functions} />
              <FileTransferProvider transfer={transfer}>
                <div className="srm-frame__content">
                  {state.tabs.map((tab) => (
                    // Every open tab stays mounted (keep-alive); only the active one is visible.
                    // Keyed by pane: a screen replacing its own params (a new record's id) stays mounted.
                    <section
                      key={tab.paneId}
                      id={tabElementIds(tab.paneId).panel}
                      role="tabpanel"
                      aria-labelledby={tabElementIds(tab.paneId).tab}
                      className="srm-tab-pane"
                      hidden={tab.key !== state.activeKey}
                    >
                      <TabContent
                        key={tab.refreshCount}
                        tab={tab}
                        active={tab.key === state.activeKey}
                        actions={actions}
                        user={user}
                        menus={menus}
                      />
                    </section>
                  ))}
                </div>
              </FileTransferProvider>
            </UserMenusProvider>
          </DataAdapterProvider>
        </Layout.Content>
      </Layout>
    </div>
  );
}

/**
 * A new cache per main frame: what one signing-in fetched (menus, messages, the home page's lists) is never
 * served to the next, nor, in tests, to another App. Only the main frame uses swr, so the login page does not
 * load it.
 */
const OWN_CACHE = { provider: () => new Map() };

/**
 * '/main': top bar, menu tree, tabs and the kept-alive tab contents. Loaded lazily with the renderer, whose
 * i18n resources are added here so the login page never downloads them.
 */
export default function MainFrame() {
  const { i18n } = useTranslation();
  useState(() => addResources(i18n, rendererResources));
  const adapter = useAppAdapter();
  useHeartbeat(adapter);
  // Granted button codes belong to the session: the next user of this adapter must load his own.
  useEffect(() => () => clearGrantedResources(adapter), [adapter]);
  const user = useAtomValue(sessionUserAtom);
  // Without a user the guard is already redirecting to the login page.
  return user ? (
    <SWRConfig value={OWN_CACHE}>
      <MainFrameLayout user={user} />
    </SWRConfig>
  ) : null;
}
