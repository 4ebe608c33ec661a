import { changeRequestPlan } from '../../src/shared/change-request/change-request-plan';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { ParsedEntity } from './check-entities';
import type { ProblemList } from './problems';

/** Every `changeRequestOf` resolves against the other schemas: target, copied fields and lines, change records (docs/authoring.md "Change requests"). */
export function checkChangeRequests(entities: ReadonlyMap<string, ParsedEntity>, problems: ProblemList): void {
  const requests = [...entities.values()].filter(({ entity }) => entity.changeRequestOf);
  if (requests.length === 0) return;
  let catalog: EntityCatalog;
  try {
    catalog = new EntityCatalog([...entities.values()].map(({ entity }) => entity));
  } catch {
    return; // a duplicate name is reported elsewhere
  }
  for (const { file, entity } of requests) {
    for (const text of changeRequestPlan(catalog, entity).problems) problems.add(file, '$.changeRequestOf', text);
  }
}
