import {
  DEFAULT_V2_COLORS,
  type ChartType,
  type ColumnType,
  type OutputColumn,
} from '@chartroom/core';

/** The 15 chart types offered by the classic builder's dropdown (charts.md §1). */
export const CLASSIC_CHART_TYPES = [
  'Table',
  'Text',
  'Stat Card',
  'Donut Chart',
  'Pie Chart',
  'Map',
  'Scatter Plot',
  'Heat Map',
  'Bar List',
  'Grouped Bar',
  'Stacked Bar',
  'Combo Chart',
  'Line',
  'Area Line',
  'Advanced Line',
] as const satisfies readonly ChartType[];

export type ClassicChartType = (typeof CLASSIC_CHART_TYPES)[number];

export function isClassicChartType(type: string): type is ClassicChartType {
  return (CLASSIC_CHART_TYPES as readonly string[]).includes(type);
}

/** The type of an output column by name ('unknown' when it is not an output column). */
export function columnTypeOf(columns: readonly OutputColumn[], name: string): ColumnType {
  return columns.find((c) => c.columnName === name)?.type ?? 'unknown';
}

/** Series colours, in the spec's default order (palette names the renderer resolves). */
export const SERIES_COLORS = DEFAULT_V2_COLORS;

export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? 'blue';
}
