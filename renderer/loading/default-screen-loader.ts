import { defaultScreenRegistry } from '../registry/default-registry';
import { createEntityLoader } from './entity-loader';
import type { ScreenLinks } from './screen-links';
import { createScreenLoader, type ScreenLoader, type ScreenLoaderSources } from './screen-loader';

/*
 * Lazy globs (never eager): each descriptor and entity schema becomes its own small chunk, loaded when a
 * screen opens. The generated JSON Schemas of the formats (schemas/*.schema.json) are not entities. The
 * queries have the build check and parse each file (tools/vite/checked-screen-files.ts, which names them).
 */
const sources: ScreenLoaderSources = {
  descriptors: import.meta.glob<unknown>('/screens/**/*.json', { import: 'default', query: '?checked=descriptor' }),
  entities: createEntityLoader(
    import.meta.glob<unknown>(['/schemas/**/*.json', '!/schemas/**/*.schema.json'], { import: 'default', query: '?checked=entity' }),
    { checked: true },
  ),
  checked: true,
};

/**
 * The app's loader. Under the dev server, saving (or adding) a descriptor or an entity schema runs this
 * module again: the loader the app already holds takes the new files and open screens load them, with no
 * restart and no page reload.
 */
export const defaultScreenLoader: ScreenLoader =
  keptAcrossHotUpdates() ?? createScreenLoader({ ...sources, registry: defaultScreenRegistry });

/**
 * The loader of the module's previous run, given the new files, when this run is a hot update. Vite finds
 * `import.meta.hot.accept` by reading the source, so the call is written out here, not through a variable.
 */
function keptAcrossHotUpdates(): ScreenLoader | undefined {
  // Production builds have no hot context; test runners may have one without data.
  const kept = import.meta.hot?.data as { screenLoader?: ScreenLoader } | undefined;
  const previous = kept?.screenLoader;
  previous?.replaceSources(sources);
  return previous;
}

if (import.meta.hot?.data) {
  (import.meta.hot.data as { screenLoader?: ScreenLoader }).screenLoader = defaultScreenLoader;
  import.meta.hot.accept();
}

/** Every route under screens/, from the glob keys: no descriptor is loaded. */
export function listScreenRoutes(): string[] {
  return defaultScreenLoader.routes();
}

/** A route's links to its list or edit screen (the shell's menu context and work bench use them). */
export function loadScreenLinks(route: string): Promise<ScreenLinks> {
  return defaultScreenLoader.links(route);
}
