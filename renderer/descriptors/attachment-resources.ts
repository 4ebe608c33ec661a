/** The resource code each attachment operation needs where the widget checks permissions (spec 000 §6). */
export const ATTACHMENT_RESOURCES = {
  upload: 'btnUploadAttachment',
  preview: 'btnPreviewAttachment',
  download: 'btnDownloadAttachment',
  delete: 'btnDelAttachment',
} as const;
export type AttachmentOperation = keyof typeof ATTACHMENT_RESOURCES;
