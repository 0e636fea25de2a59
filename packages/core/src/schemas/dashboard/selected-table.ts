import { z } from 'zod';

/** At most 3 golden tables per dashboard (dashboards.md §5). */
export const MAX_GOLDEN_TABLES = 3;

/** A table end users may build charts from (golden table). */
export const selectedTableEntrySchema = z.object({
  connectionId: z.string().min(1, 'Connection is required'),
  table: z.string().min(1, 'Table is required'),
  displayName: z.string().optional(),
  description: z.string().optional(),
});
export type SelectedTableEntry = z.infer<typeof selectedTableEntrySchema>;

/** `selected_table` of a dashboard row, validated strictly (write path). */
export const selectedTableSchema = z.object({
  tables: z
    .array(selectedTableEntrySchema)
    .max(MAX_GOLDEN_TABLES, 'No more than 3 golden tables supported'),
});
export type SelectedTable = z.infer<typeof selectedTableSchema>;

/** `selected_table` as read from storage: reset to an empty list when invalid (dashboards.md §3). */
export const storedSelectedTableSchema = selectedTableSchema.catch({ tables: [] });
