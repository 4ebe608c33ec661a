import type { LocalizedText } from '../formats/common';

/**
 * The names of the standard buttons (toolbar, row and form buttons every screen may carry): the one place
 * that names them, read by the buttons (renderer/buttons/button-model.ts, the renderer's `actions.*`
 * messages) and by the operation log (STANDARD_OPERATION_LABELS).
 */
export const STANDARD_ACTION_LABELS = {
  create: { cn: '新增', en: 'New' },
  edit: { cn: '编辑', en: 'Edit' },
  save: { cn: '保存', en: 'Save' },
  delete: { cn: '删除', en: 'Delete' },
  refresh: { cn: '刷新', en: 'Refresh' },
  back: { cn: '返回', en: 'Back' },
  import: { cn: '导入', en: 'Import' },
  export: { cn: '导出', en: 'Export' },
  backExport: { cn: '后台导出', en: 'Background export' },
  addChild: { cn: '新增下级', en: 'New child' },
  addRoot: { cn: '新增顶级', en: 'New top level' },
  detail: { cn: '查看', en: 'View' },
  print: { cn: '打印', en: 'Print' },
} as const satisfies Record<string, LocalizedText>;

export type StandardAction = keyof typeof STANDARD_ACTION_LABELS;

/**
 * The standard operations every entity answers (docs/api.md), as the operation log records them: named
 * like the button that calls them; the batch forms and a tree's move, which no single button names, here.
 */
export const STANDARD_OPERATION_LABELS: Readonly<Record<string, LocalizedText>> = {
  saveOrUpdate: STANDARD_ACTION_LABELS.save,
  doBatchSaveOrUpdate: { cn: '批量保存', en: 'Save several' },
  delete: STANDARD_ACTION_LABELS.delete,
  doBatchDelete: { cn: '批量删除', en: 'Delete several' },
  doImport: STANDARD_ACTION_LABELS.import,
  doMove: { cn: '移动', en: 'Move' },
  export: STANDARD_ACTION_LABELS.export,
  backExport: STANDARD_ACTION_LABELS.backExport,
};

/** The labels in one language, keyed as given (the renderer's `actions.*` messages). */
export function labelsIn<K extends string>(labels: Readonly<Record<K, LocalizedText>>, language: keyof LocalizedText): Record<K, string> {
  return Object.fromEntries(Object.entries<LocalizedText>(labels).map(([key, label]) => [key, label[language]])) as Record<K, string>;
}
