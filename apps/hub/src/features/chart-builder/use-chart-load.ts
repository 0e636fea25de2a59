import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { draftFromRow, type SavedChart } from './chart-draft';

/**
 * The saved chart of `/charts/:id` at its latest version (from the chart list), with its
 * chart-level filters. Disabled for a new chart (`id` undefined).
 */
export function useChartLoad(id: string | undefined) {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: [scope, 'chart-builder-chart', id],
    enabled: id !== undefined,
    queryFn: async (): Promise<SavedChart | null> => {
      const { charts } = await client.listCharts();
      const listed = charts.find((c) => c.id === id);
      if (!listed) return null;
      const { chart, filters } = await client.getChart({
        chart: { id: listed.id, version: listed.version },
      });
      return draftFromRow(chart, filters);
    },
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
