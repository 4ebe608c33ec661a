/** Opens a route under /main in a tab (params become the query; menuId/respId carry the menu context). */
export type ScreenOpener = (route: string, params?: Record<string, string>) => void;
