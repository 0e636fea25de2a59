import type { ChartConfigClassic } from '@chartroom/core';
import type { ReactNode } from 'react';
import type { ChartData } from '../chart-renderer/chart-data';
import { DataTable } from '../chart-renderer/LazyDataTable';
import type { ColumnConfigChange, TableStateChange } from '../data-table/table-state';
import { TextChart } from '../text-chart/TextChart';

/** Edit-mode and state callbacks of the Text and Table charts, passed through the viewer. */
export interface ChartEditProps {
  /** Edit mode: the Text chart's toolbar, the table's column editors. */
  editable?: boolean;
  /** Text chart: the edited rich text (sanitised), 300 ms after the last change. */
  onRichTextChange?: (html: string) => void;
  /** Table: column widths and order after a change (persist on save when asked). */
  onTableStateChange?: (state: TableStateChange) => void;
  /** Table: display names and formats edited in edit mode. */
  onColumnConfigChange?: (change: ColumnConfigChange) => void;
}

/**
 * The Text or Table chart wired to the edit callbacks, or null when the plain renderer will do
 * (other types, or no edit mode and no callbacks).
 */
export function editableChart(
  chart: ChartConfigClassic,
  data: ChartData | undefined,
  title: string,
  edit: ChartEditProps,
): ReactNode | null {
  if (chart.type === 'Text' && (edit.editable || edit.onRichTextChange)) {
    return (
      <TextChart
        richText={chart.richText}
        editable={edit.editable ?? false}
        onChange={edit.onRichTextChange}
      />
    );
  }
  const tableCallbacks = edit.onTableStateChange || edit.onColumnConfigChange;
  if (chart.type === 'Table' && data && (edit.editable || tableCallbacks)) {
    return (
      <DataTable
        columns={data.columns}
        rows={data.rows}
        options={chart.advanced?.table}
        formatConfig={chart.formatConfig}
        exportPrefix={title}
        editable={edit.editable ?? false}
        onTableStateChange={edit.onTableStateChange}
        onColumnConfigChange={edit.onColumnConfigChange}
      />
    );
  }
  return null;
}
