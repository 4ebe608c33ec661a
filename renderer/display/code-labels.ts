import type { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { LocalizedText } from '../../src/shared/formats/common';

/** What a code column names: an entity (srmPoHeader) or an operation on the entity of its row (saveOrUpdate, doSubmit). */
export type LabelOf = 'entity' | 'operation';

/** The label of a code in a row, or undefined for a code nothing names (then the code itself shows). */
export type CodeLabel = (code: unknown, row: Readonly<Record<string, unknown>>) => LocalizedText | undefined;

/** The operations every entity has (docs/api.md): named like the buttons that call them. */
const STANDARD_OPERATIONS: Record<string, LocalizedText> = {
  saveOrUpdate: { cn: '保存', en: 'Save' },
  doBatchSaveOrUpdate: { cn: '批量保存', en: 'Save several' },
  delete: { cn: '删除', en: 'Delete' },
  doBatchDelete: { cn: '批量删除', en: 'Delete several' },
  doImport: { cn: '导入', en: 'Import' },
  doMove: { cn: '移动', en: 'Move' },
  export: { cn: '导出', en: 'Export' },
  backExport: { cn: '后台导出', en: 'Background export' },
};

/** The entity's own actions, named as its schema names them: workflow actions, commands, document generation. */
function entityOperations(catalog: EntityCatalog, entityName: unknown): Record<string, LocalizedText> {
  if (typeof entityName !== 'string' || !catalog.has(entityName)) return {};
  const entity = catalog.get(entityName);
  const named: Record<string, LocalizedText> = {};
  for (const [name, action] of Object.entries(entity.workflow?.actions ?? {})) named[name] = action.label;
  for (const [name, command] of Object.entries(entity.commands ?? {})) named[name] = command.label;
  for (const [name, generate] of Object.entries(entity.generate ?? {})) named[name] = generate.label;
  return named;
}

/**
 * Labels for a column of codes (an operation log's entity and operation): the entity schema's label, the
 * label of the action in the entity of the row (`entityKey`), or the standard operation's name.
 */
export function codeLabels(labelOf: LabelOf, catalog: EntityCatalog, entityKey = 'entityName'): CodeLabel {
  if (labelOf === 'entity') {
    return (code) => (typeof code === 'string' && catalog.has(code) ? catalog.get(code).label : undefined);
  }
  return (code, row) => {
    if (typeof code !== 'string') return undefined;
    return entityOperations(catalog, row[entityKey])[code] ?? STANDARD_OPERATIONS[code];
  };
}
