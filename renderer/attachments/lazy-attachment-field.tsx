import { Spin } from '@arco-design/web-react';
import { lazy, Suspense } from 'react';
import type { AttachmentFieldProps } from './attachment-field';

/*
 * The attachment widget brings a table, upload progress and the image and PDF viewers (the cropper with them):
 * it loads when a form or an attachment cell's dialog first shows one, so a list screen never downloads it.
 */
const AttachmentField = lazy(async () => ({ default: (await import('./attachment-field')).AttachmentField }));

/** The attachment widget, loaded when first shown. */
export function LazyAttachmentField(props: AttachmentFieldProps) {
  return (
    <Suspense fallback={<Spin size={16} />}>
      <AttachmentField {...props} />
    </Suspense>
  );
}
