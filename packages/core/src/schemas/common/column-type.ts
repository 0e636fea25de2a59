import { z } from 'zod';
import type { ColumnType } from '../../result/query-result';

/**
 * Column types of query output and table schemas (charts.md §3 "Column types";
 * filters-and-rendering.md §3: v2 adds boolean). Same set as the result contract's `ColumnType`.
 */
export const columnTypeSchema = z.enum(
  ['number', 'string', 'date', 'boolean', 'mixed', 'unknown'],
  {
    error: 'Column type must be one of number, string, date, boolean, mixed, unknown',
  },
) satisfies z.ZodType<ColumnType>;

/** One output column of a data-prep query: `{columnName, type}`. */
export const outputColumnSchema = z.object({
  columnName: z.string().min(1, 'Column name is required'),
  type: columnTypeSchema,
});
export type OutputColumn = z.infer<typeof outputColumnSchema>;

/** An available field of a table for the v2 builder and Dash: `{tableName, name, type}`. */
export const availableFieldSchema = z.object({
  tableName: z.string(),
  name: z.string().min(1, 'Field name is required'),
  type: columnTypeSchema,
});
export type AvailableField = z.infer<typeof availableFieldSchema>;
