import type { TableSchemaEntry } from '@chartroom/client';
import { sql, StandardSQL } from '@codemirror/lang-sql';
import { Box, useComputedColorScheme } from '@mantine/core';
import CodeMirror, { EditorView, type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { forwardRef, useMemo } from 'react';
import { completionIconTheme } from './sql-completion-icons';
import { sqlNamespace } from './sql-schema';

export interface SqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  tables: readonly TableSchemaEntry[];
  label: string;
  /** Ctrl/Cmd+Enter runs the preview. */
  onRun: () => void;
}

/** CodeMirror 6 SQL editor with completion of the connection's tables and columns. */
export const SqlEditor = forwardRef<ReactCodeMirrorRef, SqlEditorProps>(function SqlEditor(
  { value, onChange, tables, label, onRun },
  ref,
) {
  const scheme = useComputedColorScheme('light');
  const extensions = useMemo(
    () => [
      sql({ dialect: StandardSQL, schema: sqlNamespace(tables), upperCaseKeywords: true }),
      completionIconTheme,
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorView.domEventHandlers({
        keydown: (event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onRun();
            return true;
          }
          return false;
        },
      }),
    ],
    [tables, label, onRun],
  );
  return (
    <Box
      data-testid="sql-editor"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
      }}
    >
      <CodeMirror
        ref={ref}
        value={value}
        onChange={onChange}
        extensions={extensions}
        theme={scheme}
        minHeight="180px"
        maxHeight="360px"
        basicSetup={{ foldGutter: false, highlightActiveLine: false }}
        style={{ fontSize: 13 }}
      />
    </Box>
  );
});
