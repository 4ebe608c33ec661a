import { MAX_GENERATED_LINES } from '../../../shared/entity/entity-limits';
import { findField } from '../../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import { buildGenerated, startsFromPicks } from '../../../shared/generate/build-generated';
import type { EngineKit } from '../engine-kit';
import type { Actor, EntityRecord } from '../entity-engine.types';
import { engineError } from '../engine-messages';
import { entityLabel, fieldLabel } from '../entity-fields';
import { recordDocumentLinks } from './document-links';
import { expressionContextOf } from './expression-context';
import { pickedLineSources, wholeRecordSource, type LoadedSource } from './generate-sources';
import { linkError } from './link-messages';

/** What a generate call names: the record of a header's action, or the picked lines of a line entity's. */
export interface GenerateInput {
  id?: unknown;
  ids?: unknown;
}

/**
 * Runs a generate action (docs/authoring.md "Generate actions"): reads its sources as the actor may see
 * them, builds the new document (with `groupBy`, one per group) with the action's mappings, saves each
 * through the engine's own save (validation, scopes, numbering, operation log), records the link from each
 * of its source documents and runs the action's `sourceAction` on each source, all in one transaction.
 * Answers the new documents as the actor may see them.
 */
export async function runGenerate(kit: EngineKit, entity: EntitySchema, name: string, input: GenerateInput, actor: Actor): Promise<{ records: EntityRecord[]; target: EntitySchema }> {
  const action = entity.generate && Object.prototype.hasOwnProperty.call(entity.generate, name) ? entity.generate[name] : undefined;
  if (!action) throw engineError(actor.language, 'unknownAction', { label: entityLabel(entity, actor.language), action: name });
  const label = actor.language === 'EN' ? action.label.en : action.label.cn;
  if (action.actor !== actor.userType) {
    throw engineError(actor.language, action.actor === 'supplier' ? 'actionForSuppliers' : 'actionForInternal', { action: label });
  }
  const target = kit.base.catalog.get(action.target);
  const fromLines = startsFromPicks(action, kit.base.catalog.parentOf(entity.name) !== undefined);
  const saved = await kit.transaction(async (context) => {
    const sources: LoadedSource[] = fromLines
      ? await pickedLineSources(context, entity, input.ids, action, label, actor)
      : [await wholeRecordSource(context, entity, input.id, action, label, actor)];
    const outcome = buildGenerated(action, sources.map((loaded) => loaded.source), fromLines, expressionContextOf(context, actor));
    if (!outcome.ok && outcome.reason === 'mixed') {
      const field = findField(target, outcome.field);
      throw linkError(actor.language, 'generateMixed', { label: field ? fieldLabel(field, actor.language) : outcome.field, target: entityLabel(target, actor.language) }, 'ids');
    }
    if (!outcome.ok) throw linkError(actor.language, 'generateNoLines', { action: label });
    const lineCount = outcome.documents.reduce((sum, document) => sum + document.lineCount, 0);
    if (lineCount > MAX_GENERATED_LINES) throw linkError(actor.language, 'generateTooManyLines', { max: MAX_GENERATED_LINES });
    const records: EntityRecord[] = [];
    for (const document of outcome.documents) {
      const record = await kit.save(context, target, document.record, actor, name);
      const from = document.sources.map((index) => sources[index].document);
      const documents = new Map(from.map((source) => [`${source.entity}:${source.id}`, source]));
      await recordDocumentLinks(context, [...documents.values()], { entity: target.name, id: Number(record[target.primaryKey]) }, { entity: entity.name, name }, actor);
      records.push(record);
    }
    if (action.sourceAction) {
      for (const loaded of sources) await kit.act(context, entity, action.sourceAction, { id: Number(loaded.source.record[entity.primaryKey]) }, actor);
    }
    return records;
  });
  return { records: kit.visible(target, saved, actor), target };
}
