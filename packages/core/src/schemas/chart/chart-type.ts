import { z } from 'zod';

/**
 * Classic chart types (charts.md §1, filters-and-rendering.md §2), including the names only seen in
 * stored configs ('Bar', 'Area', 'Stacked Area', 'KPI card').
 */
export const chartTypeSchema = z.enum(
  [
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
    'Bar',
    'Area',
    'Stacked Area',
    'KPI card',
  ],
  { error: 'Invalid chart type' },
);
export type ChartType = z.infer<typeof chartTypeSchema>;

/** Chart types of the v2 builder (charts.md §9). */
export const chartTypeV2Schema = z.enum(
  ['table', 'bar', 'line', 'area', 'pie', 'donut', 'scatter', 'kpiCard'],
  { error: 'Invalid chart type: expected table, bar, line, area, pie, donut, scatter or kpiCard' },
);
export type ChartTypeV2 = z.infer<typeof chartTypeV2Schema>;

/** Classic types that take no extra series (charts.md §5). */
export const SINGLE_SERIES_CHART_TYPES: readonly ChartType[] = ['Table', 'Text'];
/** Classic types that get generic limit 1000 and page size 50 (charts.md §4). */
export const BAR_LIKE_CHART_TYPES: readonly ChartType[] = [
  'Bar List',
  'Grouped Bar',
  'Stacked Bar',
  'Combo Chart',
];
