import type { UserType } from '../../src/shared/api/login';
import type { FieldSpec } from '../fields/field-spec';
import type { GridColumn } from '../grid/columns/grid-column';
import type { EditBlock, EditScreenModel } from '../renderers/edit-screen/edit-model';
import type { ListScreenModel } from '../renderers/list-screen/list-model';

/**
 * Internal fields (`"internal": true` in the entity schema: a target price, internal notes) are for
 * internal users. The server never sends them to supplier users; the screens they share with buyers
 * leave out those fields and columns instead of showing them empty.
 */
export function isShownTo(spec: FieldSpec, userType: UserType): boolean {
  return userType === 'internal' || spec.field?.internal !== true;
}

function shownColumns(columns: GridColumn[], userType: UserType): GridColumn[] {
  return columns
    .filter((column) => column.children !== undefined || isShownTo(column.spec, userType))
    .map((column) => (column.children ? { ...column, children: shownColumns(column.children, userType) } : column))
    .filter((column) => column.children === undefined || column.children.length > 0);
}

/** The list screen as this viewer sees it: without internal columns and search fields for a supplier. */
export function listModelFor(model: ListScreenModel, userType: UserType): ListScreenModel {
  if (userType === 'internal') return model;
  const { table } = model;
  return {
    ...model,
    table: {
      ...table,
      columns: shownColumns(table.columns, userType),
      expand: table.expand && { ...table.expand, fields: shownColumns(table.expand.fields, userType) },
    },
    search: model.search.filter((field) => isShownTo(field.spec, userType)),
  };
}

/** The edit screen as this viewer sees it: without internal fields, line columns and collections for a supplier (tabs, lines of lines, pick dialogs and print too; a tab left empty goes). */
export function editModelFor(model: EditScreenModel, userType: UserType): EditScreenModel {
  if (userType === 'internal') return model;
  const block = <T extends EditBlock>(part: T): T => ({
    ...part,
    sections: part.sections.map((section) => ({ ...section, fields: section.fields.filter((field) => isShownTo(field.spec, userType)) })),
    // A buyer-side collection (a notice's receivers, its read receipts) never reaches a supplier: no grid.
    lineGrids: part.lineGrids.filter((grid) => !grid.collection.internal).map((grid) => ({
      ...grid,
      columns: shownColumns(grid.columns, userType),
      children: grid.children && { ...grid.children, columns: shownColumns(grid.children.columns, userType) },
      pick: grid.pick && {
        ...grid.pick,
        table: { ...grid.pick.table, columns: shownColumns(grid.pick.table.columns, userType) },
        search: grid.pick.search.filter((field) => isShownTo(field.spec, userType)),
      },
    })),
  });
  const print = model.print && {
    ...model.print,
    sections: model.print.sections.map((section) => ({ ...section, fields: section.fields.filter((field) => isShownTo(field.spec, userType)) })),
    lines: model.print.lines.map((lines) => ({ ...lines, columns: shownColumns(lines.columns, userType) })),
  };
  const tabs = model.tabs.map(block).filter((tab) => tab.sections.length + tab.lineGrids.length > 0 || tab.documentLinks || tab.approvalHistory);
  return { ...block(model), tabs, print };
}
