import type { GetDashboardAnswer } from '@chartroom/client';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { dashboardRowKey } from '../dashboard-row-query';
import { clearDashboardDraft } from '../edit/local-draft';
import { DASHBOARD_LIST_KEY } from '../use-dashboard-lifecycle';
import { restoreBody } from './restore-body';
import { dashboardVersionsKey } from './use-dashboard-versions';
import { latestOf } from './version-choice';

/**
 * Restore (dashboards.md §2): the old version on screen saved again as a new latest version
 * (POST /dashboard/v3/save based on the latest, so a save meanwhile is refused, not lost), then
 * shown. The old row and the version list the page holds are used as they are, so the save is
 * the first call (without a session it answers 'Tenant JWT is required for admin save', shown).
 */
export function useRestoreVersion(dashboardId: string, onRestored: () => void) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const { t } = useHubTranslation();
  return useMutation({
    mutationFn: async (version: number) => {
      const old =
        queryClient.getQueryData<GetDashboardAnswer>(dashboardRowKey(scope, dashboardId, version))
          ?.dashboard ??
        (await client.getDashboard({ dashboard: { id: dashboardId, version } })).dashboard;
      const latest =
        latestOf(queryClient.getQueryData<number[]>(dashboardVersionsKey(scope, dashboardId))) ??
        latestOf((await client.getDashboardVersions({ dashboard: { id: dashboardId } })).versions);
      if (latest === undefined) throw new Error(t('dashboardVersions.noVersions'));
      return client.saveDashboard(restoreBody(old, { version: latest }));
    },
    meta: { silent: true },
    onSuccess: (saved, version) => {
      // Any unsaved edits were based on a version that is no longer the latest.
      clearDashboardDraft(dashboardId);
      queryClient.setQueryData(dashboardRowKey(scope, dashboardId), saved);
      void queryClient.invalidateQueries({ queryKey: dashboardVersionsKey(scope, dashboardId) });
      void queryClient.invalidateQueries({ queryKey: [scope, DASHBOARD_LIST_KEY] });
      onRestored();
      notifications.show({
        color: 'teal',
        message: t('dashboardVersions.restored', { from: version, to: saved.dashboard.version }),
      });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('dashboardVersions.restoreFailed'),
        message: error.message,
      }),
  });
}
