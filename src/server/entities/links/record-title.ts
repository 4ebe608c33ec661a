import type { EntityCatalog } from '../../../shared/entity/entity-catalog';
import type { Language } from '../../../shared/formats/common';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import type { EntityRecord } from '../entity-engine.types';
import { entityLabel } from '../entity-fields';
import { linkMessage } from './link-messages';

/** A record's business code (or display field), else `#id`. */
export function documentCode(entity: EntitySchema, record: EntityRecord): string {
  const code = entity.codeField ? record[entity.codeField] : undefined;
  const named = code ?? (entity.displayField ? record[entity.displayField] : undefined);
  return named !== undefined && named !== null && named !== '' ? String(named) : `#${String(record[entity.primaryKey])}`;
}

/** A record as people name it: the entity and its code ("采购订单 PO20261122-0001"). */
export function documentTitle(entity: EntitySchema, record: EntityRecord, language: Language): string {
  return `${entityLabel(entity, language)} ${documentCode(entity, record)}`;
}

/** A line as people name it: its document and line number ("采购订单 PO20261122-0001 第2行"). */
export function lineTitle(catalog: EntityCatalog, entity: EntitySchema, line: EntityRecord, header: EntityRecord | undefined, language: Language): string {
  const relation = catalog.parentOf(entity.name);
  if (!relation || !header) return documentTitle(entity, line, language);
  const number = relation.collection.numberField ? line[relation.collection.numberField] : undefined;
  const document = documentTitle(relation.header, header, language);
  return linkMessage(language, 'lineTitle', { document, number: String(number ?? line[entity.primaryKey]) });
}
