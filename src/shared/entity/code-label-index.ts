import type { LocalizedText } from '../formats/common';
import type { EntitySchema } from '../formats/entity-format';
import type { EntityCatalog } from './entity-catalog';
import { namedActionsOf } from './named-actions';
import { STANDARD_OPERATION_LABELS } from './standard-operation-labels';

/** What a column or field of codes names: an entity (srmPoHeader) or an operation on the entity of its row (saveOrUpdate, doSubmit). */
export type LabelOf = 'entity' | 'operation';
export const LABEL_OF_KINDS: readonly LabelOf[] = ['entity', 'operation'];

/** The row key naming the entity of an operation code, unless the column says otherwise. */
export const DEFAULT_ENTITY_KEY = 'entityName';

/**
 * Every entity's label and the labels of its named actions (workflow actions, commands, generate actions),
 * by code: what a screen or an export needs to show codes by name, without the entity schemas. Entities
 * with no named action have no `operations` entry; the standard operations are STANDARD_OPERATION_LABELS.
 */
export interface CodeLabelIndex {
  entities: Record<string, LocalizedText>;
  operations: Record<string, Record<string, LocalizedText>>;
}

/** The call answering the index (docs/api.md "Other calls"). */
export const CODE_LABEL_CALL = { service: 'base', resource: 'baseCodeLabelRestful', operation: 'findCodeLabels' } as const;

export function buildCodeLabelIndex(entities: readonly EntitySchema[]): CodeLabelIndex {
  const index: CodeLabelIndex = { entities: {}, operations: {} };
  for (const entity of entities) {
    index.entities[entity.name] = entity.label;
    const actions = namedActionsOf(entity);
    if (actions.length > 0) index.operations[entity.name] = Object.fromEntries(actions.map((action) => [action.name, action.label]));
  }
  return index;
}

const INDEX_OF_CATALOG = new WeakMap<EntityCatalog, CodeLabelIndex>();

/** The index of a catalog, built once: a catalog does not change once loaded. */
export function catalogCodeLabels(catalog: EntityCatalog): CodeLabelIndex {
  let index = INDEX_OF_CATALOG.get(catalog);
  if (!index) {
    index = buildCodeLabelIndex(catalog.all());
    INDEX_OF_CATALOG.set(catalog, index);
  }
  return index;
}

function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/**
 * The label of a code in a row, or undefined for a code nothing names (then the code itself shows): the
 * entity's label, or the label of the action in the entity the row names (`entityKey`), else the standard
 * operation's.
 */
export function codeLabelOf(
  index: CodeLabelIndex,
  labelOf: LabelOf,
  code: unknown,
  row: Readonly<Record<string, unknown>>,
  entityKey = DEFAULT_ENTITY_KEY,
): LocalizedText | undefined {
  if (typeof code !== 'string') return undefined;
  if (labelOf === 'entity') return own(index.entities, code);
  const entity = row[entityKey];
  const named = typeof entity === 'string' ? own(own(index.operations, entity), code) : undefined;
  return named ?? own(STANDARD_OPERATION_LABELS, code);
}
