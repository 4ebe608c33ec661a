import { createElement, type ComponentType, type ReactElement } from 'react';
import type { LocalizedText } from '../../src/shared/formats/common';
import type { EntityLoader } from '../loading/entity-loader';
import type { ScreenDescriptor, ScreenType } from '../screen-format';

export type DescriptorOf<T extends ScreenType> = Extract<ScreenDescriptor, { type: T }>;

/**
 * One renderer (amis/Odoo style): `parse` turns a validated descriptor into the model the component
 * renders, loading the entity schemas it needs; the component only ever sees the model.
 */
export interface ScreenRendererEntry<T extends ScreenType, Model> {
  parse(descriptor: DescriptorOf<T>, entities: EntityLoader): Promise<Model>;
  component: ComponentType<{ model: Model }>;
}

/** A parsed screen, ready to render; the model's type stays inside the closure. */
export interface PreparedScreen {
  type: ScreenType;
  route: string;
  title: LocalizedText;
  render(): ReactElement;
}

interface RegisteredEntry {
  prepare(descriptor: ScreenDescriptor, entities: EntityLoader): Promise<PreparedScreen>;
}

/** Renderers keyed by descriptor `type`: a duplicate registration throws, and so does a missing type. */
export class ScreenRegistry {
  private readonly entries = new Map<string, RegisteredEntry>();

  register<T extends ScreenType, Model>(type: T, entry: ScreenRendererEntry<T, Model>): void {
    this.registerLazy(type, async () => entry);
  }

  /** A renderer whose code is loaded (its own chunk) the first time a screen of its type opens. */
  registerLazy<T extends ScreenType, Model>(type: T, load: () => Promise<ScreenRendererEntry<T, Model>>): void {
    if (this.entries.has(type)) throw new Error(`a renderer for screen type "${type}" is already registered`);
    const isOwnType = (descriptor: ScreenDescriptor): descriptor is DescriptorOf<T> => descriptor.type === type;
    this.entries.set(type, {
      async prepare(descriptor, entities) {
        if (!isOwnType(descriptor)) throw new Error(`the "${type}" renderer cannot render a "${descriptor.type}" screen`);
        const entry = await load();
        const model = await entry.parse(descriptor, entities);
        return {
          type,
          route: descriptor.route,
          title: descriptor.title,
          render: () => createElement(entry.component, { model }),
        };
      },
    });
  }

  get(type: string): RegisteredEntry {
    const entry = this.entries.get(type);
    if (!entry) throw new Error(`no renderer is registered for screen type "${type}"`);
    return entry;
  }

  has(type: string): boolean {
    return this.entries.has(type);
  }

  types(): string[] {
    return [...this.entries.keys()];
  }
}
