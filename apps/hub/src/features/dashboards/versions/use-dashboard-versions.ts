import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';

/** How often an open dashboard asks whether another session saved a newer version. */
export const VERSION_POLL_MS = 30_000;

/** Query key of a dashboard's version list, under its row's key (so a change refreshes both). */
export function dashboardVersionsKey(scope: string, dashboardId: string): readonly unknown[] {
  return [scope, 'dashboard', dashboardId, 'versions'];
}

/**
 * The dashboard's version numbers, ascending (POST /dashboard/get-version-values →
 * `data.versions`). Asked again when the window regains focus and, with `poll`, every 30 s: the
 * answer is a short list of numbers, so the outdated-version notice costs little. `enabled`
 * false: not asked for by this caller (the share page, where no version is requested).
 */
export function useDashboardVersions(dashboardId: string, poll: boolean, enabled = true) {
  const { client, scope } = useApi();
  return useQuery({
    queryKey: dashboardVersionsKey(scope, dashboardId),
    queryFn: async () =>
      (await client.getDashboardVersions({ dashboard: { id: dashboardId } })).versions,
    refetchOnWindowFocus: 'always',
    refetchInterval: poll ? VERSION_POLL_MS : false,
    refetchIntervalInBackground: false,
    enabled,
    meta: { silent: true },
  });
}
