import { z } from 'zod';
import { tableOptionsSchema } from './table-options';

const positiveInt = (what: string) =>
  z.number().int(`${what} must be an integer`).min(1, `${what} must be at least 1`);

/** Options common to every classic chart. `limit` null = no limit. */
export const genericOptionsSchema = z.object({
  limit: positiveInt('Limit').nullable().optional(),
  showInfoTooltip: z.boolean().optional(),
  showXAxisLabel: z.boolean().optional(),
  showYAxisLabel: z.boolean().optional(),
  infoText: z.string().optional(),
});
export type GenericOptions = z.infer<typeof genericOptionsSchema>;

export const curveTypeSchema = z.enum(['linear', 'natural', 'monotone', 'step'], {
  error: 'Curve type must be one of linear, natural, monotone, step',
});
export type CurveType = z.infer<typeof curveTypeSchema>;

/** Options of the cartesian charts. `pageOn` is the page size (null = no paging). */
export const tremorOptionsSchema = z.object({
  pageOn: positiveInt('Page size').nullable().optional(),
  showXAxis: z.boolean().optional(),
  showYAxis: z.boolean().optional(),
  showXAxisLine: z.boolean().optional(),
  showYAxisLine: z.boolean().optional(),
  showAnimation: z.boolean().optional(),
  startEndOnly: z.boolean().optional(),
  showTooltip: z.boolean().optional(),
  showLegend: z.boolean().optional(),
  showGridLines: z.boolean().optional(),
  connectNulls: z.boolean().optional(),
  enableLegendSlider: z.boolean().optional(),
  useCustomMax: z.boolean().optional(),
  /** Empty min/max are ignored (filters-and-rendering.md §5). */
  minValue: z.number().nullable().optional(),
  maxValue: z.number().nullable().optional(),
  curveType: curveTypeSchema.optional(),
  customTooltipContent: z
    .object({ header: z.string().optional(), entry: z.string().optional() })
    .optional(),
});
export type TremorOptions = z.infer<typeof tremorOptionsSchema>;

/** Heat map options; `pageOn` is the columns per page (default 10 when enabled). */
export const heatmapOptionsSchema = z.object({
  startEndOnly: z.boolean().optional(),
  showXAxis: z.boolean().optional(),
  showYAxis: z.boolean().optional(),
  labelCells: z.boolean().optional(),
  pageOn: positiveInt('Columns per page').nullable().optional(),
});
export type HeatmapOptions = z.infer<typeof heatmapOptionsSchema>;

/** `chartConfig.advanced` (charts.md §3). */
export const advancedOptionsSchema = z.object({
  generic: genericOptionsSchema.optional(),
  tremor: tremorOptionsSchema.optional(),
  table: tableOptionsSchema.optional(),
  heatmap: heatmapOptionsSchema.optional(),
});
export type AdvancedOptions = z.infer<typeof advancedOptionsSchema>;

/** Defaults applied when a limit / paging is switched on (charts.md §9). */
export const DEFAULT_LIMIT_WHEN_ENABLED = 10;
export const DEFAULT_PAGE_SIZE_WHEN_ENABLED = 5;
export const BAR_TYPES_LIMIT = 1000;
export const BAR_TYPES_PAGE_SIZE = 50;
export const HEATMAP_DEFAULT_COLUMNS_PER_PAGE = 10;
