import type { ChartRow } from '@chartroom/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import type { LibraryItem } from '../chart-library/library-model';
import { chunks, libraryItems } from './chart-list-model';

/**
 * Query key of the chart library page. It starts with 'chart-list', so every save, copy and
 * delete that refreshes the chart list refreshes it too.
 */
export const chartLibraryKey = (scope: string) => [scope, 'chart-list', 'library'] as const;

/**
 * The charts page's cards: GET /chart/list (latest version of each chart), then those versions'
 * rows (POST /tenant/get-charts-v3, 500 at a time) for their type and thumbnail.
 */
export function useChartLibrary() {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: chartLibraryKey(scope),
    queryFn: async (): Promise<LibraryItem[]> => {
      const { charts: listed } = await client.listCharts();
      const rows: ChartRow[] = [];
      for (const group of chunks(listed.map((c) => ({ id: c.id, version: c.version })))) {
        rows.push(...(await client.getChartsV3({ charts: group })).charts);
      }
      return libraryItems(listed, rows);
    },
  });
}
