/**
 * The renderer's public API: what the shell and Storybook use. The in-memory data adapter of Storybook and the
 * tests is imported from `./data/memory-adapter` itself: the built app never needs it.
 */
export { ScreenRenderer, type ScreenRendererProps } from './screen-renderer';
export { DataAdapterProvider, useDataAdapter } from './context/data-adapter-context';
export { FileTransferProvider, useFileTransfer } from './context/file-transfer-context';
export {
  ScreenNavigationProvider,
  useScreenNavigation,
  type ScreenNavigation,
} from './context/screen-navigation-context';
export { ScreenVisibilityProvider, useScreenVisible } from './context/screen-visibility-context';
export { UserMenusProvider, useUserMenus, useUserMenusLoading, type UserMenu } from './context/user-menus-context';
export { findRouteMenu } from './loading/route-menu';
export { useScreenContext, type UserType, type ScreenContextValue } from './context/screen-context';
export { rendererResources, RENDERER_NAMESPACE } from './i18n/renderer-resources';
export { listScreenRoutes, defaultScreenLoader, loadScreenLinks } from './loading/default-screen-loader';
export type { ScreenLinks } from './loading/screen-links';
export { createHttpAdapter, type HttpAdapterOptions, type SessionCredentials } from './data/http-adapter';
export type { DataAdapter, DataRequest, MenuContext } from './data/data-adapter';
export { clearGrantedResources } from './permissions/granted-resources';
export { LOOKUP_STORAGE_PREFIX } from './lookups/lookup-storage';
export { useLookup } from './lookups/use-lookup';
export { useLookupMeanings } from './lookups/use-lookup-meanings';
export { ScreenRegistry } from './registry/screen-registry';
export { createDefaultScreenRegistry } from './registry/default-registry';
export { createScreenLoader, UnknownScreenError, type ScreenLoader } from './loading/screen-loader';
export { RichTextView } from './display/rich-text-view';
