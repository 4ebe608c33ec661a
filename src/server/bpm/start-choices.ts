import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';
import { type EntityCatalog, isServiceEntity, tableOf } from '../../shared/entity/entity-catalog';
import type { Actor, EntityEngine } from '../entities';
import { entityLabel } from '../entities/entity-fields';
import { ApiError } from '../http/api-error';
import { bpmMessage } from './bpm-messages';

/** One value of a start-form field: what is sent and what a person reads. */
export interface StartChoice {
  value: string | number;
  label: string;
}

const DOCUMENT_ROWS = 50;

/**
 * What the start form of processInitiate offers (docs/api.md "Approvals"), field by field: `modelKey` the
 * keys with a deployed version; `entity` the document types (entities with a workflow); `id` the documents
 * of `entity` the caller may see, newest first, filtered by `keyword` on their number.
 */
export class StartChoices {
  constructor(
    private readonly engine: EntityEngine,
    private readonly catalog: EntityCatalog,
  ) {}

  async choices(params: Record<string, unknown>, actor: Actor): Promise<StartChoice[]> {
    switch (params.field) {
      case 'modelKey':
        return this.models();
      case 'entity':
        return this.catalog
          .all()
          .filter((entity) => entity.workflow && !isServiceEntity(entity) && entity.service !== 'bpm')
          .map((entity) => ({ value: entity.name, label: `${entityLabel(entity, actor.language)} (${entity.name})` }));
      case 'id':
        return this.documents(params.entity, params.keyword, actor);
      default: {
        const message = bpmMessage('startFieldUnknown', actor.language, { field: String(params.field ?? '') });
        throw new ApiError(message, [{ field: 'field', message }]);
      }
    }
  }

  private async models(): Promise<StartChoice[]> {
    const rows = await this.engine.kit.base.db
      .selectFrom(tableOf(this.catalog.get(BPM_ENTITIES.model)))
      .select(['modelKey', 'modelName', 'modelVersion'])
      .where('deployedFlag', '=', 'Y')
      .orderBy('modelKey')
      .orderBy('modelVersion', 'desc')
      .execute();
    const latest = new Map<string, StartChoice>();
    for (const row of rows) {
      const key = String(row.modelKey);
      if (!latest.has(key)) latest.set(key, { value: key, label: `${String(row.modelName)} (${key} v${String(row.modelVersion)})` });
    }
    return [...latest.values()];
  }

  private async documents(entityName: unknown, keyword: unknown, actor: Actor): Promise<StartChoice[]> {
    const name = typeof entityName === 'string' ? entityName : '';
    if (!this.catalog.has(name) || !this.catalog.get(name).workflow) {
      const message = bpmMessage('entityRequired', actor.language);
      throw new ApiError(message, [{ field: 'entity', message }]);
    }
    const entity = this.catalog.get(name);
    const code = entity.codeField ?? entity.primaryKey;
    const filters: Record<string, unknown> = { pageRows: DOCUMENT_ROWS };
    if (typeof keyword === 'string' && keyword.trim() !== '') filters[`${code}_like`] = keyword.trim();
    // Read as the caller may see them: his organisations and supplier scope hold.
    const page = await this.engine.listByPage(name, filters, actor);
    const status = entity.workflow?.statusField;
    return page.rows.map((row) => ({
      value: Number(row[entity.primaryKey]),
      label: [row[code], entity.displayField && entity.displayField !== code ? row[entity.displayField] : null, status ? row[status] : null].filter((part) => part !== null && part !== undefined && part !== '').join(' · '),
    }));
  }
}
