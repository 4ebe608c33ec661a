// The strip is our own tablist drawn with Arco's tab classes, so Arco's Tabs styles are not brought in by a component import.
import '@arco-design/web-react/es/Tabs/style/css.js';
import { Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconClose, IconDown, IconRefresh } from '@arco-design/web-react/icon';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuTreeNode } from '../../shared/tree/menu-tree';
import type { OpenTab } from '../tabs/tab-state';
import { tabElementIds } from './tab-element-ids';
import type { TabController } from './use-tab-controller';
import { useTabTitle } from './use-tab-title';
import { CollectTabButton } from './CollectTabButton';

function TabTitle({ tab, functions }: { tab: OpenTab; functions: ReadonlyMap<number, MenuTreeNode> }) {
  const title = useTabTitle(tab, functions);
  return <span title={title}>{title}</span>;
}

/** Arrow keys move along the strip (the focused tab is shown), Delete closes a closable tab. */
function keyTarget(tabs: OpenTab[], index: number, key: string): OpenTab | undefined {
  if (key === 'ArrowRight') return tabs[(index + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(index - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}

/**
 * The compact tab strip under the top bar. Only the headers: the contents are kept mounted by the frame so that
 * switching tabs keeps each screen's state. Drawn with Arco's card-gutter classes but not with its Tabs: a tab
 * of a tab list must hold no control of its own (Arco nests a focusable close button in it), so the close
 * cross is for the mouse and Delete (or the menu at the right) closes for the keyboard.
 */
export function TabsBar({ tabs, functions }: { tabs: TabController; functions: ReadonlyMap<number, MenuTreeNode> }) {
  const { t } = useTranslation();
  const { state, actions } = tabs;
  const active = state.tabs.find((tab) => tab.key === state.activeKey);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, tab: OpenTab, index: number) => {
    if (event.key === 'Delete' && tab.closable) {
      event.preventDefault();
      actions.close(tab.key);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      actions.activate(tab.key);
      return;
    }
    const next = keyTarget(state.tabs, index, event.key);
    if (!next) return;
    event.preventDefault();
    actions.activate(next.key);
    document.getElementById(tabElementIds(next.paneId).tab)?.focus();
  };
  return (
    <div className="srm-tabs-bar arco-tabs arco-tabs-horizontal arco-tabs-top arco-tabs-card-gutter arco-tabs-size-small">
      <div className="arco-tabs-header-nav arco-tabs-header-nav-horizontal arco-tabs-header-nav-top arco-tabs-header-size-small arco-tabs-header-nav-card-gutter">
        <div className="arco-tabs-header-scroll srm-tabs-bar__scroll">
          <div className="arco-tabs-header-wrapper">
            <div className="arco-tabs-header" role="tablist" aria-label={t('frame.openTabs')}>
              {state.tabs.map((tab, index) => {
                const isActive = tab.key === state.activeKey;
                const ids = tabElementIds(tab.paneId);
                return (
                  <div
                    key={tab.key}
                    id={ids.tab}
                    role="tab"
                    aria-selected={isActive}
                    aria-controls={ids.panel}
                    tabIndex={isActive ? 0 : -1}
                    className={`arco-tabs-header-title${isActive ? ' arco-tabs-header-title-active' : ''}${tab.closable ? ' arco-tabs-header-title-editable' : ''}`}
                    onClick={() => actions.activate(tab.key)}
                    onKeyDown={(event) => onKeyDown(event, tab, index)}
                  >
                    <span className="arco-tabs-header-title-text">
                      <TabTitle tab={tab} functions={functions} />
                    </span>
                    {tab.closable && (
                      // Not focusable: the keyboard closes with Delete on the tab itself.
                      <span
                        className="arco-tabs-close-icon"
                        aria-hidden="true"
                        onClick={(event) => {
                          event.stopPropagation();
                          actions.close(tab.key);
                        }}
                      >
                        <span className="arco-icon-hover arco-tabs-icon-hover">
                          <IconClose />
                        </span>
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        </div>
        <div className="arco-tabs-header-extra srm-tabs-bar__actions">
          {active && <CollectTabButton tab={active} functions={functions} />}
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
            <Button type="text" size="mini" icon={<IconDown />} aria-label={t('frame.tabActions')} />
          </Dropdown>
        </div>
      </div>
    </div>
  );
}
