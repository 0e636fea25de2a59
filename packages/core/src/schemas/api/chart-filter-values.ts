import { z } from 'zod';
import { guardedRequest } from '../common/text';
import { MAX_OTHER_SELECT_OPTIONS } from '../filter/filter-type';
import { dataEnvelope, idSchema } from './common';

/**
 * POST /filters/get-filter-values (decision 031): the options of a chart-level Select filter, the
 * distinct values of its column scanned in the caller's tenant scope, at most 300
 * (filters-and-rendering.md §5). A tenant names the dashboard that shows the chart.
 */
export const chartFilterValuesBodySchema = guardedRequest(
  z.object({
    chartId: idSchema,
    filterId: idSchema,
    dashboardId: idSchema.optional(),
    limit: z
      .number()
      .int()
      .min(1, 'limit must be at least 1')
      .max(MAX_OTHER_SELECT_OPTIONS, `limit must be at most ${MAX_OTHER_SELECT_OPTIONS}`)
      .default(MAX_OTHER_SELECT_OPTIONS),
  }),
);
export type ChartFilterValuesBody = z.input<typeof chartFilterValuesBodySchema>;
export const chartFilterValuesAnswerSchema = dataEnvelope(
  z.object({ values: z.array(z.string()) }),
);
