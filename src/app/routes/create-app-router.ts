import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { createAppRoutes } from './app-routes';
import { createScreenRoutePatcher } from './screen-child-routes';

/** The renderer's list of screen routes, loaded on demand (its chunk also carries every renderer). */
async function loadRendererScreenRoutes(): Promise<string[]> {
  const renderer = await import('../../../renderer/index');
  return renderer.listScreenRoutes();
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
