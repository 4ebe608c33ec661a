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
  }
}
