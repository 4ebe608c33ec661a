import { useState } from 'react';
import { DataAdapterProvider, useDataAdapter } from '../../../../renderer/context/data-adapter-context';
import { FileTransferProvider } from '../../../../renderer/context/file-transfer-context';
import {
  ScreenNavigationProvider,
  useScreenNavigation,
} from '../../../../renderer/context/screen-navigation-context';
import { ScreenVisibilityProvider, useScreenVisible } from '../../../../renderer/context/screen-visibility-context';
import type { MenuContext } from '../../../../renderer/data/data-adapter';
import { UserMenusProvider } from '../../../../renderer/context/user-menus-context';
import { findRouteMenu } from '../../../../renderer/loading/route-menu';
import { useLookupMeanings } from '../../../../renderer/lookups/use-lookup-meanings';
import type { ScreenLinks } from '../../../../renderer/loading/screen-links';

/** Screen routes the fake renderer knows, and the descriptor titles it gives them. */
export const FAKE_SCREEN_ROUTES = ['purchaseOrderList', 'purOrderManage/purchaseOrderEdit', 'lookuptype', 'deliveryNoteList', 'deliveryNote/deliveryNoteEdit'];
const FAKE_TITLES: Record<string, { cn: string; en: string }> = {
  'purOrderManage/purchaseOrderEdit': { cn: '采购订单维护', en: 'Purchase order' },
};
const FAKE_LINKS: Record<string, ScreenLinks> = {
  purchaseOrderList: { type: 'list', editRoute: 'purOrderManage/purchaseOrderEdit' },
  'purOrderManage/purchaseOrderEdit': { type: 'edit', listRoute: 'purchaseOrderList' },
  lookuptype: { type: 'list' },
  deliveryNoteList: { type: 'list', editRoute: 'deliveryNote/deliveryNoteEdit' },
  'deliveryNote/deliveryNoteEdit': { type: 'edit', listRoute: 'deliveryNoteList' },
};

async function fakeScreenLinks(route: string): Promise<ScreenLinks> {
  const links = FAKE_LINKS[route];
  if (!links) throw new Error(`unknown screen route "${route}"`);
  return links;
}

interface FakeScreenProps {
  route: string;
  params: Record<string, string>;
  menu?: MenuContext;
  userType: 'internal' | 'supplier';
}

/**
 * Stands in for the renderer's ScreenRenderer in shell tests: it shows what the shell handed it and keeps a
 * counter in React state, so a test can tell a kept-alive screen from a remounted one.
 */
export function FakeScreenRenderer({ route, params, menu, userType }: FakeScreenProps) {
  const [clicks, setClicks] = useState(0);
  const navigation = useScreenNavigation();
  const visible = useScreenVisible();
  useDataAdapter();
  const label = `${route}${params.id ? `#${params.id}` : ''}`;
  return (
    <div data-testid={`screen-${label}`}>
      <span>{`screen ${label} menu ${menu ? `${menu.menuId}/${menu.respId}` : 'none'} as ${userType}`}</span>
      <span>{`${label} is ${visible ? 'visible' : 'hidden'}`}</span>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>{`count ${label}: ${clicks}`}</button>
      <button type="button" onClick={() => navigation.openScreen('purOrderManage/purchaseOrderEdit', { id: '7' })}>
        {`edit from ${label}`}
      </button>
      <button type="button" onClick={() => navigation.openScreen('deliveryNote/deliveryNoteEdit', { id: '5' }, { menu: 'route' })}>
        {`open a note from ${label}`}
      </button>
      <button type="button" onClick={() => navigation.closeCurrent()}>{`back from ${label}`}</button>
      <button type="button" onClick={() => navigation.replaceParams({ ...params, id: '8' })}>{`save ${label} as 8`}</button>
      <button type="button" onClick={() => navigation.nameRecord?.('PO20261126-0008')}>{`name ${label}`}</button>
    </div>
  );
}

export const fakeRendererModule = {
  ScreenRenderer: FakeScreenRenderer,
  DataAdapterProvider,
  useDataAdapter,
  FileTransferProvider,
  ScreenNavigationProvider,
  useScreenNavigation,
  ScreenVisibilityProvider,
  UserMenusProvider,
  findRouteMenu,
  useLookupMeanings,
  // The home page's articles show rich text only once one is opened.
  RichTextView: ({ value }: { value: unknown }) => <div>{String(value)}</div>,
  loadScreenLinks: fakeScreenLinks,
  rendererResources: { CN: { renderer: { fake: '假' } }, EN: { renderer: { fake: 'fake' } } },
  listScreenRoutes: () => [...FAKE_SCREEN_ROUTES],
  clearGrantedResources: () => undefined,
  defaultScreenLoader: {
    routes: () => [...FAKE_SCREEN_ROUTES],
    load: async (route: string) => ({ type: 'edit', route, title: FAKE_TITLES[route] ?? { cn: route, en: route } }),
    links: fakeScreenLinks,
  },
};
