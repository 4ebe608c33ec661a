import { tableOf } from '../../../shared/entity/entity-catalog';
import { namedActionOf } from '../../../shared/entity/named-actions';
import type { LocalizedText } from '../../../shared/formats/common';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import { DOCUMENT_LINKS_TABLE } from '../../db/system-tables';
import { formatDateTime } from '../engine-clock';
import type { EngineContext } from '../engine-context';
import type { Actor, EntityRecord } from '../entity-engine.types';
import { loadScopedRow } from '../load-record';
import { recordScope } from '../record-scope';

/** A document linked to another by a generate action, as the related-documents panel lists it. */
export interface DocumentLink {
  /** `source`: the record was generated from this one; `target`: this one was generated from the record. */
  direction: 'source' | 'target';
  entity: string;
  entityLabel: LocalizedText;
  id: number;
  /** The document's business code (or display field). */
  code: string | null;
  status: string | null;
  statusLookup: string | null;
  action: string;
  actionLabel: LocalizedText;
  creationDate: string;
}

/** Records that a generate action made `target` from `sources` (documents: top headers). */
export async function recordDocumentLinks(
  context: EngineContext,
  sources: readonly { entity: string; id: number }[],
  target: { entity: string; id: number },
  action: { entity: string; name: string },
  actor: Actor,
): Promise<void> {
  const creationDate = formatDateTime(context.now());
  for (const source of sources) {
    await context.db
      .insertInto(DOCUMENT_LINKS_TABLE)
      .values({
        sourceEntity: source.entity,
        sourceId: source.id,
        targetEntity: target.entity,
        targetId: target.id,
        action: `${action.entity}.${action.name}`,
        createdBy: actor.userId,
        creationDate,
      })
      .execute();
  }
}

interface LinkRow {
  otherEntity: string;
  otherId: number;
  direction: DocumentLink['direction'];
  action: string;
  creationDate: string;
}

/** The label of `<entity>.<action>`, or the action name when the schema no longer has it. */
function actionLabel(context: EngineContext, qualified: string): LocalizedText {
  const [entityName, name] = qualified.split('.');
  const action = context.catalog.has(entityName) ? namedActionOf(context.catalog.get(entityName), name) : undefined;
  return action?.label ?? { cn: name ?? qualified, en: name ?? qualified };
}

/** Of the linked documents of one entity, those the actor may see, with their code and status. */
async function visibleDocuments(context: EngineContext, entity: EntitySchema, ids: number[], actor: Actor): Promise<Map<number, EntityRecord>> {
  const columns = [entity.primaryKey, entity.codeField ?? entity.displayField, entity.workflow?.statusField].filter((name): name is string => Boolean(name));
  let query = context.db.selectFrom(tableOf(entity)).select(columns).where(entity.primaryKey, 'in', ids);
  const scope = recordScope(entity, actor, context.catalog);
  if (scope) query = query.where(scope);
  const rows = await query.execute();
  return new Map(rows.map((row) => [Number(row[entity.primaryKey]), row]));
}

/**
 * What a record was generated from and what was generated from it, both ways, newest first. The record
 * itself must be one the actor may see; linked documents he may not see are left out, as if absent.
 */
export async function findDocumentLinks(context: EngineContext, entity: EntitySchema, id: unknown, actor: Actor): Promise<DocumentLink[]> {
  const row = await loadScopedRow(context, entity, id, actor);
  const key = Number(row[entity.primaryKey]);
  const asSource = await context.db.selectFrom(DOCUMENT_LINKS_TABLE).selectAll().where('sourceEntity', '=', entity.name).where('sourceId', '=', key).execute();
  const asTarget = await context.db.selectFrom(DOCUMENT_LINKS_TABLE).selectAll().where('targetEntity', '=', entity.name).where('targetId', '=', key).execute();
  const links: LinkRow[] = [
    ...asSource.map((link) => ({ otherEntity: String(link.targetEntity), otherId: Number(link.targetId), direction: 'target' as const, action: String(link.action), creationDate: String(link.creationDate) })),
    ...asTarget.map((link) => ({ otherEntity: String(link.sourceEntity), otherId: Number(link.sourceId), direction: 'source' as const, action: String(link.action), creationDate: String(link.creationDate) })),
  ].filter((link) => context.catalog.has(link.otherEntity));
  const found: DocumentLink[] = [];
  for (const name of new Set(links.map((link) => link.otherEntity))) {
    const other = context.catalog.get(name);
    const documents = await visibleDocuments(context, other, [...new Set(links.filter((link) => link.otherEntity === name).map((link) => link.otherId))], actor);
    for (const link of links.filter((candidate) => candidate.otherEntity === name)) {
      const document = documents.get(link.otherId);
      if (!document) continue;
      const codeField = other.codeField ?? other.displayField;
      const statusField = other.workflow?.statusField;
      found.push({
        direction: link.direction,
        entity: name,
        entityLabel: other.label,
        id: link.otherId,
        code: codeField && document[codeField] !== null && document[codeField] !== undefined ? String(document[codeField]) : null,
        status: statusField && document[statusField] !== null && document[statusField] !== undefined ? String(document[statusField]) : null,
        statusLookup: other.workflow?.statusLookup ?? null,
        action: link.action,
        actionLabel: actionLabel(context, link.action),
        creationDate: link.creationDate,
      });
    }
  }
  return found.sort((a, b) => b.creationDate.localeCompare(a.creationDate) || b.id - a.id);
}
