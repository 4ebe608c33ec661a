import type { ButtonModel } from '../../buttons/button-model';
import type { UserType } from '../../context/screen-context';
import { isButtonAvailable, type AvailabilityContext } from '../edit-screen/button-availability';
import type { TreeScreenModel } from './tree-model';

/** Supplier users change only entities whose ownership lets suppliers write, never those public to them (publicToSuppliers). */
function userMayWrite(model: TreeScreenModel, userType: UserType): boolean {
  if (userType === 'internal') return true;
  return model.entity.ownership ? model.entity.ownership.supplierWritable : !model.entity.publicToSuppliers;
}

/** New nodes need the entity's create resource (its code, or the button's own). */
function mayCreate(model: TreeScreenModel, button: ButtonModel, context: AvailabilityContext): boolean {
  const create = model.entity.permissions?.create;
  return create !== undefined && context.isGranted(button.resource ?? create) && userMayWrite(model, context.userType);
}

/** Moving a node is an update of it: the server wants permissions.update granted on the menu. */
export function mayMove(model: TreeScreenModel, context: Pick<AvailabilityContext, 'isGranted' | 'userType'>): boolean {
  const update = model.entity.permissions?.update;
  return model.draggable && update !== undefined && context.isGranted(update) && userMayWrite(model, context.userType);
}

/**
 * Whether a button of the tree screen shows: addRoot with the create resource, addChild too and only
 * while a saved node is selected (the new node goes under it); the form's buttons as on an edit screen
 * (save, delete, workflow actions, commands), and only while a node is open in the form.
 */
export function isTreeButtonAvailable(model: TreeScreenModel, button: ButtonModel, context: AvailabilityContext, formOpen: boolean, nodeSaved: boolean): boolean {
  if (button.kind === 'addRoot') return mayCreate(model, button, context);
  if (button.kind === 'addChild') return nodeSaved && mayCreate(model, button, context);
  return formOpen && isButtonAvailable(model.form, button, context);
}
