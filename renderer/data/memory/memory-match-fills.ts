import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import type { MatchFill } from '../../../src/shared/formats/match-fill-format';
import { chooseStep, clearedValues, fillValues, matchConditions, PARENT_SEGMENT, stepQuantity, type MatchCondition } from '../../../src/shared/entity/match-fills';
import { toDecimal } from '../../../src/shared/numbers/decimal';
import type { MemoryEntityStore } from './memory-entity-store';

type Row = Record<string, unknown>;

function compare(actual: unknown, condition: MatchCondition): boolean {
  const [left, right] = [toDecimal(actual), typeof condition.value === 'number' ? toDecimal(condition.value) : null];
  const order = left !== null && right !== null ? left.comparedTo(right) : String(actual ?? '').localeCompare(String(condition.value));
  if (actual === null || actual === undefined) return false;
  return condition.op === 'eq' ? order === 0 : condition.op === 'lte' ? order <= 0 : order >= 0;
}

/** The server's path condition (match-fills.ts) on one stored row: its field, its header's, or one of its lines'. */
function meets(store: MemoryEntityStore, entity: EntitySchema, row: Row, path: readonly string[], condition: MatchCondition): boolean {
  const [segment, ...rest] = path;
  if (rest.length === 0) return compare(row[segment], condition);
  if (segment === PARENT_SEGMENT) {
    const header = store.headerOf(entity, row);
    return header !== undefined && meets(store, header.entity, header.row, rest, condition);
  }
  const collection = entity.lines?.find((lines) => lines.name === segment);
  if (!collection) return false;
  const lineEntity = store.catalog.get(collection.entity);
  return store.linesOf(entity, segment, Number(row[entity.primaryKey])).some((line) => meets(store, lineEntity, line, rest, condition));
}

/** The values one rule gives a record in memory, as the server's findMatchFills answers them. */
export function memoryMatchFill(store: MemoryEntityStore, rule: MatchFill, record: Row, parent: Row | undefined): Row {
  const scope = { record, parent };
  const conditions = matchConditions(rule, scope);
  if (!conditions) return clearedValues(rule);
  const source = store.catalog.get(rule.source);
  const candidates = [...store.table(source.name).values()]
    .filter((row) => store.inScope(source, row) && conditions.every((condition) => meets(store, source, row, condition.path, condition)))
    .sort((a, b) => Number(b[source.primaryKey]) - Number(a[source.primaryKey]));
  const matched = candidates[0];
  if (!matched) return clearedValues(rule);
  const parents: Row[] = [];
  for (let above = store.headerOf(source, matched); above; above = store.headerOf(above.entity, above.row)) parents.push(above.row);
  const step = rule.step ? chooseStep(store.linesOf(source, rule.step.lines, Number(matched[source.primaryKey])), rule.step.from, stepQuantity(rule, scope)) : undefined;
  return fillValues(rule, { record: matched, parents, step });
}
