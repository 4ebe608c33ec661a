import { evaluateCondition } from '../../../src/shared/expressions/evaluate-condition';
import type { LocalizedText } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { buildGenerated, startsFromPicks, type GenerateSource } from '../../../src/shared/generate/build-generated';
import { namedActionOf } from '../../../src/shared/entity/named-actions';
import { toStoredDate, toStoredDateTime } from '../../format/format-date';
import type { MemoryEntityStore, RecordKey } from './memory-entity-store';
import type { Row } from './memory-query';
import { saveInMemory } from './memory-save';
import { runActionInMemory } from './memory-workflow';

/** A generate link as the server's sys_document_links holds it. */
export interface MemoryLink {
  sourceEntity: string;
  sourceId: RecordKey;
  targetEntity: string;
  targetId: RecordKey;
  action: string;
  creationDate: string;
}

function text(store: MemoryEntityStore, label: LocalizedText): string {
  return store.language === 'EN' ? label.en : label.cn;
}

/** The top document above a record. */
function documentOf(store: MemoryEntityStore, entity: EntitySchema, row: Row): { entity: EntitySchema; row: Row } {
  let current = { entity, row };
  for (let header = store.headerOf(entity, row); header; header = store.headerOf(header.entity, header.row)) current = header;
  return current;
}

function sources(store: MemoryEntityStore, entity: EntitySchema, input: Row, fromLines: boolean): { source: GenerateSource; owner: { entity: EntitySchema; row: Row } }[] {
  if (!fromLines) {
    const record = store.findById(entity.name, input.id);
    return [{ source: { record }, owner: { entity, row: record } }];
  }
  const ids = Array.isArray(input.ids) ? input.ids : [];
  if (ids.length === 0) store.fail('notFound');
  return ids.map((id) => {
    const row = store.stored(entity, id);
    const header = store.headerOf(entity, row);
    const record = store.withDisplay(entity, row);
    const owner = entity.workflow || !header ? { entity, row } : header;
    return { source: { record, parent: header ? store.withDisplay(header.entity, header.row) : undefined }, owner };
  });
}

/**
 * A generate action in memory, like the server's (src/server/entities/links/run-generate.ts): the sources
 * as the viewer may see them, in an allowed status and qualifying, the new document built with the shared
 * mapping function and saved through the memory save, the links recorded and each source's `sourceAction`
 * run, all or nothing. With `groupBy`, the list of new documents (one per group), like the server.
 */
export function generateInMemory(store: MemoryEntityStore, entity: EntitySchema, name: string, input: Row): Row | Row[] {
  const action = entity.generate?.[name];
  if (!action) store.fail('unknownEndpoint', { path: `${entity.name}/${name}` });
  const label = text(store, action.label);
  if (action.actor !== store.user.userType) store.fail('wrongActor', { action: label });
  const fromLines = startsFromPicks(action, store.catalog.parentOf(entity.name) !== undefined);
  const loaded = sources(store, entity, input, fromLines);
  const side = store.user.userType === 'supplier' ? 'supplier' : 'buyer';
  const context = { today: toStoredDate(store.now()), now: toStoredDateTime(store.now()), userId: store.user.userId, supplierId: store.user.supplierId ?? null };
  for (const { source, owner } of loaded) {
    const status = owner.entity.workflow ? String(owner.row[owner.entity.workflow.statusField] ?? '') : '';
    if (action.from && owner.entity.workflow && !action.from.includes(status)) store.fail('notAllowedFrom', { status, action: label });
    if (action.when && !evaluateCondition(action.when, source.record, { side, isNew: false }, { parent: source.parent, context })) store.fail('notAllowedFrom', { status, action: label });
  }
  const outcome = buildGenerated(action, loaded.map(({ source }) => source), fromLines, context);
  if (!outcome.ok && outcome.reason === 'mixed') store.fail('generateMixed', { label: outcome.field });
  if (!outcome.ok) store.fail('generateNoLines', { action: label });
  const restore = store.snapshot();
  try {
    const target = store.catalog.get(action.target);
    const records = outcome.documents.map((built) => {
      const saved = saveInMemory(store, target, built.record);
      const documents = new Map(built.sources.map((index) => {
        const { owner } = loaded[index];
        const document = documentOf(store, owner.entity, owner.row);
        return [`${document.entity.name}:${String(document.row[document.entity.primaryKey])}`, document] as const;
      }));
      for (const document of documents.values()) {
        store.links.push({
          sourceEntity: document.entity.name,
          sourceId: store.keyOf(document.entity, document.row[document.entity.primaryKey]),
          targetEntity: target.name,
          targetId: store.keyOf(target, saved[target.primaryKey]),
          action: `${entity.name}.${name}`,
          creationDate: context.now,
        });
      }
      return saved;
    });
    if (action.sourceAction) {
      for (const { source } of loaded) runActionInMemory(store, entity, action.sourceAction, { id: source.record[entity.primaryKey] });
    }
    return action.groupBy ? records : records[0];
  } catch (error) {
    restore();
    throw error;
  }
}

/** findDocumentLinks in memory: both directions, only documents the viewer may see. */
export function memoryDocumentLinks(store: MemoryEntityStore, entity: EntitySchema, id: unknown): Row[] {
  const row = store.stored(entity, id);
  const key = store.keyOf(entity, row[entity.primaryKey]);
  const found: Row[] = [];
  for (const link of store.links) {
    const asSource = link.sourceEntity === entity.name && link.sourceId === key;
    const asTarget = link.targetEntity === entity.name && link.targetId === key;
    if (!asSource && !asTarget) continue;
    const otherName = asSource ? link.targetEntity : link.sourceEntity;
    const other = store.catalog.get(otherName);
    const otherRow = store.table(otherName).get(asSource ? link.targetId : link.sourceId);
    if (!otherRow || !store.inScope(other, otherRow)) continue;
    const [actionEntity, actionName] = link.action.split('.');
    const named = store.catalog.has(actionEntity) ? namedActionOf(store.catalog.get(actionEntity), actionName) : undefined;
    const codeField = other.codeField ?? other.displayField;
    const statusField = other.workflow?.statusField;
    found.push({
      direction: asSource ? 'target' : 'source',
      entity: otherName,
      entityLabel: other.label,
      id: otherRow[other.primaryKey],
      code: codeField ? otherRow[codeField] ?? null : null,
      status: statusField ? otherRow[statusField] ?? null : null,
      statusLookup: other.workflow?.statusLookup ?? null,
      action: link.action,
      actionLabel: named?.label ?? { cn: actionName, en: actionName },
      creationDate: link.creationDate,
    });
  }
  return found.reverse();
}
