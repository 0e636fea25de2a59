import { Box, useComputedColorScheme } from '@mantine/core';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';

export interface CssEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
}

/** CodeMirror 6 (as the SQL editor) for a dashboard's CSS; its own chunk, loaded with the dialog. */
export function CssEditor({ value, onChange, label }: CssEditorProps) {
  const scheme = useComputedColorScheme('light');
  const extensions = useMemo(
    () => [EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label })],
    [label],
  );
  return (
    <Box
      data-testid="css-editor"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
      }}
    >
      <CodeMirror
        value={value}
        onChange={onChange}
        extensions={extensions}
        theme={scheme}
        minHeight="220px"
        maxHeight="50vh"
        basicSetup={{ foldGutter: false, highlightActiveLine: false, autocompletion: false }}
        style={{ fontSize: 13 }}
      />
    </Box>
  );
}
