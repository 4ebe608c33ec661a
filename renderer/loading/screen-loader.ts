import { ScreenDescriptor } from '../screen-format';
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

export interface ScreenLoader {
  routes(): string[];
  /** Loads, validates and parses a route's descriptor into a screen ready to render; cached per route. */
  load(route: string): Promise<PreparedScreen>;
  /** A route's links to its list or edit screen, from the validated descriptor alone (no entity is loaded). */
  links(route: string): Promise<ScreenLinks>;
}

/** Caches one promise per route; a failed one is dropped so a later visit can try again. */
function cachedPerRoute<T>(load: (route: string) => Promise<T>): (route: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (route) => {
    let pending = cache.get(route);
    if (!pending) {
      pending = load(route);
      pending.catch(() => cache.delete(route));
      cache.set(route, pending);
    }
    return pending;
  };
}

export function createScreenLoader(options: {
  descriptors: ModuleSources;
  entities: EntityLoader;
  registry: ScreenRegistry;
}): ScreenLoader {
  let index: Map<string, string> | undefined;
  const pathByRoute = () => (index ??= indexDescriptorSources(options.descriptors));

  const descriptor = cachedPerRoute(async (route: string): Promise<ScreenDescriptor> => {
    const path = pathByRoute().get(route);
    if (!path) throw new UnknownScreenError(route);
    const raw = await options.descriptors[path]();
    const parsed = ScreenDescriptor.safeParse(raw);
    if (!parsed.success) throw new Error(`${path} is not a valid screen descriptor: ${parsed.error.message}`);
    if (parsed.data.route !== route) {
      throw new Error(`${path} declares route "${parsed.data.route}" but its file path gives "${route}"`);
    }
    return parsed.data;
  });
  const prepared = cachedPerRoute(async (route: string): Promise<PreparedScreen> => {
    const parsed = await descriptor(route);
    return options.registry.get(parsed.type).prepare(parsed, options.entities);
  });

  return {
    routes: () => [...pathByRoute().keys()],
    load: prepared,
    links: async (route) => screenLinksOf(await descriptor(route)),
  };
}
