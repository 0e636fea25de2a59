import { Stack, Typography } from '@mantine/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef } from 'react';
import { useUiTranslation } from '../i18n/i18n';
import { sanitizeHtml } from './sanitize-html';
import { RICH_TEXT_DEBOUNCE_MS, type TextChartProps } from './text-chart-props';
import { TextToolbar } from './TextToolbar';
import { useDebouncedCallback } from './use-debounced-callback';

/**
 * Text chart (TipTap and DOMPurify: its own chunk, loaded through TextChart.tsx): the config's
 * rich text (sanitised, then rendered by TipTap with StarterKit). In edit
 * mode it shows a toolbar and reports the sanitised HTML through a 300 ms debounce.
 */
export function TiptapTextChart({ richText, editable = false, onChange }: TextChartProps) {
  const { t } = useUiTranslation();
  const html = useMemo(() => sanitizeHtml(richText ?? ''), [richText]);
  /** The last HTML sent to onChange, so its echo through `richText` does not reset the cursor. */
  const emitted = useRef<string | null>(null);
  const debouncedChange = useDebouncedCallback((next: string) => {
    emitted.current = next;
    onChange?.(next);
  }, RICH_TEXT_DEBOUNCE_MS);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: {
          openOnClick: !editable,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
        },
      }),
    ],
    content: html,
    editable,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': t('textChart.editor') } },
    onUpdate: ({ editor: e }) => debouncedChange(sanitizeHtml(e.getHTML())),
  });

  // A Suspense boundary that hides and shows this chart again re-runs the effects with the
  // editor it destroyed on hiding (useEditor makes a new one): nothing to do with that one.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  useEffect(() => {
    if (editor.isDestroyed) return;
    if (html === emitted.current || html === sanitizeHtml(editor.getHTML())) return;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  return (
    <Stack gap={4} h="100%" data-testid="text-chart" data-editable={editable || undefined}>
      {editable && <TextToolbar editor={editor} />}
      <Typography p="xs" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <EditorContent editor={editor} />
      </Typography>
    </Stack>
  );
}
