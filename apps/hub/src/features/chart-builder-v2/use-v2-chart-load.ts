import type { ChartRow } from '@chartroom/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';

/** The chart of `/charts/:id/v2` at its latest version; null when it does not exist. */
export function useV2ChartLoad(id: string | undefined) {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: [scope, 'chart-builder-v2-chart', id],
    enabled: id !== undefined,
    queryFn: async (): Promise<ChartRow | null> => {
      const { charts } = await client.listCharts();
      const listed = charts.find((c) => c.id === id);
      if (!listed) return null;
      const { chart } = await client.getChart({
        chart: { id: listed.id, version: listed.version },
      });
      return chart;
    },
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
