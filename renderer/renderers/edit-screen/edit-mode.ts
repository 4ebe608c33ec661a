import { resolveButton, type ButtonModel } from '../../buttons/button-model';
import type { EditScreenModel } from './edit-model';

/** The route param that opens any edit screen as a detail view: `mode=detail`. */
export const DETAIL_MODE_PARAM = 'mode';
export const DETAIL_MODE = 'detail';

/**
 * How the screen is used: `edit`; `detail` for a read-only descriptor (its listed workflow actions and
 * commands stay: an approver's view); `detailParam` for any edit screen opened with mode=detail
 * (only back and print).
 */
export type EditMode = 'edit' | 'detail' | 'detailParam';

export function editModeOf(model: EditScreenModel, params: Readonly<Record<string, string>>): EditMode {
  if (params[DETAIL_MODE_PARAM] === DETAIL_MODE) return 'detailParam';
  return model.readOnly ? 'detail' : 'edit';
}

/** The buttons a mode offers, before the record's status and the user's grants decide which show. */
export function modeButtons(model: EditScreenModel, mode: EditMode): ButtonModel[] {
  if (mode === 'edit') return model.actions;
  const kept = model.actions.filter((button) =>
    mode === 'detail' ? button.kind !== 'save' && button.kind !== 'delete' : button.kind === 'back' || button.kind === 'print',
  );
  // A detail view can always be left, even when its descriptor lists no back button.
  if (kept.some((button) => button.kind === 'back')) return kept;
  return [...kept, resolveButton({ action: 'back' }, model.entity, ['back'])];
}
