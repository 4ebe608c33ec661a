import { z } from 'zod';
import { DEFAULT_MAX_FILES, MAX_UPLOAD_BYTES } from './attachment-limits';

/**
 * An attachment widget's rules (the `attachmentConfig` of spec 000 §3). The server enforces the same
 * rules for uploads through the menu whose screen holds the widget (src/server/files/attachment-slots.ts).
 */
export const AttachmentConfig = z
  .object({
    extensions: z
      .array(z.string().regex(/^[a-z0-9]{1,10}$/, 'lowercase letters and digits, no dot'))
      .optional()
      .describe('allowed extensions (lowercase, no dot); any safe type when absent'),
    maxSize: z.number().int().positive().max(MAX_UPLOAD_BYTES).optional().describe('largest file in bytes; default 2147483648'),
    maxCount: z.number().int().positive().max(DEFAULT_MAX_FILES).optional().describe('most files; default 999, then upload is disabled'),
    imageOnly: z.boolean().optional().describe('only gif, jpg, jpeg, png, bmp; opens the image viewer to preview'),
    crop: z.boolean().optional().describe('with imageOnly: a chosen picture opens in the cropper (box 180 by 180) and the framed part is uploaded as PNG'),
    permissionCheck: z
      .boolean()
      .optional()
      .describe('false: upload, preview, download and delete need no btn*Attachment resource codes (default true)'),
  })
  .strict();
export type AttachmentConfig = z.infer<typeof AttachmentConfig>;
