import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cn } from '@/components/ui';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** Bumped when the form loads new content (edit, PDF import) so the editor takes it over. */
  resetKey: number;
}

/**
 * Self-hosted TipTap editor: no CDN, no key. What it can produce is exactly what saveBlogPost's
 * sanitiser keeps.
 */
export function RichTextEditor({ label, value, onChange, error, resetKey }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class:
          'min-h-[400px] px-4 py-3 text-slate-900 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.commands.setContent(value || '', { emitUpdate: false });
    // Only a new document replaces the content; typing must not reset the cursor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, resetKey]);

  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-slate-800" id="content-label">
        {label}
      </span>
      <div
        className={cn(
          'rounded-lg border bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-200',
          error ? 'border-red-600' : 'border-slate-300',
        )}
      >
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: { label: string; text: string; active: boolean; run: () => void }[] = [
    { label: 'Bold', text: 'B', active: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Italic', text: 'I', active: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Heading', text: 'H2', active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Subheading', text: 'H3', active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'Bulleted list', text: '• List', active: state.bullet, run: () => chain().toggleBulletList().run() },
    { label: 'Numbered list', text: '1. List', active: state.ordered, run: () => chain().toggleOrderedList().run() },
    { label: 'Quote', text: '“ ”', active: state.quote, run: () => chain().toggleBlockquote().run() },
    {
      label: 'Link',
      text: 'Link',
      active: state.link,
      run: () => {
        const href = window.prompt('Link address (https://...)', editor.getAttributes('link').href ?? 'https://');
        if (href === null) return;
        if (!href.trim() || href.trim() === 'https://') chain().unsetLink().run();
        else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
      },
    },
  ];
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5">
      {buttons.map((b) => (
        <button
          key={b.label}
          type="button"
          aria-label={b.label}
          aria-pressed={b.active}
          onClick={b.run}
          className={cn(
            'rounded-md px-2.5 py-1 text-sm font-semibold text-slate-800 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700',
            b.active && 'bg-brand-100 text-brand-900',
          )}
        >
          {b.text}
        </button>
      ))}
    </div>
  );
}
