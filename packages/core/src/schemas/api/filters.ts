import { z } from 'zod';
import { chartFilterConfigSchema, chartFilterSchema } from '../filter/chart-filter';
import { guardedRequest } from '../common/text';
import { dataEnvelope, idSchema } from './common';
import { queryListSchema } from './query-string';

// Chart-level filter calls (charts.md §7, filters-and-rendering.md §7). Answers the spec does not
// show are our design: the saved row, or the ids affected.

/** POST /filters/create-or-update-filter */
export const createOrUpdateFilterBodySchema = guardedRequest(
  z.object({
    filterConfig: chartFilterConfigSchema,
    filterId: idSchema,
    parentChartId: idSchema,
  }),
);
export type CreateOrUpdateFilterBody = z.infer<typeof createOrUpdateFilterBodySchema>;
export const createOrUpdateFilterAnswerSchema = dataEnvelope(
  z.object({ filter: chartFilterSchema }),
);

/** POST /filters/save-filters — marks the filters saved. */
export const saveFiltersBodySchema = guardedRequest(
  z.object({ filterIds: z.array(idSchema).max(1000) }),
);
export type SaveFiltersBody = z.infer<typeof saveFiltersBodySchema>;
export const saveFiltersAnswerSchema = dataEnvelope(z.object({ filterIds: z.array(z.string()) }));

/** DELETE /filters/delete-filter?filterId */
export const deleteFilterQuerySchema = guardedRequest(z.object({ filterId: idSchema }));
export const deleteFilterAnswerSchema = dataEnvelope(z.object({ filterId: z.string() }));

/** DELETE /filters/delete-filters-unused?columnNamesToKeep&parentChartId → deletedChartFilters. */
export const deleteFiltersUnusedQuerySchema = guardedRequest(
  z.object({
    columnNamesToKeep: queryListSchema.default([]),
    parentChartId: idSchema,
  }),
);
/** `deletedChartFilters`: ids of the deleted chart filters (shape not shown). */
export const deleteFiltersUnusedAnswerSchema = dataEnvelope(
  z.object({ deletedChartFilters: z.array(z.string()) }),
);
