import { z } from 'zod';
import { outputColumnSchema } from '../common/column-type';
import { filterComparisonSchema, scalarValueSchema } from '../common/filter-comparison';

/** One data-prep step: a filter on an output column. */
export const dataPrepStepSchema = z.object({
  column: z.string().min(1, 'Select a column for every step'),
  comparison: filterComparisonSchema,
  value: z.union([scalarValueSchema, z.array(scalarValueSchema)]).optional(),
});
export type DataPrepStep = z.infer<typeof dataPrepStepSchema>;

/**
 * A raw-table preview kept while building (charts.md §3 `rawTables`); 'Apply changes' empties it.
 * Design: `{tableName, rows}`; other keys of stored previews are tolerated and kept.
 */
export const rawTablePreviewSchema = z.looseObject({
  tableName: z.string(),
  rows: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type RawTablePreview = z.infer<typeof rawTablePreviewSchema>;

/** Default and maximum row count of chart data (filters-and-rendering.md §9). */
export const DEFAULT_CHART_ROW_LIMIT = 2000;

/** Data preparation of a classic chart (charts.md §3). */
export const dataPrepSchema = z.object({
  query: z.string().default(''),
  rawTableNames: z.array(z.string()).default([]),
  rawTables: z.array(rawTablePreviewSchema).default([]),
  outputColumns: z.array(outputColumnSchema).default([]),
  limit: z
    .number({ error: 'Limit must be a number' })
    .int('Limit must be an integer')
    .min(1, 'Limit must be at least 1')
    .default(DEFAULT_CHART_ROW_LIMIT),
  steps: z.array(dataPrepStepSchema).default([]),
  dataVisibleToAi: z.boolean().optional(),
  goldenTable: z.string().nullable().optional(),
});
export type DataPrep = z.infer<typeof dataPrepSchema>;
