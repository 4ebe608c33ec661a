import type { UserType } from '../../context/screen-context';
import { isShownTo } from '../../permissions/viewer-fields';
import type { KanbanCardFieldModel, KanbanScreenModel } from './kanban-model';

function shownTo(field: KanbanCardFieldModel, userType: UserType): boolean {
  return userType === 'internal' || (isShownTo(field.spec, userType) && field.source?.internal !== true);
}

/**
 * The board as this viewer sees it. A supplier user gets only the columns of the statuses the entity's
 * ownership lets suppliers see (the server would answer the others empty), and no internal values or
 * search fields.
 */
export function kanbanModelFor(model: KanbanScreenModel, userType: UserType): KanbanScreenModel {
  if (userType === 'internal') return model;
  const visible = model.entity.ownership?.supplierVisibleStatuses;
  const { card } = model;
  return {
    ...model,
    columns: visible ? model.columns.filter((column) => visible.includes(column.status)) : model.columns,
    card: {
      title: card.title,
      subtitle: card.subtitle && shownTo(card.subtitle, userType) ? card.subtitle : undefined,
      fields: card.fields.filter((field) => shownTo(field, userType)),
    },
    search: model.search.filter((field) => isShownTo(field.spec, userType)),
  };
}
