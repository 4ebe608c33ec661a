import { textOf } from '../fields/editor-props';

/**
 * Rich text as stored: the server sanitised it on save to its allow-list (src/server/rich-text), so it
 * holds no script, event handler or javascript: URL; shown as the receiver sees it.
 */
export function RichTextView({ value }: { value: unknown }) {
  return <div className="srm-rich-text" style={{ lineHeight: 1.7, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: textOf(value) }} />;
}

/** The words of rich text without its tags, for grid cells and exports. */
export function richTextPlain(value: unknown): string {
  return textOf(value).replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}
