import type { ChartRow } from '@chartroom/core';
import { useQuery } from '@tanstack/react-query';
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
  const connections = useQuery({
    queryKey: [scope, 'filter-editor', 'connections', connectionIds],
    queryFn: () => client.getConnections({ connectionIds }),
    enabled: enabled && connectionIds.length > 0,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  const chartFilters = filters.data?.filters;
  const configs = connections.data?.connectionConfigs;
  return useMemo(() => {
    const conns = (configs ?? []).map((c) => ({ id: c.id, schema: c.schema }));
    const list = rows.map((row) => editorChart(row, chartFilters ?? [], conns));
    return {
      charts: list,
      tables: editorTables(list, conns),
      loading: filters.isLoading || connections.isLoading,
    };
  }, [rows, chartFilters, configs, filters.isLoading, connections.isLoading]);
}
