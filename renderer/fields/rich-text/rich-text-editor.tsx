import { Button, Space } from '@arco-design/web-react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { textOf, type EditorProps } from '../editor-props';

/** The toolbar's commands: a label in both languages and what it does on the editor. */
const COMMANDS: { key: string; label: { cn: string; en: string }; run: (editor: Editor) => void; active: (editor: Editor) => boolean }[] = [
  { key: 'bold', label: { cn: '粗体', en: 'Bold' }, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', label: { cn: '斜体', en: 'Italic' }, run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { key: 'h2', label: { cn: '标题', en: 'Heading' }, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { key: 'bullet', label: { cn: '列表', en: 'List' }, run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'ordered', label: { cn: '编号', en: 'Numbered' }, run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'quote', label: { cn: '引用', en: 'Quote' }, run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
];

/**
 * The rich text editor of `html` fields (tiptap 3 with its starter kit: paragraphs, headings, marks, lists,
 * quotes, code, links). It produces the HTML the server's allow-list keeps (src/server/rich-text); the server
 * sanitises whatever arrives, so this editor is a convenience, never the protection. Loaded lazily
 * (lazy-rich-text-editor.tsx): screens without rich text never download it.
 */
export function RichTextEditor({ spec, value, onChange, invalid }: EditorProps) {
  const { text } = useRendererI18n();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: textOf(value),
    immediatelyRender: true,
    // The editable element itself is the text box people and screen readers use: it carries the field's name.
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': text(spec.label) } },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  // A record read again (after a save) replaces the content; typing does not come back through here. Effects
  // also run again when a hidden tab is shown: by then useEditor may have destroyed that editor for a new one.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (textOf(value) !== editor.getHTML() && !(editor.isEmpty && textOf(value) === '')) editor.commands.setContent(textOf(value), { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className="srm-rich-text-editor" data-invalid={invalid ? 'true' : undefined} style={{ border: `1px solid ${invalid ? 'rgb(var(--danger-6))' : 'var(--color-border-2)'}`, borderRadius: 2 }}>
      <div role="toolbar" aria-label={text(spec.label)} style={{ padding: 4, borderBottom: '1px solid var(--color-border-2)' }}>
      <Space size={4}>
        {COMMANDS.map((command) => (
          <Button
            key={command.key}
            size="mini"
            type={editor && command.active(editor) ? 'primary' : 'secondary'}
            aria-pressed={editor ? command.active(editor) : false}
            onClick={() => editor && command.run(editor)}
          >
            {text(command.label)}
          </Button>
        ))}
      </Space>
      </div>
      <EditorContent editor={editor} style={{ minHeight: 160, padding: '4px 8px' }} />
    </div>
  );
}
