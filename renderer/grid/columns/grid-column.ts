import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { LocalizedText } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import type { ButtonType, NumberRule, TableColumn } from '../../descriptors/column.schema';
import { resolveDisplayFormat, type DisplayFormat } from '../../display/display-format';
import { assertAttachmentColumn, resolveFieldSpec, type FieldSpec } from '../../fields/field-spec';
import { ScreenConfigError } from '../../loading/screen-config-error';
import { plannedColumnWidth } from '../../../src/shared/column-width/planned-column-width';
import { columnWidthFacts } from './column-width-facts';
import { rowRouteAction } from './row-route';

/** A link or button cell: a click runs `action` (edit, detail, delete, a workflow action or command) on the row. */
export interface CellAction {
  kind: 'link' | 'button';
  action: string;
  style: ButtonType;
}

/** A grid column parsed once from its descriptor (spec 000 §3 column keys) and the entity field. */
export interface GridColumn {
  key: string;
  title: LocalizedText;
  /** The descriptor's width, or the width plan's for the field (planned-column-width.ts); a group has none. */
  width?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  sortable: boolean;
  resizable: boolean;
  /** `columnsDisplay: N`: hidden until the user shows it in his column settings. */
  hiddenByDefault: boolean;
  spec: FieldSpec;
  display: DisplayFormat;
  cellAction?: CellAction;
  /** The column's own edit rule (isEdit, not disabled, not set by the server); the table's rule is applied on top. */
  editable: boolean;
  /** `validate.required` (or a required entity field the user edits here): red asterisk and inline check. */
  required: boolean;
  numberRule?: NumberRule;
  /** Grouped header over these columns. */
  children?: GridColumn[];
}

export interface ColumnParseContext {
  entity: EntitySchema;
  catalog: EntityCatalog;
  /** Where the column is, for messages: `list purchaseOrderList`, `line grid lines`. */
  where: string;
  /** The edit screen a link with action edit opens; links to it are refused without one. */
  editRoute?: string;
}

function cellActionOf(column: TableColumn, context: ColumnParseContext): CellAction | undefined {
  if (column.openRoute) return { kind: 'link', action: rowRouteAction(column.openRoute), style: 'default' };
  const kind = column.cellType ?? (column.linkTag ? 'link' : undefined);
  if (!kind) return undefined;
  const action = column.action ?? column.linkTag;
  if (!action) {
    if (kind === 'link') throw new ScreenConfigError('list.cellLinkMissing', `${context.where}: link column ${column.key} has no action`);
    throw new ScreenConfigError('grid.cellButtonMissing', `${context.where}: button column ${column.key} has no action`);
  }
  if ((action === 'edit' || action === 'detail') && !context.editRoute) {
    throw new ScreenConfigError('list.cellLinkMissing', `${context.where}: column ${column.key} opens the edit screen, but there is no editRoute`);
  }
  return { kind, action, style: column.buttonType ?? (kind === 'link' ? 'default' : 'primary') };
}

/** Parses one descriptor column (and its children) against the entity. */
export function parseGridColumn(column: TableColumn, context: ColumnParseContext): GridColumn {
  const { entity, catalog } = context;
  if (column.children) {
    const children = column.children.map((child) => parseGridColumn(child, context));
    const spec = resolveFieldSpec(entity, catalog, column.key, { label: column.title ?? { cn: column.key, en: column.key } });
    return {
      key: column.key,
      title: column.title ?? spec.label,
      align: 'center',
      fixed: column.fixed,
      sortable: false,
      resizable: false,
      hiddenByDefault: column.columnsDisplay === 'N',
      spec,
      display: { kind: 'text' },
      editable: false,
      required: false,
      children,
    };
  }
  const spec = resolveFieldSpec(entity, catalog, column.key, {
    label: column.title,
    editType: column.editType,
    lookupType: column.lookup?.typeCode,
    precision: column.precision,
    min: column.min,
    max: column.max,
    step: column.step,
    format: column.format,
    attachment: column.attachmentConfig,
    optionFields: column.optionFields,
  });
  assertAttachmentColumn(column, spec, context.where);
  const editable = Boolean(column.isEdit) && !column.disabled && !spec.serverSet;
  const title = column.title ?? spec.label;
  const display: DisplayFormat = column.labelOf
    ? { kind: 'codeLabel', labelOf: column.labelOf, entityKey: column.entityKey }
    : resolveDisplayFormat(spec, column);
  return {
    key: column.key,
    title,
    width: column.width ?? plannedColumnWidth(columnWidthFacts(spec, display), title),
    align: column.align ?? (spec.kind === 'number' ? 'right' : undefined),
    fixed: column.fixed,
    sortable: Boolean(column.sortable),
    resizable: column.resizable !== false,
    hiddenByDefault: column.columnsDisplay === 'N',
    spec,
    display,
    cellAction: cellActionOf(column, context),
    editable,
    // Inherited fields are copied from the header by the server: not asked of the user.
    required: Boolean(column.validate?.required) || (editable && spec.required && !spec.field?.inherit),
    numberRule: column.validate?.number,
  };
}

export { leafColumns } from '../../descriptors/leaf-columns';
