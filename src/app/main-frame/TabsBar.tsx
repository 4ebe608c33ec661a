import { Button, Dropdown, Menu, Tabs } from '@arco-design/web-react';
import { IconDown, IconRefresh } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { MenuTreeNode } from '../../shared/tree/menu-tree';
import type { OpenTab } from '../tabs/tab-state';
import type { TabController } from './use-tab-controller';
import { useTabTitle } from './use-tab-title';

function TabTitle({ tab, functions }: { tab: OpenTab; functions: ReadonlyMap<number, MenuTreeNode> }) {
  const title = useTabTitle(tab, functions);
  return <span title={title}>{title}</span>;
}

/**
 * The compact tab strip under the top bar. Only the headers: the contents are kept mounted by the frame so that
 * switching tabs keeps each screen's state.
 */
export function TabsBar({ tabs, functions }: { tabs: TabController; functions: ReadonlyMap<number, MenuTreeNode> }) {
  const { t } = useTranslation();
  const { state, actions } = tabs;
  const active = state.tabs.find((tab) => tab.key === state.activeKey);
  return (
    <div className="srm-tabs-bar">
      <Tabs
        type="card-gutter"
        size="small"
        editable
        showAddButton={false}
        animation={false}
        activeTab={state.activeKey}
        onChange={(key) => actions.activate(key)}
        onDeleteTab={(key) => actions.close(key)}
        extra={
          <span className="srm-tabs-bar__actions">
            <Button
              type="text"
              size="mini"
              icon={<IconRefresh />}
              aria-label={t('frame.refreshTab')}
              title={t('frame.refreshTab')}
              onClick={() => actions.refresh(state.activeKey)}
            />
            <Dropdown
              droplist={
                <Menu
                  onClickMenuItem={(key) => {
                    if (key === 'close') actions.close(state.activeKey);
                    if (key === 'closeOthers') actions.closeOthers(state.activeKey);
                  }}
                >
                  <Menu.Item key="close" disabled={!active?.closable}>
                    {t('frame.closeTab')}
                  </Menu.Item>
                  <Menu.Item key="closeOthers">{t('frame.closeOtherTabs')}</Menu.Item>
                </Menu>
              }
              position="br"
            >
              <Button type="text" size="mini" icon={<IconDown />} aria-label={t('frame.closeOtherTabs')} />
            </Dropdown>
          </span>
        }
      >
        {state.tabs.map((tab) => (
          <Tabs.TabPane key={tab.key} closable={tab.closable} title={<TabTitle tab={tab} functions={functions} />} />
        ))}
      </Tabs>
    </div>
  );
}
