import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { itemFromGolden, itemFromRow, type LibraryItem, type LibraryTab } from './library-model';

/** Query key prefix of the library lists (invalidated after a pick or a delete). */
export const LIBRARY_KEY = 'chart-library';

/**
 * The cards of one library tab: published charts (GET /chart/get-published-enriched-charts),
 * drafts (the unpublished lines of GET /chart/list, read at their latest version for thumbnail
 * and type), or golden charts (GET /chart/v3/get-golden-charts).
 */
export function useLibraryCharts(tab: LibraryTab, enabled: boolean) {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: [scope, LIBRARY_KEY, tab],
    enabled,
    meta: { silent: true },
    queryFn: async (): Promise<LibraryItem[]> => {
      if (tab === 'published') {
        const { charts } = await client.getPublishedEnrichedCharts();
        return charts.map(itemFromRow);
      }
      if (tab === 'golden') {
        const { goldenCharts } = await client.getGoldenCharts();
        return goldenCharts.map(itemFromGolden);
      }
      const { charts: listed } = await client.listCharts();
      const refs = listed
        .filter((c) => !c.published)
        .map((c) => ({ id: c.id, version: c.version }));
      if (refs.length === 0) return [];
      const { charts } = await client.getChartsV3({ charts: refs });
      return charts.map(itemFromRow);
    },
  });
}
