import type { ScreenDescriptor, ScreenType } from '../screen-format';

/**
 * How a screen connects to the others, read from its descriptor without preparing it (no entity is loaded):
 * an edit screen names the list it belongs to (its menu and permissions), a list the edit screen of its rows.
 */
export interface ScreenLinks {
  type: ScreenType;
  listRoute?: string;
  editRoute?: string;
}

export function screenLinksOf(descriptor: ScreenDescriptor): ScreenLinks {
  switch (descriptor.type) {
    case 'list':
      return { type: descriptor.type, editRoute: descriptor.editRoute };
    case 'edit':
      return { type: descriptor.type, listRoute: descriptor.listRoute };
    // A tree screen is its own menu's screen and opens no other.
    case 'tree':
      return { type: descriptor.type };
    case 'kanban':
      // A card opens the edit screen under the board's own menu.
      return { type: descriptor.type, editRoute: descriptor.editRoute };
    // A report's drill and a dashboard's widgets open screens under those screens' own menus: not linked.
    case 'report':
    case 'dashboard':
    // A chart board opens nothing: its charts are drawn in place.
    case 'chartBoard':
      return { type: descriptor.type };
    // The approval platform's designer and instance view belong to the list they are opened from.
    case 'processDesigner':
    case 'processInstance':
      return { type: descriptor.type, listRoute: descriptor.listRoute };
  }
}

/** The entity a screen works on; a dashboard has none (its widgets read under their own routes' menus). */
export function screenEntityOf(descriptor: ScreenDescriptor): string | undefined {
  return descriptor.type === 'dashboard' ? undefined : descriptor.entity;
}

/** The route whose menu (and its resource codes) a screen runs under: the list it belongs to, or its own. */
export function menuRouteOf(route: string, links: ScreenLinks): string {
  return links.listRoute ?? route;
}

/** Screens opened from this one under the same menu: their entities are covered by it too. */
export function linkedRoutesOf(links: ScreenLinks): string[] {
  return [links.editRoute, links.listRoute].filter((route): route is string => route !== undefined);
}
