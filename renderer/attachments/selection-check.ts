import type { TFunction } from 'i18next';
import { formatFileSize } from '../../src/shared/numbers/file-size';
import { fileSuffix, type AttachmentRules } from './attachment-rules';

/**
 * Checks chosen files before a byte is sent (spec 000 §5): the count left under the widget's maximum,
 * the allowed extensions (any case; images only where the widget says so), the size limit. Answers the
 * message to show, or null when every file may go.
 */
export function selectionProblem(files: readonly File[], rules: AttachmentRules, alreadyAttached: number, t: TFunction): string | null {
  if (alreadyAttached + files.length > rules.maxCount) return t('attachment.tooMany', { max: rules.maxCount });
  for (const file of files) {
    const suffix = fileSuffix(file.name);
    if (rules.extensions && !rules.extensions.includes(suffix)) {
      return rules.imageOnly ? t('attachment.imageOnly') : t('attachment.extensionNotAllowed', { list: rules.extensions.join(', ') });
    }
    if (file.size > rules.maxSize) return t('attachment.tooLarge', { name: file.name, max: formatFileSize(rules.maxSize) });
    if (file.size === 0) return t('attachment.empty', { name: file.name });
  }
  return null;
}
