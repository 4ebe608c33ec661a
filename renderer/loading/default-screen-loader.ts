import { defaultScreenRegistry } from '../registry/default-registry';
import { createEntityLoader } from './entity-loader';
import type { ScreenLinks } from './screen-links';
import { createScreenLoader } from './screen-loader';

/*
 * Lazy globs (never eager): each descriptor and entity schema becomes its own small chunk, loaded when a
 * screen opens. The generated JSON Schemas of the formats (schemas/*.schema.json) are not entities.
 */
const descriptorSources = import.meta.glob<unknown>('/screens/**/*.json', { import: 'default' });
const entitySources = import.meta.glob<unknown>(['/schemas/**/*.json', '!/schemas/**/*.schema.json'], {
  import: 'default',
});

export const defaultEntityLoader = createEntityLoader(entitySources);

export const defaultScreenLoader = createScreenLoader({
  descriptors: descriptorSources,
  entities: defaultEntityLoader,
  registry: defaultScreenRegistry,
});

/** Every route under screens/, from the glob keys: no descriptor is loaded. */
export function listScreenRoutes(): string[] {
  return defaultScreenLoader.routes();
}

/** A route's links to its list or edit screen (the shell's menu context and work bench use them). */
export function loadScreenLinks(route: string): Promise<ScreenLinks> {
  return defaultScreenLoader.links(route);
}
