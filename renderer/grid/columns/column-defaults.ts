import type { LocalizedText } from '../../../src/shared/formats/common';
import type { ColumnDefault } from '../../grid-settings/column-settings.types';
import type { GridColumn } from './grid-column';

interface Inherited {
  fixed?: 'left' | 'right';
  hidden?: boolean;
  /** The group headers above, so the column settings say "含义 · 中文" rather than a bare "中文". */
  groupTitle?: LocalizedText;
}

function underGroup(group: LocalizedText | undefined, title: LocalizedText): LocalizedText {
  return group ? { cn: `${group.cn} · ${title.cn}`, en: `${group.en} · ${title.en}` } : title;
}

/**
 * The leaf columns as the descriptor sets them up, what a user's column settings start from and a reset
 * goes back to. A group's fixed side and `columnsDisplay: N` hold for its columns.
 */
export function columnDefaults(columns: readonly GridColumn[], inherited: Inherited = {}): ColumnDefault[] {
  return columns.flatMap((column): ColumnDefault[] => {
    const fixed = column.fixed ?? inherited.fixed;
    const hidden = column.hiddenByDefault || inherited.hidden === true;
    const title = underGroup(inherited.groupTitle, column.title);
    if (column.children) return columnDefaults(column.children, { fixed, hidden, groupTitle: title });
    return [{ key: column.key, title, width: column.width, fixed, hidden: hidden || undefined }];
  });
}
