import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';
import { ProcessModels } from '../bpm/process-models';
import type { Actor, EntityEngine } from '../entities';
import { REPO_ROOT } from '../startup/repo-paths';

const DEMO_MODEL_DIR = join(REPO_ROOT, 'seed/bpm');

/**
 * Deploys the demo approval models (seed/bpm/<process id>.bpmn, e.g. the purchase order's under and from
 * 100,000) whose key has no version yet, through the same checks as a deploy from the designer. Answers how
 * many.
 */
export async function seedDemoModels(engine: EntityEngine, catalog: EntityCatalog, actor: Actor, dir = DEMO_MODEL_DIR): Promise<number> {
  const models = new ProcessModels(engine, catalog);
  const deployedKeys = new Set(
    (await engine.kit.base.db.selectFrom(tableOf(catalog.get(BPM_ENTITIES.model))).select('modelKey').execute()).map((row) => String(row.modelKey)),
  );
  let deployed = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.bpmn')).sort()) {
    if (deployedKeys.has(file.slice(0, -'.bpmn'.length))) continue;
    await models.deploy({ bpmnXml: readFileSync(join(dir, file), 'utf8'), category: 'PURCHASE' }, actor);
    deployed += 1;
  }
  return deployed;
}
