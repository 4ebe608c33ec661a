import { MAX_LINE_DEPTH } from '../../src/shared/entity/entity-limits';
import type { ParsedEntity } from './check-entities';
import type { ProblemList } from './problems';

/**
 * Line collections form a tree of entities: a line entity belongs to one header only, never (even
 * through its own lines) to itself, and collections nest at most MAX_LINE_DEPTH deep.
 */
export function checkLineNesting(entities: ReadonlyMap<string, ParsedEntity>, problems: ProblemList): void {
  const owner = new Map<string, string>();
  for (const { file, entity } of entities.values()) {
    entity.lines?.forEach((collection, i) => {
      const previous = owner.get(collection.entity);
      if (previous && previous !== entity.name) {
        problems.add(file, `$.lines[${i}].entity`, `line entity ${collection.entity} is already a line of ${previous}; a line entity belongs to one header`);
      }
      owner.set(collection.entity, entity.name);
    });
  }
  for (const { file, entity } of entities.values()) {
    let depth = 0;
    const seen = new Set<string>([entity.name]);
    let current = owner.get(entity.name);
    while (current !== undefined) {
      depth += 1;
      if (seen.has(current)) {
        problems.add(file, '$.lines', `entity ${entity.name} is, through its headers, a line of itself`);
        break;
      }
      seen.add(current);
      current = owner.get(current);
    }
    if (depth >= MAX_LINE_DEPTH && (entity.lines ?? []).length > 0) {
      problems.add(file, '$.lines', `line collections nest at most ${MAX_LINE_DEPTH} deep (header -> lines -> lines of lines); ${entity.name} is already at depth ${depth}`);
    }
  }
}
