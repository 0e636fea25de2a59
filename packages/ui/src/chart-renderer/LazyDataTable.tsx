import type { DataTableProps } from '../data-table/DataTable';
import { lazyPart } from './lazy-part';

/**
 * The table chart (TanStack Table, virtualisation, CSV export) in its own chunk, loaded when a
 * table is first drawn; the chart counts as drawn once the table has mounted with its rows.
 */
export const DataTable = lazyPart<DataTableProps>(
  async () => (await import('../data-table/DataTable')).DataTable,
  { drawnOnMount: true },
);
