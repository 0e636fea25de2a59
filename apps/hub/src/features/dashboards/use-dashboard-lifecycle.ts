import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useUsageEvent } from '../../lib/analytics/use-usage-event';
import { newDashboardConfig, type PickedChart } from './new-dashboard-layout';

/** A dashboard as the lifecycle actions need it. */
export interface DashboardRef {
  id: string;
  name: string;
}

/** Query key of the dashboard list (GET /dashboard/list). */
export const DASHBOARD_LIST_KEY = 'dashboard-list';

/** A random UUID v4 (crypto.randomUUID exists only in secure contexts: plain-http hubs too). */
export function newDashboardId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The row and charts the hub keeps of a dashboard are stale after a change: drop them. */
function useForget() {
  const { scope } = useApi();
  const queryClient = useQueryClient();
  return (id: string | null) => {
    void queryClient.invalidateQueries({ queryKey: [scope, DASHBOARD_LIST_KEY] });
    if (id) queryClient.removeQueries({ queryKey: [scope, 'dashboard', id] });
  };
}

/**
 * A new dashboard: a save based on version 0 (POST /dashboard/v3/save) under a new id, blank or
 * showing the picked charts placed per decision 013. Answers the new id.
 */
export function useCreateDashboard() {
  const { client } = useApi();
  const { t } = useHubTranslation();
  const forget = useForget();
  return useMutation({
    mutationFn: async ({ name, charts }: { name: string; charts: readonly PickedChart[] }) => {
      const id = newDashboardId();
      await client.saveDashboard({
        dashboardId: id,
        name,
        config: newDashboardConfig(name, charts),
        dashboardVersion: 0,
      });
      return id;
    },
    meta: { silent: true },
    onSuccess: (_id, { name }) => {
      forget(null);
      notifications.show({
        color: 'teal',
        message: t('dashboardLifecycle.create.created', { name }),
      });
    },
  });
}

/**
 * Rename: the latest version saved again under the new name (and title), based on that version,
 * so it is a new version (dashboards.md §4).
 */
export function useRenameDashboard() {
  const { client, scope } = useApi();
  const { t } = useHubTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) => {
      const { dashboard } = await client.getDashboard({ dashboard: { id } });
      return client.saveDashboard({
        dashboardId: id,
        name,
        config: { ...dashboard.config, title: name },
        dashboardVersion: dashboard.version,
      });
    },
    meta: { silent: true },
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData([scope, 'dashboard', id], saved);
      void queryClient.invalidateQueries({ queryKey: [scope, DASHBOARD_LIST_KEY] });
      notifications.show({
        color: 'teal',
        message: t('dashboardLifecycle.renameDialog.renamed', { version: saved.dashboard.version }),
      });
    },
  });
}

/**
 * Clone (POST /dashboard/v2/copy): answers the clone's id; on success the 'Dashboard Cloned'
 * notice and usage event (the clone's id, the source in its metadata). The copy is the first and
 * only call (the server copies the latest version), so a lost session reads the spec's 'No tenant
 * JWT found' (dashboards.md §5). The server names the clone '{name} (copy)' and gives a title in
 * the config the same suffix, so the clone's page does not read exactly as the original's.
 */
export function useCloneDashboard() {
  const { client } = useApi();
  const { t } = useHubTranslation();
  const forget = useForget();
  const usage = useUsageEvent();
  return useMutation({
    mutationFn: async (dashboard: DashboardRef) =>
      (await client.copyDashboard({ dashboard: { id: dashboard.id } })).dashboardId,
    meta: { silent: true },
    onSuccess: (id, dashboard) => {
      forget(null);
      usage({
        eventName: 'Dashboard Cloned',
        dashboardId: id,
        eventMetadata: { sourceDashboardId: dashboard.id },
      });
      notifications.show({
        color: 'teal',
        title: t('dashboardLifecycle.cloned'),
        message: t('dashboardLifecycle.clonedText', { name: `${dashboard.name} (copy)` }),
      });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: t('dashboardLifecycle.cloneFailed', { message: error.message }),
      }),
  });
}

/**
 * Delete (DELETE /dashboard?id), after the confirmation; a refusal stays in the dialog. Sends
 * 'Dashboard Deleted' once the server has deleted it.
 */
export function useDeleteDashboard() {
  const { client } = useApi();
  const { t } = useHubTranslation();
  const forget = useForget();
  const usage = useUsageEvent();
  return useMutation({
    mutationFn: (dashboard: DashboardRef) => client.deleteDashboard(dashboard.id),
    meta: { silent: true },
    onSuccess: (_answer, dashboard) => {
      forget(dashboard.id);
      usage({ eventName: 'Dashboard Deleted', dashboardId: dashboard.id });
      notifications.show({
        color: 'teal',
        message: t('dashboardLifecycle.deleted', { name: dashboard.name }),
      });
    },
  });
}
