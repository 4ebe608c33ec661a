import { Spin } from '@arco-design/web-react';
import { lazy, Suspense } from 'react';
import type { EditorProps } from '../editor-props';

/* tiptap and ProseMirror are large: they load when a form first shows an `html` field, never with the first screen. */
const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

/** The rich text editor, loaded when first shown. */
export function LazyRichTextEditor(props: EditorProps) {
  return (
    <Suspense fallback={<Spin size={16} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
