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
 * them, builds the new document with the action's mappings, saves it through the engine's own save
 * (validation, scopes, numbering, operation log), records the link from each source document and runs the
 * action's `sourceAction` on each source, all in one transaction. Answers the new document as the actor may see it.
 */
export async function runGenerate(kit: EngineKit, entity: EntitySchema, name: string, input: GenerateInput, actor: Actor): Promise<{ record: EntityRecord; target: EntitySchema }> {
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
    if (outcome.lineCount > MAX_GENERATED_LINES) throw linkError(actor.language, 'generateTooManyLines', { max: MAX_GENERATED_LINES });
    const record = await kit.save(context, target, outcome.record, actor, name);
    const documents = new Map(sources.map((loaded) => [`${loaded.document.entity}:${loaded.document.id}`, loaded.document]));
    await recordDocumentLinks(context, [...documents.values()], { entity: target.name, id: Number(record[target.primaryKey]) }, { entity: entity.name, name }, actor);
    if (action.sourceAction) {
      for (const loaded of sources) await kit.act(context, entity, action.sourceAction, { id: Number(loaded.source.record[entity.primaryKey]) }, actor);
    }
    return record;
  });
  return { record: kit.visible(target, [saved], actor)[0], target };
}
