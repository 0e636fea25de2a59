import type {
  chartFilterValuesAnswerSchema,
  chartFilterValuesBodySchema,
  createOrUpdateFilterAnswerSchema,
  createOrUpdateFilterBodySchema,
  deleteFilterAnswerSchema,
  deleteFiltersUnusedAnswerSchema,
  saveFiltersAnswerSchema,
  saveFiltersBodySchema,
} from '@chartroom/core';
import type { z } from 'zod';
import { withQuery, type Http } from './http';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;

export type CreateOrUpdateChartFilterBody = z.input<typeof createOrUpdateFilterBodySchema>;
export type CreateOrUpdateChartFilterAnswer = Data<typeof createOrUpdateFilterAnswerSchema>;
export type SaveChartFiltersBody = z.input<typeof saveFiltersBodySchema>;
export type SaveChartFiltersAnswer = Data<typeof saveFiltersAnswerSchema>;
export type DeleteChartFilterAnswer = Data<typeof deleteFilterAnswerSchema>;
export interface DeleteUnusedChartFiltersQuery {
  parentChartId: string;
  /** Columns (raw, output or variable names) whose filters stay. */
  columnNamesToKeep: readonly string[];
}
export type ChartFilterValuesBody = z.input<typeof chartFilterValuesBodySchema>;
export type ChartFilterValuesAnswer = Data<typeof chartFilterValuesAnswerSchema>;
export type DeleteUnusedChartFiltersAnswer = Data<typeof deleteFiltersUnusedAnswerSchema>;

/** Methods of the chart-level filter calls (docs/dev/contracts.md, "Chart API"). */
export function chartFilterMethods(http: Http) {
  const { request } = http;
  return {
    /** Creates or replaces a filter of a chart; it stays unsaved until saveChartFilters. */
    createOrUpdateChartFilter: (body: CreateOrUpdateChartFilterBody) =>
      request<CreateOrUpdateChartFilterAnswer>('POST', '/filters/create-or-update-filter', body),
    saveChartFilters: (body: SaveChartFiltersBody) =>
      request<SaveChartFiltersAnswer>('POST', '/filters/save-filters', body),
    deleteChartFilter: (filterId: string) =>
      request<DeleteChartFilterAnswer>('DELETE', withQuery('/filters/delete-filter', { filterId })),
    /** Deletes the chart's filters on columns not in `columnNamesToKeep`; answers their ids. */
    deleteUnusedChartFilters: ({
      parentChartId,
      columnNamesToKeep,
    }: DeleteUnusedChartFiltersQuery) =>
      request<DeleteUnusedChartFiltersAnswer>(
        'DELETE',
        withQuery('/filters/delete-filters-unused', {
          columnNamesToKeep: columnNamesToKeep.join(','),
          parentChartId,
        }),
      ),
    /** A chart Select filter's options (Manual list or scan, tenant-scoped, at most 300). */
    getChartFilterValues: (body: ChartFilterValuesBody) =>
      request<ChartFilterValuesAnswer>('POST', '/filters/get-filter-values', body),
  };
}
