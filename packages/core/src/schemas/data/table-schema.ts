import { z } from 'zod';
import { columnTypeSchema } from '../common/column-type';

/** A column of a connection's table. `selectable` = offered to end users and Dash. */
export const tableColumnSchema = z.object({
  columnName: z.string().min(1, 'Column name is required'),
  type: columnTypeSchema,
  selectable: z.boolean().default(true),
});
export type TableColumn = z.infer<typeof tableColumnSchema>;

/** One table of a connection's schema (filters-and-rendering.md §3). */
export const tableSchemaEntrySchema = z.object({
  tableName: z.string().min(1, 'Table name is required'),
  /** Display name shown instead of tableName. */
  tableNameOverride: z.string().nullable().optional(),
  schemaName: z.string().nullable().optional(),
  columns: z.array(tableColumnSchema).default([]),
});
export type TableSchemaEntry = z.infer<typeof tableSchemaEntrySchema>;
