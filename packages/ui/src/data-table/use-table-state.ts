import type { FormatConfig, TableOptions } from '@chartroom/core';
import type { ColumnOrderState, ColumnSizingState } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';
import type { ColumnConfigChange, TableStateChange } from './table-state';

export interface UseTableStateArgs {
  options: TableOptions | undefined;
  onTableStateChange?: (state: TableStateChange) => void;
  onColumnConfigChange?: (change: ColumnConfigChange) => void;
}

/**
 * Column widths, order, display names and formats of the data table, started from the saved
 * options. Width and order changes are reported once a resize ends; name and format edits at
 * once (and shown at once, before the host saves them).
 */
export function useTableState({
  options,
  onTableStateChange,
  onColumnConfigChange,
}: UseTableStateArgs) {
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>(
    () => options?.columnWidthState ?? {},
  );
  const [columnOrder, setColumnOrder] = useState<ColumnOrderState>(
    () => options?.columnOrderState ?? [],
  );
  const [names, setNames] = useState<Record<string, string>>(
    () => options?.columnNameConfigs ?? {},
  );
  const [formats, setFormats] = useState<Record<string, FormatConfig>>(
    () => options?.columnFormatConfigs ?? {},
  );
  const [resizing, setResizing] = useState(false);

  useEffect(() => setNames(options?.columnNameConfigs ?? {}), [options?.columnNameConfigs]);
  useEffect(() => setFormats(options?.columnFormatConfigs ?? {}), [options?.columnFormatConfigs]);

  const reportRef = useRef(onTableStateChange);
  useEffect(() => {
    reportRef.current = onTableStateChange;
  }, [onTableStateChange]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!resizing) {
      reportRef.current?.({ columnWidthState: columnSizing, columnOrderState: columnOrder });
    }
  }, [columnSizing, columnOrder, resizing]);

  const editColumn = (id: string, name: string, format: FormatConfig | null) => {
    const nextNames = { ...names };
    if (name && name !== id) nextNames[id] = name;
    else delete nextNames[id];
    const nextFormats = { ...formats };
    if (format) nextFormats[id] = format;
    else delete nextFormats[id];
    setNames(nextNames);
    setFormats(nextFormats);
    onColumnConfigChange?.({ columnNameConfigs: nextNames, columnFormatConfigs: nextFormats });
  };

  return {
    columnSizing,
    setColumnSizing,
    columnOrder,
    setColumnOrder,
    setResizing,
    names,
    formats,
    editColumn,
  };
}
