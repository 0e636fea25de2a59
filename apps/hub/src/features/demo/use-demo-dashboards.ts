import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';

/** Query key of GET /demo/dashboards. */
export const DEMO_DASHBOARDS_KEY = 'demo-dashboards';

/**
 * The demo's role dashboards (GET /demo/dashboards), kept for the hub session: they change only
 * when one is deleted (seeded again at the next start). Never asked on the share page (admins
 * only).
 */
export function useDemoDashboards(enabled = true) {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: [scope, DEMO_DASHBOARDS_KEY],
    queryFn: () => client.getDemoDashboards(),
    enabled: enabled && !scope.startsWith('share'),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
