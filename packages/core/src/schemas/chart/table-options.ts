import { z } from 'zod';
import { formatConfigSchema } from './format-config';

/** Rows-per-page choices of the data table; default 10 (filters-and-rendering.md §2). */
export const tablePageSizeSchema = z.union(
  [z.literal(10), z.literal(20), z.literal(50), z.literal(100)],
  {
    error: 'Rows per page must be 10, 20, 50 or 100',
  },
);
export type TablePageSize = z.infer<typeof tablePageSizeSchema>;
export const DEFAULT_TABLE_PAGE_SIZE: TablePageSize = 10;

/** One sorted column (TanStack Table sorting state). */
export const columnSortSchema = z.object({ id: z.string(), desc: z.boolean() });
export type ColumnSort = z.infer<typeof columnSortSchema>;

/** Table advanced options (charts.md §3, filters-and-rendering.md §3). */
export const tableOptionsSchema = z.object({
  enableFiltering: z.boolean().optional(),
  enableSorting: z.boolean().optional(),
  persistColumnWidthsOnSave: z.boolean().optional(),
  enableResizing: z.boolean().optional(),
  /** Pagination on/off. */
  pagination: z.boolean().optional(),
  pageSize: tablePageSizeSchema.optional(),
  hiddenColumnNames: z.array(z.string()).optional(),
  leftPinnedColumnNames: z.array(z.string()).optional(),
  /** Per column: number/date format. */
  columnFormatConfigs: z.record(z.string(), formatConfigSchema).optional(),
  /** Per column: display name. */
  columnNameConfigs: z.record(z.string(), z.string()).optional(),
  sortingState: z.array(columnSortSchema).optional(),
  /** Per column: width in px. */
  columnWidthState: z.record(z.string(), z.number().min(0)).optional(),
  /** Column ids in display order. */
  columnOrderState: z.array(z.string()).optional(),
});
export type TableOptions = z.infer<typeof tableOptionsSchema>;
