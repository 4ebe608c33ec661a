import { Tabs } from '@arco-design/web-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import type { TabModel } from './edit-model';
import { tabsLinkedToPanels } from './edit-tabs-aria';

export interface EditTabsProps {
  tabs: readonly TabModel[];
  active: string;
  onChange: (key: string) => void;
  /** Tabs holding an error after a failed save: their titles carry a red mark. */
  withErrors: readonly string[];
  renderTab: (tab: TabModel) => ReactNode;
}

/**
 * The screen's tabs: titles on top, then the active tab's sections and line grids. A tab's content is
 * drawn the first time it is shown and kept (hidden) afterwards, so a long line grid costs nothing until
 * its tab is opened, and the user's scroll position and open line survive switching back and forth.
 */
export function EditTabs({ tabs, active, onChange, withErrors, renderTab }: EditTabsProps) {
  const { t, text } = useRendererI18n();
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));
  const root = useRef<HTMLDivElement>(null);
  const keys = tabs.map((tab) => tab.key).join('\n');
  useEffect(() => (root.current ? tabsLinkedToPanels(root.current, keys.split('\n')) : undefined), [keys]);
  return (
    <div ref={root} className="srm-edit-tabs" style={{ background: 'var(--color-bg-2)', marginBottom: 12 }}>
      <Tabs activeTab={active} onChange={onChange} type="line" size="default" style={{ padding: '0 16px' }}>
        {tabs.map((tab) => (
          <Tabs.TabPane
            key={tab.key}
            title={
              <span className="srm-edit-tab-title" data-tab={tab.key}>
                {text(tab.title)}
                {withErrors.includes(tab.key) && <span className="srm-edit-tab-error" role="img" aria-label={t('edit.tabHasErrors')} title={t('edit.tabHasErrors')} />}
              </span>
            }
          />
        ))}
      </Tabs>
      {tabs
        .filter((tab) => visited.has(tab.key))
        .map((tab) => (
          <div key={tab.key} className="srm-edit-tab-panel" role="tabpanel" data-tab-panel={tab.key} hidden={tab.key !== active}>
            {renderTab(tab)}
          </div>
        ))}
    </div>
  );
}
