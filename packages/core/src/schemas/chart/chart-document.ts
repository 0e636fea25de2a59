import { z } from 'zod';
import { chartConfigV2Schema } from '../chart-v2/chart-config-v2';
import { chartFilterConfigSchema } from '../filter/chart-filter';
import { chartConfigClassicSchema } from './chart-config-classic';
import { chartTypeSchema, chartTypeV2Schema } from './chart-type';
import { dataPrepSchema } from './data-prep';

/**
 * A chart row's `config` (charts.md §3): the classic `chartConfig` (with its `dataPrep`) and/or the
 * v2 `chartConfigV2`, the golden table, and the chart type (classic or v2 name). `filters` are the
 * chart's filter configs as kept while editing (saved ones live in chart-filter rows).
 */
export const chartDocumentSchema = z.object({
  chartConfig: chartConfigClassicSchema.optional(),
  chartConfigV2: chartConfigV2Schema.optional(),
  goldenTable: z.string().nullable().optional(),
  dataPrep: dataPrepSchema.prefault({}),
  type: z.union([chartTypeSchema, chartTypeV2Schema]).optional(),
  filters: z.array(chartFilterConfigSchema).optional(),
});
export type ChartDocument = z.infer<typeof chartDocumentSchema>;
