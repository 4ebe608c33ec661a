import type { ParsedEntity } from './check-entities';
import type { ProblemList } from './problems';
import { didYouMean } from './suggest';

/** The screen routes a participant scope opens every record to must be routes of screens. */
export function checkScopeRoutes(entities: Map<string, ParsedEntity>, routes: ReadonlySet<string>, problems: ProblemList): void {
  for (const { file, entity } of entities.values()) {
    entity.participantScope?.allOnRoutes?.forEach((route, i) => {
      if (!routes.has(route)) problems.add(file, `$.participantScope.allOnRoutes[${i}]`, `no screen has the route \`${route}\`${didYouMean(route, routes)}`);
    });
  }
}
