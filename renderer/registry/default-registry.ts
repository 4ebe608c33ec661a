import { editScreenEntry } from '../renderers/edit-screen';
import { listScreenEntry } from '../renderers/list-screen';
import { ScreenRegistry } from './screen-registry';

/** Creates a registry holding every renderer the product ships. */
export function createDefaultScreenRegistry(): ScreenRegistry {
  const registry = new ScreenRegistry();
  registry.register('list', listScreenEntry);
  registry.register('edit', editScreenEntry);
  return registry;
}

export const defaultScreenRegistry = createDefaultScreenRegistry();
