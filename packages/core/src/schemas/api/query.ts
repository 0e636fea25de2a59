import { z } from 'zod';
import { lineText, multilineText, guardedRequest } from '../common/text';
import { dataEnvelope, idSchema, versionSchema } from './common';

const resultValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const resultRowSchema = z.record(z.string(), resultValueSchema);
export const resultColumnSchema = z.object({
  name: z.string(),
  type: z.enum(['number', 'string', 'date', 'boolean', 'mixed', 'unknown']),
});

const predicateOperatorSchema = z.enum(
  [
    'between',
    'not_between',
    'in',
    'not_in',
    'equals',
    'not_equals',
    'like',
    'not_like',
    'gt',
    'gte',
    'lt',
    'lte',
    'is_null',
    'is_not_null',
  ],
  { error: 'Unknown filter operator' },
);

/** One filter of the run-SQL call (the spec leaves its shape "not shown"). */
export const runQueryFilterSchema = z.object({
  column: lineText(300, 'Filter column').min(1, 'Filter column is required'),
  operator: predicateOperatorSchema,
  values: z
    .array(z.union([z.string().max(10_000), z.number(), z.boolean()]))
    .max(1000)
    .default([]),
  table: lineText(300, 'Filter table').min(1).optional(),
  temporal: z.boolean().optional(),
});
export type RunQueryFilter = z.infer<typeof runQueryFilterSchema>;

/** The spec's run-SQL payload (charts.md §7, filters-and-rendering.md §7). */
export const runQueryBodySchema = guardedRequest(
  z.object({
    sqlQuery: multilineText(100_000, 'sqlQuery').min(1, 'sqlQuery is required'),
    connectionId: idSchema,
    /**
     * Filters on the query: with `table`, every reference of that raw table is filtered; without,
     * the query's output column is. Values are always bound as parameters.
     */
    filters: z.array(runQueryFilterSchema).max(200).optional(),
    rawTableNames: z.array(lineText(300, 'Table name')).max(200).optional(),
    requestingOrganization: idSchema.optional(),
    supabaseToken: lineText(10_000, 'supabaseToken').optional(),
    postgresRLSToken: lineText(10_000, 'postgresRLSToken').optional(),
    tz: lineText(100, 'tz').optional(),
  }),
);
export type RunQueryBody = z.infer<typeof runQueryBodySchema>;
export const runQueryAnswerSchema = dataEnvelope(z.array(resultRowSchema));

/** A dashboard filter's value, by the shapes of docs/dev/contracts.md. */
export const filterValueSchema = z.union([
  z.string().max(10_000),
  z.number(),
  z.boolean(),
  z.array(z.string().max(10_000)).max(1000),
  z.null(),
]);
export type FilterValue = z.infer<typeof filterValueSchema>;

/** A saved chart version, or an unsaved chart (its document and connection) being built. */
const chartDataTargetSchema = z.union([
  z.object({ id: idSchema, version: versionSchema.optional() }),
  z.object({ config: z.record(z.string().max(300), z.unknown()), connection: idSchema }),
]);

export const chartDataBodySchema = guardedRequest(
  z.object({
    chart: chartDataTargetSchema,
    dashboardId: idSchema.optional(),
    filterValues: z
      .array(z.object({ filterId: idSchema, value: filterValueSchema }))
      .max(200)
      .default([]),
    /** Values of the chart's own filters, by filter id. */
    chartFilterValues: z
      .array(z.object({ filterId: idSchema, value: filterValueSchema }))
      .max(200)
      .default([]),
    /** 0-based page of segments (20 a page) of a segmented chart. */
    segmentPage: z.number().int().min(0).max(10_000).default(0),
    tz: lineText(100, 'tz').optional(),
  }),
);
export type ChartDataBody = z.infer<typeof chartDataBodySchema>;

export const chartDataSchema = z.object({
  columns: z.array(resultColumnSchema),
  rows: z.array(resultRowSchema),
  comparisonRows: z.array(resultRowSchema).optional(),
  segmentNames: z.array(z.string()).optional(),
});
export type ChartDataAnswer = z.infer<typeof chartDataSchema>;
export const chartDataAnswerSchema = dataEnvelope(chartDataSchema);

export const filterValuesBodySchema = guardedRequest(
  z.object({
    dashboardId: idSchema,
    filterId: idSchema,
    /**
     * The current values of the dashboard's other filters (cross-filtering, decision 028): each
     * one with a value narrows the scan as it narrows the chart's data; the scanned filter's own
     * value is ignored. Absent: the options of the unfiltered data.
     */
    filterValues: z
      .array(z.object({ filterId: idSchema, value: filterValueSchema }))
      .max(200)
      .optional(),
    /** At most this many options: 1000 (dashboard filters, the default) or 300 (editors, §5). */
    limit: z
      .number()
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(1000, 'Limit must be at most 1000')
      .optional(),
  }),
);
export const filterValuesAnswerSchema = dataEnvelope(z.object({ values: z.array(z.string()) }));
