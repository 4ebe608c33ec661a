import { Button } from '@arco-design/web-react';
import { IconStar } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useCollect } from '../../../renderer/collections/use-collect';
import type { MenuTreeNode } from '../../shared/tree/menu-tree';
import type { OpenTab } from '../tabs/tab-state';
import { useTabTitle } from './use-tab-title';

const SCREEN_PREFIX = '/main/';

/**
 * The star beside the tab strip's actions: adds the active screen (its route, and the record it shows when
 * opened with an id) to the user's collection (我的收藏). Shown only to users holding the collection's menu,
 * and only on screens (not the home page).
 */
export function CollectTabButton({ tab, functions }: { tab: OpenTab; functions: ReadonlyMap<number, MenuTreeNode> }) {
  const { t } = useTranslation();
  const title = useTabTitle(tab, functions);
  const collect = useCollect();
  if (!collect || !tab.pathname.startsWith(SCREEN_PREFIX)) return null;
  const route = decodeURIComponent(tab.pathname.slice(SCREEN_PREFIX.length));
  const id = Number(new URLSearchParams(tab.search).get('id'));
  return (
    <Button
      type="text"
      size="mini"
      icon={<IconStar />}
      aria-label={t('frame.collectTab')}
      title={t('frame.collectTab')}
      onClick={() => void collect({ collectType: 'SCREEN', title, route, ...(Number.isInteger(id) && id > 0 && { targetId: id }) })}
    />
  );
}
