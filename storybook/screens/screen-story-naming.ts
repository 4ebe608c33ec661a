/**
 * How a screen descriptor file becomes a story, shared by the Storybook indexer (Node), the module it
 * imports (screen-stories-plugin.ts) and the story test: title from the path, name from the descriptor.
 */

/** The export every screen story module has. */
export const SCREEN_STORY_EXPORT = 'Screen';

/**
 * Import paths of screen story modules: this prefix, then the descriptor's path in the repository without
 * `.json` (an id ending in .json would be taken for the JSON file itself).
 */
export const SCREEN_STORY_MODULE_PREFIX = 'virtual:srm-screen-story/';

const DESCRIPTOR_PATH = /(?:^|\/)(screens\/([^/]+)\/(.+)\.json)$/;

function descriptorPathParts(path: string): { file: string; area: string; route: string } {
  const match = DESCRIPTOR_PATH.exec(path.replaceAll('\\', '/'));
  if (!match) throw new Error(`${path} is not a screen descriptor path (screens/<area>/<route>.json)`);
  return { file: match[1], area: match[2], route: match[3] };
}

/** `.../screens/purchasing/purOrderManage/purchaseOrderEdit.json` -> `Screens/purchasing/purOrderManage/purchaseOrderEdit`. */
export function screenStoryTitle(path: string): string {
  const { area, route } = descriptorPathParts(path);
  return `Screens/${area}/${route}`;
}

/** The module of a descriptor's story: `virtual:srm-screen-story/screens/<area>/<route>`. */
export function screenStoryImportPath(path: string): string {
  return SCREEN_STORY_MODULE_PREFIX + descriptorPathParts(path).file.replace(/\.json$/, '');
}

/** The descriptor's file under the repository root (`screens/<area>/<route>.json`), from a story module's import path. */
export function descriptorFileOfStory(importPath: string): string {
  return `${importPath.slice(SCREEN_STORY_MODULE_PREFIX.length)}.json`;
}

/** The screen's title in both languages ("采购订单 · Purchase orders"), or the route when it has none. */
export function screenStoryName(path: string, descriptor: unknown): string {
  const title = (descriptor as { title?: { cn?: unknown; en?: unknown } } | null)?.title;
  if (typeof title?.cn === 'string' && typeof title.en === 'string') return `${title.cn} · ${title.en}`;
  return descriptorPathParts(path).route;
}
