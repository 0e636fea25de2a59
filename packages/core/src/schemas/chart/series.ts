import { z } from 'zod';
import { baseAggregationStrategySchema } from './aggregation';
import { chartTypeSchema } from './chart-type';
import { dataLabelConfigSchema } from './data-label-config';
import { normalizeConfigSchema } from './normalize-config';
import { segmentConfigSchema } from './segment-config';

/** Label override of a series (`format.label`). */
export const seriesFormatSchema = z.object({ label: z.string().optional() });

/**
 * One Y-axis series of a classic chart (charts.md §3 "Series"). `color` is a hex/rgba colour or a
 * palette name. `typeOverride` draws this series as another type (Combo Chart).
 */
export const seriesSchema = z.object({
  column: z.string().min(1, 'Select a column for every series'),
  color: z.string().optional(),
  format: seriesFormatSchema.optional(),
  typeOverride: chartTypeSchema.nullable().optional(),
  percentage: z.boolean().default(false),
  normalizeConfig: normalizeConfigSchema.optional(),
  hidden: z.boolean().default(false),
  baseAggregationStrategy: baseAggregationStrategySchema.default('Sum'),
  segmentConfig: segmentConfigSchema.optional(),
  dataLabelConfig: dataLabelConfigSchema.prefault({}),
});
export type Series = z.infer<typeof seriesSchema>;

/** Series limits (charts.md §5, §9). */
export const MAX_SERIES = 20;
export const MAX_COMBO_SERIES = 2;
