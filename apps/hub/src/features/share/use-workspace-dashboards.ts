import type { DashboardRow } from '@chartroom/client';
import type { DashboardConfig } from '@chartroom/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useApi } from '../../api/api-context';
import { useUsageEvent } from '../../lib/analytics/use-usage-event';

/** Query key part of a shared dashboard's personal workspace dashboards. */
export const WORKSPACE_KEY = 'workspace-dashboards';

/**
 * A tenant's personal workspace dashboards derived from the shared dashboard `parentId`
 * (dashboards.md §2, §4, §6; decision 024): the list from GET /dashboard/get-all-tenant-dashboards
 * (oldest first; the first is the personal copy), and the workspace's writes: the personal copy
 * (POST /dashboard/v2/copy of the shared dashboard, one per tenant), 'Create a copy' (the same
 * call on a workspace dashboard: another one), rename (POST /dashboard/v3/save with the new name,
 * a new version) and delete (DELETE /dashboard). The server checks the token on each.
 */
export function useWorkspaceDashboards(parentId: string, enabled: boolean) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const usage = useUsageEvent();
  const queryKey = useMemo(() => [scope, WORKSPACE_KEY, parentId], [scope, parentId]);
  const list = useQuery({
    queryKey,
    queryFn: async () => (await client.getAllTenantDashboards(parentId)).dashboards,
    enabled,
    meta: { silent: true },
  });
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey }),
    [queryClient, queryKey],
  );

  /** The personal copy of the shared dashboard at `source.version`, with `override` as config. */
  const make = useCallback(
    async (source: { version: number }, override: DashboardConfig | null): Promise<string> => {
      const { dashboardId } = await client.copyDashboard({
        dashboard: { id: parentId, version: source.version },
        ...(override ? { dashboardConfigOverride: override } : {}),
        personalWorkspace: true,
      });
      await refresh();
      usage({ eventName: 'Personal Workspace Created', dashboardId });
      return dashboardId;
    },
    [client, parentId, refresh, usage],
  );

  /** 'Create a copy' of a workspace dashboard, named `name`; answers the new dashboard's id. */
  const clone = useCallback(
    async (source: Pick<DashboardRow, 'id'>, name: string): Promise<string> => {
      // Its latest version (the list may be older than the saves made since).
      const { dashboardId } = await client.copyDashboard({
        dashboard: { id: source.id },
        personalWorkspace: true,
        name,
      });
      await refresh();
      usage({ eventName: 'Dashboard Cloned', dashboardId, eventMetadata: { from: source.id } });
      return dashboardId;
    },
    [client, refresh, usage],
  );

  /** Renames a workspace dashboard (its latest version, so a concurrent save answers 409). */
  const rename = useCallback(
    async (id: string, name: string): Promise<void> => {
      const { dashboard } = await client.getDashboard({ dashboard: { id } });
      const saved = await client.saveDashboard({
        dashboardId: id,
        name,
        // The shown title follows the name, as an admin's rename does.
        config: { ...dashboard.config, title: name },
        dashboardVersion: dashboard.version,
      });
      queryClient.setQueryData([scope, 'dashboard', id], saved);
      await refresh();
    },
    [client, queryClient, scope, refresh],
  );

  /** Deletes a workspace dashboard. */
  const remove = useCallback(
    async (id: string): Promise<void> => {
      await client.deleteDashboard(id);
      queryClient.removeQueries({ queryKey: [scope, 'dashboard', id] });
      await refresh();
      usage({ eventName: 'Dashboard Deleted', dashboardId: id });
    },
    [client, queryClient, scope, refresh, usage],
  );

  return {
    dashboards: list.data ?? [],
    loading: list.isLoading,
    make,
    clone,
    rename,
    remove,
  };
}
