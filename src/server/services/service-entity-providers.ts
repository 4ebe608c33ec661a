import { isServiceEntity, type EntityCatalog } from '../../shared/entity/entity-catalog';
import type { ServiceEntityProvider } from './service-entity-provider';

/**
 * The providers of the service entities, registered in code at startup (src/server/app.ts). A provider
 * for an entity that is not a service entity, a second one for the same entity, or a service entity
 * left without one stops the server with a message naming the entity.
 */
export class ServiceEntityProviders {
  private readonly byEntity = new Map<string, ServiceEntityProvider>();

  constructor(private readonly catalog: EntityCatalog) {}

  register(entityName: string, provider: ServiceEntityProvider): void {
    if (!this.catalog.has(entityName) || !isServiceEntity(this.catalog.get(entityName))) {
      throw new Error(`a provider is registered for ${entityName}, which is not an entity with "storage": "service"`);
    }
    if (this.byEntity.has(entityName)) throw new Error(`entity ${entityName} has two providers`);
    this.byEntity.set(entityName, provider);
  }

  /** The entities a provider answers. */
  entities(): string[] {
    return [...this.byEntity.keys()];
  }

  get(entityName: string): ServiceEntityProvider {
    const provider = this.byEntity.get(entityName);
    if (!provider) throw new Error(`entity ${entityName} has "storage": "service" but no provider is registered for it`);
    return provider;
  }
}
