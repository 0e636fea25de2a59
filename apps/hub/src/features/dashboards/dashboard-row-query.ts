import type { QueryClient } from '@tanstack/react-query';
import type { ApiContextValue } from '../../api/api-context';

/**
 * The query key of a dashboard's row (scope first, so a scope's queries go together): the latest
 * version, or with `version` an old one (`?version=N`, under the latest's key as a prefix).
 */
export function dashboardRowKey(
  scope: string,
  dashboardId: string,
  version?: number,
): readonly unknown[] {
  return version === undefined
    ? [scope, 'dashboard', dashboardId]
    : [scope, 'dashboard', dashboardId, { version }];
}

/**
 * The query of a dashboard's row: the page asks for it before the dashboard view's code is
 * there (the share page loads that code as a chunk of its own), and the view's
 * `useDashboardData` takes the same query. A dashboard that opens with nothing to show asks for
 * its charts' opening data as soon as its row is there (decision 011); a refetch of a row on
 * screen leaves its cards' own queries to decide whether they refetch.
 */
export function dashboardRowQuery(
  { client, scope }: ApiContextValue,
  dashboardId: string,
  queryClient: QueryClient,
  version?: number,
) {
  const queryKey = dashboardRowKey(scope, dashboardId, version);
  return {
    queryKey,
    queryFn: async () => {
      const opening = queryClient.getQueryData(queryKey) === undefined;
      const answer = await client.getDashboard({
        dashboard: version === undefined ? { id: dashboardId } : { id: dashboardId, version },
      });
      if (opening) {
        const { prefetchOpeningData } = await import('./dashboard-prefetch');
        prefetchOpeningData(client, answer.dashboard);
      }
      return answer;
    },
    // A version once written never changes: an old one is not asked for again.
    ...(version === undefined ? {} : { staleTime: Infinity }),
    meta: { silent: true },
  };
}
