import type { Language } from '../../shared/formats/common';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { Actor, EntityEngine, EntityRecord } from '../entities';
import { insertRow } from '../entities/write-row';
import { ApiError, refuseField } from '../http/api-error';
import { asNumber } from '../sql-database';
import { knownApprovers } from './approver-directory';
import { bpmMessage } from './bpm-messages';
import { entitiesBoundTo } from './bound-entities';
import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';
import { modelProblems } from './model-problems';
import { readProcessOutline, type ProcessOutline } from './process-outline';

function refuseXml(message: string): never {
  return refuseField(message, 'bpmnXml');
}

async function outlineOf(xml: unknown, language: Language): Promise<{ xml: string; outline: ProcessOutline }> {
  if (typeof xml !== 'string' || xml.trim() === '') refuseXml(bpmMessage('xmlRequired', language));
  try {
    return { xml, outline: await readProcessOutline(xml) };
  } catch (error) {
    return refuseXml(bpmMessage('xmlUnreadable', language, { detail: (error as Error).message.split('\n')[0] }));
  }
}

/**
 * Process models: deploying checks a BPMN document and stores it as the next version of its key (the id of
 * its process); instances keep the version they started on. Export answers a version's XML as stored.
 */
export class ProcessModels {
  constructor(
    private readonly engine: EntityEngine,
    private readonly catalog: EntityCatalog,
  ) {}

  async deploy(input: { bpmnXml?: unknown; category?: unknown }, actor: Actor): Promise<EntityRecord> {
    const { xml, outline } = await outlineOf(input.bpmnXml, actor.language);
    const entity = this.catalog.get(BPM_ENTITIES.model);
    const kit = this.engine.kit;
    const modelId = await kit.transaction(async (context) => {
      const rules = outline.nodes.flatMap((node) => node.approval?.approvers ?? []);
      const known = await knownApprovers(context.db, this.catalog, rules, context.now());
      const documents = outline.processes.length === 1 ? entitiesBoundTo(this.catalog, outline.processes[0].id) : [];
      const problems = modelProblems(outline, { known, documents }, actor.language);
      if (problems.length > 0) {
        const message = bpmMessage('modelRefused', actor.language, { count: problems.length, first: problems[0].message });
        throw new ApiError(message, problems.map((problem) => ({ field: 'bpmnXml', message: problem.message, element: problem.element })));
      }
      const process = outline.processes[0];
      const latest = await context.db
        .selectFrom(tableOf(entity))
        .select(['modelVersion', 'category'])
        .where('modelKey', '=', process.id)
        .orderBy('modelVersion', 'desc')
        .limit(1)
        .executeTakeFirst();
      const version = latest ? asNumber(latest.modelVersion) + 1 : 1;
      const given = typeof input.category === 'string' && input.category.trim() !== '' ? input.category.trim().slice(0, 60) : null;
      const values = {
        modelKey: process.id,
        modelName: (process.name ?? process.id).slice(0, 200),
        // A new version deployed without a category (a file imported) stays in its key's category.
        category: given ?? (latest?.category === null || latest?.category === undefined ? null : String(latest.category)),
        modelVersion: version,
        deployedFlag: 'Y',
        bpmnXml: xml,
      };
      const id = await insertRow(context, entity, values, actor).catch((error: unknown) => {
        // The unique (modelKey, modelVersion) index: another deploy of the same key took this version first.
        throw Object.assign(new ApiError(bpmMessage('versionTaken', actor.language, { key: process.id })), { cause: error });
      });
      await kit.journal(context, entity, 'doDeploy', actor, id, undefined, { ...values, [entity.primaryKey]: id });
      return id;
    });
    return this.engine.findById(BPM_ENTITIES.model, modelId, actor);
  }

  /** A version's BPMN document as stored, with the file name it downloads as. */
  async exportXml(modelId: number, actor: Actor): Promise<{ fileName: string; xml: string }> {
    const model = await this.engine.findById(BPM_ENTITIES.model, modelId, actor);
    return { fileName: `${String(model.modelKey)}-v${String(model.modelVersion)}.bpmn`, xml: String(model.bpmnXml) };
  }
}
