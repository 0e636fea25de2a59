import type { ChartType, HeatmapOptions, TableOptions, TremorOptions } from '@chartroom/core';

/** The option groups of `chartConfig.advanced` (charts.md §3). */
export type AdvancedGroup = 'generic' | 'tremor' | 'table' | 'heatmap';

const TREMOR_TYPES: readonly ChartType[] = [
  'Donut Chart',
  'Pie Chart',
  'Scatter Plot',
  'Bar List',
  'Grouped Bar',
  'Stacked Bar',
  'Combo Chart',
  'Line',
  'Area Line',
  'Advanced Line',
  'Bar',
  'Area',
  'Stacked Area',
];
const PIE_TYPES: readonly ChartType[] = ['Donut Chart', 'Pie Chart'];
const LINE_TYPES: readonly ChartType[] = [
  'Line',
  'Area Line',
  'Advanced Line',
  'Combo Chart',
  'Area',
  'Stacked Area',
];

/** The groups shown for a chart type; every type but Text has the generic options. */
export function advancedGroups(type: ChartType): AdvancedGroup[] {
  if (type === 'Text') return [];
  const groups: AdvancedGroup[] = ['generic'];
  if (TREMOR_TYPES.includes(type)) groups.push('tremor');
  if (type === 'Table') groups.push('table');
  if (type === 'Heat Map') groups.push('heatmap');
  return groups;
}

/** Tremor options that make sense for the type: axes for cartesian charts, curves for lines. */
export function tremorFeatures(type: ChartType) {
  const pie = PIE_TYPES.includes(type);
  return {
    axes: !pie,
    paging: !pie && type !== 'Scatter Plot',
    lines: LINE_TYPES.includes(type),
  };
}

/** What the renderer does when an option is unset, shown as the switches' initial state. */
export const TREMOR_DEFAULTS = {
  showXAxis: true,
  showYAxis: true,
  showXAxisLine: true,
  showYAxisLine: false,
  showAnimation: true,
  startEndOnly: false,
  showTooltip: true,
  showLegend: true,
  showGridLines: true,
  connectNulls: false,
  enableLegendSlider: true,
  useCustomMax: false,
  curveType: 'linear',
} as const satisfies TremorOptions;

export const TABLE_DEFAULTS = {
  enableFiltering: false,
  enableSorting: true,
  persistColumnWidthsOnSave: false,
  enableResizing: true,
  pagination: true,
} as const satisfies TableOptions;

export const HEATMAP_DEFAULTS = {
  startEndOnly: false,
  showXAxis: true,
  showYAxis: true,
  labelCells: false,
} as const satisfies HeatmapOptions;
