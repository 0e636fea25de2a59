import type { OutputColumn } from '@chartroom/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { previewColumnsSql } from '../chart-builder/preview-sql';
import { useConnectionList } from '../connections/use-connections';

export interface StrictTenantInput {
  connectionId: string | null;
  /** The data-prep query. */
  query: string;
  /** Its output columns (from the last preview, or the saved data prep). */
  outputColumns: readonly OutputColumn[];
}

export interface StrictTenantCoverage {
  covered: number;
  total: number;
}

/**
 * How many of the organisation's tenants the query output works for, on a tenant-strict connection
 * (charts.md §5; POST /query/strict-tenant-coverage). Null when the connection is not strict, the
 * query or its output is empty, or the check failed (only logged: it is a warning, not a blocker).
 * Coverage depends only on the output column names, so it is asked again only when they change;
 * the query runs with its variables as NULL and no row (the builder's column probe).
 */
export function useStrictTenantCoverage(input: StrictTenantInput): StrictTenantCoverage | null {
  const { client, scope } = useApi();
  const { connectionId, query, outputColumns } = input;
  const connections = useConnectionList();
  const strict =
    connectionId !== null &&
    connections.data?.connections.find((c) => c.id === connectionId)?.tenantStrict === true;
  const columns = outputColumns.map((c) => c.columnName);
  const enabled = strict && query.trim() !== '' && columns.length > 0;
  const coverage = useQuery({
    queryKey: [scope, 'strict-tenant-coverage', connectionId, columns],
    enabled,
    queryFn: async () => {
      try {
        return await client.strictTenantCoverage({
          connectionId: connectionId ?? '',
          sqlQuery: previewColumnsSql(query),
        });
      } catch (error) {
        console.error('Strict tenant coverage failed', error);
        throw error;
      }
    },
    meta: { silent: true },
    retry: false,
    staleTime: 60_000,
  });
  if (!enabled || !coverage.data) return null;
  return { covered: coverage.data.covered, total: coverage.data.total };
}
