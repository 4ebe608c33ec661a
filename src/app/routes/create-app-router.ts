import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { createAppRoutes } from './app-routes';
import { createScreenRoutePatcher } from './screen-child-routes';

/**
 * The renderer's list of screen routes, loaded on demand. Imported from its own module, not the renderer's
 * index: a dynamic import of the index keeps every export of it (the in-memory adapter of the tests included)
 * in the chunk the main frame loads.
 */
async function loadRendererScreenRoutes(): Promise<string[]> {
  const { listScreenRoutes } = await import('../../../renderer/loading/default-screen-loader');
  return listScreenRoutes();
}

export function createAppRouter(loadScreenRoutes: () => Promise<string[]> = loadRendererScreenRoutes) {
  return createBrowserRouter(createAppRoutes(), {
    patchRoutesOnNavigation: createScreenRoutePatcher(loadScreenRoutes),
  });
}

/** The same table over in-memory history, for tests. */
export function createAppMemoryRouter(initialPath: string, loadScreenRoutes: () => Promise<string[]>) {
  return createMemoryRouter(createAppRoutes(), {
    initialEntries: [initialPath],
    patchRoutesOnNavigation: createScreenRoutePatcher(loadScreenRoutes),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
