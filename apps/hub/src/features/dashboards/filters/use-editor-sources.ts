import type { ChartRow } from '@chartroom/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../../api/api-context';
import { editorChart, editorTables, type EditorChart, type EditorTable } from './editor-sources';

export interface EditorSources {
  charts: EditorChart[];
  tables: EditorTable[];
  loading: boolean;
}

/**
 * What the filter editor offers for the dashboard's charts: their chart filters (the Variable
 * ones give 'Query Variables') and their connections' tables (POST /tenant/get-charts-v3 and
 * /tenant/get-connections, for admins and tenant editors alike).
 */
export function useEditorSources(
  dashboardId: string,
  charts: ReadonlyMap<string, ChartRow>,
  enabled: boolean,
): EditorSources {
  const { client, scope } = useApi();
  const rows = useMemo(() => [...charts.values()], [charts]);
  const refs = rows.map((r) => ({ id: r.id, version: r.version }));
  const connectionIds = [
    ...new Set(rows.map((r) => r.connection).filter((c): c is string => Boolean(c))),
  ].sort();
  const filters = useQuery({
    queryKey: [scope, 'filter-editor', dashboardId, 'chart-filters', refs],
    queryFn: () => client.getCharts({ charts: refs }),
    enabled: enabled && refs.length > 0,
    staleTime: 60_000,
    meta: { silent: true },
  });
  // Admins: each connection's schema (introspected on demand, the schema browser's cache);
  // tenants: the tables they may read of the stored schema (/tenant/get-connections).
  const admin = scope === 'admin';
  const schemas = useQueries({
    queries: (admin ? connectionIds : []).map((connectionId) => ({
      queryKey: [scope, 'connection-schema', connectionId],
      queryFn: () => client.getConnectionSchema({ connectionId }),
      enabled,
      staleTime: 5 * 60_000,
      meta: { silent: true },
      retry: false,
    })),
  });
  const connections = useQuery({
    queryKey: [scope, 'filter-editor', 'connections', connectionIds],
    queryFn: () => client.getConnections({ connectionIds }),
    enabled: enabled && !admin && connectionIds.length > 0,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  const chartFilters = filters.data?.filters;
  const configs = connections.data?.connectionConfigs;
  const adminTables = schemas.map((q) => q.data?.tables);
  const schemasKey = adminTables.map((t) => (t ? t.length : -1)).join(',');
  const schemasLoading = schemas.some((q) => q.isLoading);
  return useMemo(() => {
    const conns = admin
      ? connectionIds.map((id, i) => ({ id, schema: adminTables[i] ?? [] }))
      : (configs ?? []).map((c) => ({ id: c.id, schema: c.schema }));
    const list = rows.map((row) => editorChart(row, chartFilters ?? [], conns));
    return {
      charts: list,
      tables: editorTables(list, conns),
      loading: filters.isLoading || connections.isLoading || schemasLoading,
    };
    // `schemasKey` stands for the admin schemas (new arrays on every render).
  }, [rows, chartFilters, configs, filters.isLoading, connections.isLoading, schemasKey, admin]);
}
