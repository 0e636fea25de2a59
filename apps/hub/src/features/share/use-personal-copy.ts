import { ApiError, type DashboardRow } from '@chartroom/client';
import type { DashboardConfig } from '@chartroom/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../api/api-context';
import { useUsageEvent } from '../../lib/analytics/use-usage-event';

/** The caller tenant's personal copy of `parentId`, null when it has none (404). */
async function fetchCopy(
  get: (parentId: string) => Promise<{ dashboard: DashboardRow }>,
  parentId: string,
): Promise<DashboardRow | null> {
  try {
    return (await get(parentId)).dashboard;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * A tenant editor's personal copy of a shared dashboard (dashboards.md §2, §4, §6): loaded with
 * GET /dashboard/get-tenant-dashboard, made with POST /dashboard/v2/copy (one per tenant and
 * dashboard; the server answers the existing one when asked again).
 */
export function usePersonalCopy(parentId: string, enabled: boolean) {
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const usage = useUsageEvent();
  const queryKey = [scope, 'tenant-dashboard', parentId];
  const copy = useQuery({
    queryKey,
    queryFn: () => fetchCopy((id) => client.getTenantDashboard(id), parentId),
    enabled,
    meta: { silent: true },
  });
  const make = useCallback(
    async (source: { version: number }, override: DashboardConfig | null): Promise<string> => {
      const { dashboardId } = await client.copyDashboard({
        dashboard: { id: parentId, version: source.version },
        ...(override ? { dashboardConfigOverride: override } : {}),
        personalWorkspace: true,
      });
      await queryClient.invalidateQueries({ queryKey: [scope, 'tenant-dashboard', parentId] });
      usage({ eventName: 'Personal Workspace Created', dashboardId });
      return dashboardId;
    },
    [client, queryClient, scope, parentId, usage],
  );
  return { copy: copy.data ?? null, loading: copy.isLoading, make };
}
