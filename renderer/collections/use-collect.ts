import { Message } from '@arco-design/web-react';
import { useCallback } from 'react';
import { useDataAdapter } from '../context/data-adapter-context';
import { useUserMenus } from '../context/user-menus-context';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { findRouteMenu } from '../loading/route-menu';

/** The per-user collections (favourites): entity and the screen listing them (docs/authoring.md "Dynamic charts and collections"). */
export const COLLECTION_ENTITY = 'baseUserCollection';
export const COLLECTION_ROUTE = 'collect';

export interface CollectItem {
  collectType: 'SCREEN' | 'CHART' | 'GROUP';
  title: string;
  route: string;
  targetId?: number;
}

/**
 * Adds an item to the signed-in user's collection, under his own `collect` menu (its btnAdd grants the
 * save); null when he holds no such menu. The server keeps each record to its user (userScope).
 */
export function useCollect(): ((item: CollectItem) => Promise<boolean>) | null {
  const adapter = useDataAdapter();
  const menus = useUserMenus();
  const { t } = useRendererI18n();
  const menu = menus ? findRouteMenu(COLLECTION_ROUTE, {}, menus) : null;
  const collect = useCallback(
    async (item: CollectItem) => {
      if (!menu) return false;
      const answer = await adapter.request({
        service: 'base',
        resource: `${COLLECTION_ENTITY}Restful`,
        operation: 'saveOrUpdate',
        body: { ...item },
        menu: { menuId: menu.menuId, respId: menu.respId },
      });
      if (answer.status === 'S') Message.success(t('dynamicCharts.starred'));
      else Message.error(t('dynamicCharts.starFailed', { msg: answer.msg }));
      return answer.status === 'S';
    },
    [adapter, menu, t],
  );
  return menu ? collect : null;
}
