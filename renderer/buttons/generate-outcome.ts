import type { useStore } from 'jotai';
import type { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { GenerateAction } from '../../src/shared/formats/generate-format';
import { startsFromPicks } from '../../src/shared/generate/build-generated';
import type { ScreenNavigation } from '../context/screen-navigation-context';
import { bumpEntityDataVersion } from '../data/entity-data-version';

type JotaiStore = ReturnType<typeof useStore>;

/** Whether a generate action starts from picked lines or records (`{ids}`: declared on a line entity, or `pickRecords`) or from one record (`{id}`). */
export function generatesFromLines(entity: EntitySchema, catalog: EntityCatalog, action: Pick<GenerateAction, 'pickRecords'>): boolean {
  return startsFromPicks(action, catalog.parentOf(entity.name) !== undefined);
}

/** Lists of the source and of the new documents (and of their lines) reload when next shown. */
export function announceGenerated(store: JotaiStore, catalog: EntityCatalog, source: EntitySchema, target: string): void {
  for (const name of [source.name, target]) {
    bumpEntityDataVersion(store, name);
    const entity = catalog.has(name) ? catalog.get(name) : undefined;
    for (const lines of entity?.lines ?? []) bumpEntityDataVersion(store, lines.entity);
  }
}

/**
 * Opens the new document on its edit route, under the menu that leads there (the delivery note's, not the
 * order's). Nothing opens without a route, when the answer has no key, or when it lists several documents
 * (a `groupBy` action's answer: the message names them).
 */
export function openGenerated(navigation: ScreenNavigation, catalog: EntityCatalog, target: string, openRoute: string | undefined, answer: Record<string, unknown> | Record<string, unknown>[] | null | undefined): void {
  const record = Array.isArray(answer) ? (answer.length === 1 ? answer[0] : undefined) : answer;
  if (!openRoute || !record || !catalog.has(target)) return;
  const id = record[catalog.get(target).primaryKey];
  if (id === undefined || id === null || id === '') return;
  navigation.openScreen(openRoute, { id: String(id) }, { menu: 'route' });
}
