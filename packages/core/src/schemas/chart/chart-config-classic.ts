import { z } from 'zod';
import { advancedOptionsSchema } from './advanced-options';
import { chartTypeSchema } from './chart-type';
import { formatConfigSchema } from './format-config';
import { layerSchema, MAX_LAYERS, MAX_SCATTER_LAYERS } from './layer';
import { MAX_COMBO_SERIES, MAX_SERIES, seriesSchema } from './series';
import { xAxisSchema } from './x-axis';

export const titleSizeSchema = z.enum(['small', 'large'], {
  error: 'Title size must be small or large',
});
export type TitleSize = z.infer<typeof titleSizeSchema>;

export const chartLayoutSchema = z.enum(['vertical', 'horizontal'], {
  error: 'Layout must be vertical or horizontal',
});
export type ChartLayout = z.infer<typeof chartLayoutSchema>;

export const orderDirectionSchema = z.enum(['ascending', 'descending'], {
  error: 'Order direction must be ascending or descending',
});
export type OrderDirection = z.infer<typeof orderDirectionSchema>;

export const orderBySchema = z.object({
  column: z.string(),
  direction: orderDirectionSchema.default('ascending'),
});
export type OrderBy = z.infer<typeof orderBySchema>;

/** The classic `chartConfig` without its cross-field rules (extendable). */
export const chartConfigClassicObjectSchema = z.object({
  type: chartTypeSchema,
  title: z.string().optional(),
  titleSize: titleSizeSchema.optional(),
  xAxis: xAxisSchema.optional(),
  yAxis: z.array(seriesSchema).default([]),
  layers: z.array(layerSchema).optional(),
  orderBy: orderBySchema.nullable().optional(),
  layout: chartLayoutSchema.optional(),
  formatConfig: formatConfigSchema.optional(),
  bgColor: z.string().optional(),
  fontFamily: z.string().optional(),
  /** HTML of a Text chart. */
  richText: z.string().optional(),
  advanced: advancedOptionsSchema.optional(),
  /**
   * Colours saved per value (series label, segment or slice name → CSS colour or palette name):
   * they win over the colour each value otherwise takes from the palette by its name.
   */
  colorMap: z.record(z.string(), z.string()).optional(),
});

/**
 * Classic chart configuration (charts.md §3) with the builder's rules (charts.md §5): at most 20
 * series and 20 layers (Scatter Plot 1), Combo Chart at most 2 series, one series when segmenting,
 * and a segment-by column when segmenting.
 */
export const chartConfigClassicSchema = chartConfigClassicObjectSchema.superRefine((c, ctx) => {
  if (c.yAxis.length > MAX_SERIES) {
    ctx.addIssue({ code: 'custom', path: ['yAxis'], message: 'No more than 20 series supported' });
  }
  if (c.type === 'Combo Chart' && c.yAxis.length > MAX_COMBO_SERIES) {
    ctx.addIssue({
      code: 'custom',
      path: ['yAxis'],
      message: 'No more than 2 series supported for a Combo Chart',
    });
  }
  const layers = c.layers ?? [];
  if (layers.length > MAX_LAYERS) {
    ctx.addIssue({ code: 'custom', path: ['layers'], message: 'No more than 20 layer supported' });
  }
  if (c.type === 'Scatter Plot' && layers.length > MAX_SCATTER_LAYERS) {
    ctx.addIssue({ code: 'custom', path: ['layers'], message: 'No more than 1 layer supported' });
  }
  const segment = c.yAxis[0]?.segmentConfig;
  if (segment?.segmentSeries) {
    if (c.yAxis.length > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['yAxis'],
        message: 'Only 1 series supported if segmentation is enabled',
      });
    }
    if (!segment.segmentBy) {
      ctx.addIssue({
        code: 'custom',
        path: ['yAxis', 0, 'segmentConfig', 'segmentBy'],
        message: 'Select a column to segment by',
      });
    }
  }
});
export type ChartConfigClassic = z.infer<typeof chartConfigClassicSchema>;
