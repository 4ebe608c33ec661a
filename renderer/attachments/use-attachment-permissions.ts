import { ATTACHMENT_RESOURCES, type AttachmentOperation } from '../descriptors/attachment-resources';
import { useIsGranted } from '../permissions/use-is-granted';
import type { AttachmentRules } from './attachment-rules';

/**
 * What the user may do with a widget's files (spec 000 §6): the btn*Attachment resource codes of the
 * screen's menu, unless the widget switches its permission check off. The server checks the same codes.
 */
export function useAttachmentPermissions(rules: AttachmentRules): Record<AttachmentOperation, boolean> {
  const granted = useIsGranted();
  const may = (operation: AttachmentOperation) => !rules.permissionCheck || granted(ATTACHMENT_RESOURCES[operation]);
  return { upload: may('upload'), preview: may('preview'), download: may('download'), delete: may('delete') };
}
