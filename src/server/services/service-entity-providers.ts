import { isServiceEntity, type EntityCatalog } from '../../shared/entity/entity-catalog';
import type { ServiceEntityProvider } from './service-entity-provider';

/**
 * The providers of the service entities, registered in code at startup (src/server/app.ts). A provider
 * for an entity that is not a service entity, a second one for the same entity, or a service entity
 * left without one stops the server with a message naming the entity.
 */
export class ServiceEntityProviders {
  private readonly byEntity = new Map<string, ServiceEntityProvider>();
  /** Providers that are platform features (the work lists), not business plug-ins: not declared as plug-ins. */
  private readonly platform = new Set<string>();

  constructor(private readonly catalog: EntityCatalog) {}

  /** `platform`: engine code any entity's screens rely on (the work lists), as opposed to a plug-in (plugin-declarations.ts). */
  register(entityName: string, provider: ServiceEntityProvider, kind: 'plugin' | 'platform' = 'plugin'): void {
    if (!this.catalog.has(entityName) || !isServiceEntity(this.catalog.get(entityName))) {
      throw new Error(`a provider is registered for ${entityName}, which is not an entity with "storage": "service"`);
    }
    if (this.byEntity.has(entityName)) throw new Error(`entity ${entityName} has two providers`);
    this.byEntity.set(entityName, provider);
    if (kind === 'platform') this.platform.add(entityName);
  }

  /** The entities a plug-in provider answers (each declared in plugin-declarations.ts). */
  pluginEntities(): string[] {
    return [...this.byEntity.keys()].filter((name) => !this.platform.has(name));
  }

  get(entityName: string): ServiceEntityProvider {
    const provider = this.byEntity.get(entityName);
    if (!provider) throw new Error(`entity ${entityName} has "storage": "service" but no provider is registered for it`);
    return provider;
  }
}
