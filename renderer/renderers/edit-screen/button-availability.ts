import { isEmptyValue } from '../../../src/shared/validation/validate-record';
import { evaluateCondition } from '../../../src/shared/expressions/evaluate-condition';
import type { ButtonModel } from '../../buttons/button-model';
import type { UserType } from '../../context/screen-context';
import type { RecordValues } from './edit-record';
import type { EditScreenModel } from './edit-model';

export interface AvailabilityContext {
  header: RecordValues;
  userType: UserType;
  isGranted: (resource: string | undefined) => boolean;
  /** The document is in approval and an approval step opens fields to this user: he may save those. */
  approvalOpen?: boolean;
  /** Whether the viewer holds an open task of the record's approval; undefined: not known (no approvals tab to read it). */
  holdsOpenTask?: boolean;
}

function currentStatus(model: EditScreenModel, header: RecordValues): string | undefined {
  const workflow = model.entity.workflow;
  if (!workflow) return undefined;
  const status = header[workflow.statusField];
  return typeof status === 'string' ? status : undefined;
}

function exists(model: EditScreenModel, header: RecordValues): boolean {
  return !isEmptyValue(header[model.entity.primaryKey]);
}

/** Saving and deleting are allowed only in the workflow's editable statuses (all statuses without one). */
export function isEditableStatus(model: EditScreenModel, header: RecordValues): boolean {
  const workflow = model.entity.workflow;
  if (!workflow) return true;
  const status = currentStatus(model, header);
  return status !== undefined && workflow.editableIn.includes(status);
}

/** The resource of the entity's approving action (processOutcome APPROVED), which also grants saving what an approval step opens. */
function approvingResource(model: EditScreenModel): string | undefined {
  return Object.values(model.entity.workflow?.actions ?? {}).find((action) => action.processOutcome === 'APPROVED')?.resource;
}

/** Supplier users change only entities whose ownership lets suppliers write, never those public to them (publicToSuppliers). */
function userMayWrite(model: EditScreenModel, userType: UserType): boolean {
  if (userType === 'internal') return true;
  return model.entity.ownership ? model.entity.ownership.supplierWritable : !model.entity.publicToSuppliers;
}

/**
 * Whether a button of the edit screen shows: save needs the create (new record) or update resource
 * (none declared: existing records are not saved), an editable status (or, in approval, fields an approval
 * step opens to this user) and a user allowed to write; a
 * workflow action needs an existing record in one of the action's `from` statuses, its resource, and
 * the action's actor to be this kind of user (and a process outcome an open task of the viewer's when known); a command needs an existing record, its resource and its actor;
 * a generate action its resource, its actor and a status it starts from.
 */
export function isButtonAvailable(model: EditScreenModel, button: ButtonModel, context: AvailabilityContext): boolean {
  const { header, userType, isGranted } = context;
  switch (button.kind) {
    case 'back':
    case 'print':
      return isGranted(button.resource);
    case 'save': {
      const isNew = !exists(model, header);
      const permissions = model.entity.permissions;
      // The server refuses an update no resource code grants (closed by default): e.g. submitted job requests.
      if (!isNew && permissions && !permissions.update) return false;
      const resource = isNew ? (permissions?.create ?? button.resource) : (button.resource ?? permissions?.update);
      if (!userMayWrite(model, userType)) return false;
      if (isGranted(resource) && isEditableStatus(model, header)) return true;
      // In approval, the fields a step opens are saved by its approver: the update or the approving action's code grants it.
      return !isNew && context.approvalOpen === true && (isGranted(resource) || isGranted(approvingResource(model)));
    }
    case 'delete':
      return (
        exists(model, header) &&
        isGranted(button.resource ?? model.entity.permissions?.delete) &&
        isEditableStatus(model, header) &&
        userMayWrite(model, userType)
      );
    case 'workflow': {
      const status = currentStatus(model, header);
      return (
        exists(model, header) &&
        status !== undefined &&
        button.workflow.from.includes(status) &&
        button.workflow.actor === userType &&
        // An action with `when` applies only while its condition holds on the record (publish directly or submit for approval).
        (!button.workflow.when || evaluateCondition(button.workflow.when, header, { side: userType === 'supplier' ? 'supplier' : 'buyer', isNew: false })) &&
        isGranted(button.resource) &&
        // Approve / reject of a document in approval decide the viewer's open task: only its holder has one.
        (!button.workflow.processOutcome || context.holdsOpenTask !== false)
      );
    }
    case 'command':
      return exists(model, header) && button.command.actor === userType && isGranted(button.resource);
    case 'generate': {
      // Shown as the server allows it (actor, resource, the source's status); an unsaved record disables it (edit-screen.tsx).
      const from = button.generate.from;
      const status = currentStatus(model, header);
      const inStatus = !from || !model.entity.workflow || (status !== undefined && from.includes(status));
      return button.generate.actor === userType && isGranted(button.resource) && inStatus;
    }
    default:
      return false;
  }
}

/**
 * Whether a line action shows on a line: a saved record in a status the action starts from, its resource,
 * this kind of user, and the line saved, in a line status the action starts from, its `when` holding.
 */
export function isLineActionAvailable(
  model: EditScreenModel,
  actionName: string,
  header: RecordValues,
  line: RecordValues,
  context: Pick<AvailabilityContext, 'userType' | 'isGranted'>,
): boolean {
  const action = model.entity.workflow?.actions[actionName];
  const rule = action?.line;
  if (!action || !rule || !exists(model, header)) return false;
  const status = currentStatus(model, header);
  if (status === undefined || !action.from.includes(status) || action.actor !== context.userType || !context.isGranted(action.resource)) return false;
  const lineEntity = model.entity.lines?.find((lines) => lines.name === rule.collection);
  const lineKey = lineEntity ? model.catalog.get(lineEntity.entity).primaryKey : undefined;
  if (!lineKey || isEmptyValue(line[lineKey])) return false;
  const lineStatus = line[rule.statusField];
  if (typeof lineStatus !== 'string' || !rule.from.includes(lineStatus)) return false;
  return !rule.when || evaluateCondition(rule.when, line, { side: context.userType === 'supplier' ? 'supplier' : 'buyer', isNew: false });
}
