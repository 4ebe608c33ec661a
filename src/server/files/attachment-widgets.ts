import type { AttachmentConfig } from '../../../renderer/descriptors/attachment-config.schema';
import type { ButtonDescriptor } from '../../../renderer/descriptors/button.schema';
import type { TableColumn } from '../../../renderer/descriptors/column.schema';
import { descriptorLineGrids, descriptorSections } from '../../../renderer/renderers/edit-screen/edit-screen.schema';
import type { ScreenDescriptor } from '../../../renderer/screen-format';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';

/** An attachment widget of a screen: the entity field it fills and its rules. */
export interface AttachmentWidget {
  entity: string;
  field: string;
  config: AttachmentConfig;
}

/** "entity.field", how widgets and stored files name the field they belong to. */
export function attachmentSlotKey(entity: string, field: string): string {
  return `${entity}.${field}`;
}

function isAttachmentField(entity: EntitySchema | undefined, name: string, editType: string | undefined): boolean {
  if (editType === 'attachment') return true;
  return entity?.fields.some((field) => field.name === name && field.type === 'attachment') ?? false;
}

function columnWidgets(columns: readonly TableColumn[], entityName: string, catalog: EntityCatalog): AttachmentWidget[] {
  const entity = catalog.has(entityName) ? catalog.get(entityName) : undefined;
  return columns.flatMap((column) => [
    ...(isAttachmentField(entity, column.key, column.editType) ? [{ entity: entityName, field: column.key, config: column.attachmentConfig ?? {} }] : []),
    ...columnWidgets(column.children ?? [], entityName, catalog),
  ]);
}

/** The attachment inputs of operation buttons' dialogs (operation.inputs with `attachments: "entity.field"`). */
function operationInputWidgets(buttons: readonly ButtonDescriptor[]): AttachmentWidget[] {
  return buttons.flatMap((button) =>
    (button.operation?.inputs ?? []).flatMap((input) => {
      if (input.attachments === undefined) return [];
      const [entity, field] = input.attachments.split('.');
      return [{ entity, field, config: input.attachmentConfig ?? {} }];
    }),
  );
}

/**
 * The attachment widgets a screen shows: edit-form (and tree node form) fields and line-grid or list columns bound to an
 * `attachment` field (or given editType attachment). The server takes their rules for uploads through
 * the screen's menu, so what the screen says holds even for a caller that skips the browser.
 */
export function attachmentWidgetsOf(screen: ScreenDescriptor, catalog: EntityCatalog): AttachmentWidget[] {
  if (screen.type === 'list') return columnWidgets(screen.columns, screen.entity, catalog);
  // An instance view's only attachment widgets are those its task buttons' dialogs ask for.
  if (screen.type === 'processInstance') return operationInputWidgets([...screen.taskActions, ...screen.adminTaskActions]);
  // Boards, reports, dashboards and the approval designer show no attachment widget.
  if (screen.type === 'kanban' || screen.type === 'report' || screen.type === 'dashboard' || screen.type === 'processDesigner' || screen.type === 'chartBoard') return [];
  const entity = catalog.has(screen.entity) ? catalog.get(screen.entity) : undefined;
  const sections = screen.type === 'edit' ? descriptorSections(screen).map(({ section }) => section) : screen.sections;
  const formWidgets = sections.flatMap((section) =>
    section.fields
      .filter((field) => isAttachmentField(entity, field.field, field.editType))
      .map((field) => ({ entity: screen.entity, field: field.field, config: field.attachmentConfig ?? {} })),
  );
  // A tree screen's node form has sections only; an edit screen's tabs hold sections and grids too.
  const lineGrids = screen.type === 'edit' ? descriptorLineGrids(screen).map(({ grid }) => grid) : [];
  const lineWidgets = lineGrids.flatMap((grid) => {
    const lineEntity = entity?.lines?.find((lines) => lines.name === grid.lines)?.entity;
    return lineEntity ? columnWidgets(grid.columns, lineEntity, catalog) : [];
  });
  return [...formWidgets, ...lineWidgets];
}
