import type { DataTableProps } from '../data-table/DataTable';
import { lazyPart } from './lazy-part';

/** Fetches the table chart's chunk now (once); a dashboard with a table calls it as it opens. */
export async function preloadDataTable() {
  return import('../data-table/DataTable');
}

/**
 * The table chart (TanStack Table, virtualisation, CSV export) in its own chunk, loaded when a
 * table is first drawn; the chart counts as drawn once the table has mounted with its rows.
 */
export const DataTable = lazyPart<DataTableProps>(
  async () => (await preloadDataTable()).DataTable,
  {
    drawnOnMount: true,
  },
);
