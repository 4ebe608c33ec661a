import type { ScreenDescriptor } from '../screen-format';
import type { PreparedScreen, ScreenRegistry } from '../registry/screen-registry';
import type { EntityLoader, ModuleSources } from './entity-loader';
import { screenLinksOf, type ScreenLinks } from './screen-links';
import { indexDescriptorSources } from './screen-routes';

/** Thrown for a route without a descriptor, so the renderer can tell "unknown" from "broken". */
export class UnknownScreenError extends Error {
  constructor(readonly route: string) {
    super(`unknown screen route "${route}"`);
    this.name = 'UnknownScreenError';
  }
}

export interface ScreenLoaderSources {
  descriptors: ModuleSources;
  entities: EntityLoader;
  /**
   * The descriptors were checked and parsed when the app was built (tools/vite/checked-screen-files.ts): the
   * loader takes them as they come. Otherwise it checks each with zod (check-screen-files.ts, loaded then).
   */
  checked?: boolean;
}

export interface ScreenLoader {
  routes(): string[];
  /** Loads, validates and parses a route's descriptor into a screen ready to render; cached per route. */
  load(route: string): Promise<PreparedScreen>;
  /** A route's links to its list or edit screen, from the validated descriptor alone (no entity is loaded). */
  links(route: string): Promise<ScreenLinks>;
  /**
   * Takes new descriptor and entity sources and forgets everything parsed from the old ones (a file saved
   * while the dev server runs); subscribers are told, so open screens load again.
   */
  replaceSources(sources: ScreenLoaderSources): void;
  /** Calls `listener` after every replaceSources; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** Counts replaceSources calls: what a screen compares to know it is out of date. */
  revision(): number;
}

/** Caches one promise per route; a failed one is dropped so a later visit can try again. */
function cachedPerRoute<T>(load: (route: string) => Promise<T>): ((route: string) => Promise<T>) & { forget(): void } {
  const cache = new Map<string, Promise<T>>();
  const cached = (route: string) => {
    let pending = cache.get(route);
    if (!pending) {
      pending = load(route);
      const owner = pending;
      // Only this promise's own entry: after forget() a newer load may hold the route.
      pending.catch(() => cache.get(route) === owner && cache.delete(route));
      cache.set(route, pending);
    }
    return pending;
  };
  return Object.assign(cached, { forget: () => cache.clear() });
}

export function createScreenLoader(options: ScreenLoaderSources & { registry: ScreenRegistry }): ScreenLoader {
  let sources: ScreenLoaderSources = options;
  let index: Map<string, string> | undefined;
  let revision = 0;
  const listeners = new Set<() => void>();
  const pathByRoute = () => (index ??= indexDescriptorSources(sources.descriptors));

  const descriptor = cachedPerRoute(async (route: string): Promise<ScreenDescriptor> => {
    const path = pathByRoute().get(route);
    if (!path) throw new UnknownScreenError(route);
    const raw = await sources.descriptors[path]();
    const parsed = sources.checked ? (raw as ScreenDescriptor) : (await import('./check-screen-files')).checkScreenDescriptor(raw, path);
    if (parsed.route !== route) {
      throw new Error(`${path} declares route "${parsed.route}" but its file path gives "${route}"`);
    }
    return parsed;
  });
  const prepared = cachedPerRoute(async (route: string): Promise<PreparedScreen> => {
    const parsed = await descriptor(route);
    return options.registry.get(parsed.type).prepare(parsed, sources.entities);
  });

  return {
    routes: () => [...pathByRoute().keys()],
    load: prepared,
    links: async (route) => screenLinksOf(await descriptor(route)),
    replaceSources(next) {
      sources = next;
      index = undefined;
      descriptor.forget();
      prepared.forget();
      revision += 1;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    revision: () => revision,
  };
}
