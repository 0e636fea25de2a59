import { z } from 'zod';
import { chartTypeV2Schema } from '../chart/chart-type';
import { chartSettingsV2Schema } from './chart-settings-v2';
import { comparisonSchema } from './comparison';
import { dimensionSchema } from './dimension';
import { measureSchema } from './measure';
import { chartV2FilterSchema } from './semantic-filter';

/** At most 10 series shown for multi-dimension v2 charts (charts.md §9). */
export const MAX_V2_SERIES_SHOWN = 10;

/** v2 (semantic) chart configuration (charts.md §3). */
export const chartConfigV2Schema = z
  .object({
    type: chartTypeV2Schema,
    title: z.string().optional(),
    dimensions: z.array(dimensionSchema).default([]),
    measures: z.array(measureSchema).default([]),
    filters: z.array(chartV2FilterSchema).default([]),
    comparisons: z.array(comparisonSchema).default([]),
    settings: chartSettingsV2Schema.prefault({}),
  })
  .superRefine((c, ctx) => {
    const measureNames = new Set(c.measures.map((m) => m.name));
    c.comparisons.forEach((cmp, i) => {
      if (!measureNames.has(cmp.measure)) {
        ctx.addIssue({
          code: 'custom',
          path: ['comparisons', i, 'measure'],
          message: `Comparison measure '${cmp.measure}' is not one of the chart's measures`,
        });
      }
    });
  });
export type ChartConfigV2 = z.infer<typeof chartConfigV2Schema>;
