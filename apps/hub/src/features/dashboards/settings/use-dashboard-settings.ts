import type { DashboardRow } from '@chartroom/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../api/api-context';
import { dashboardRowKey, dashboardRowQuery } from '../dashboard-row-query';
import { DASHBOARD_LIST_KEY } from '../use-dashboard-lifecycle';

/**
 * The dashboard's latest row (the query the page shows it from): the settings dialogs read
 * golden prompts and tables, timezone, exportable and public flags, CSS and language from it.
 */
export function useDashboardRow(dashboardId: string): DashboardRow | undefined {
  const api = useApi();
  const queryClient = useQueryClient();
  const row = useQuery(dashboardRowQuery(api, dashboardId, queryClient));
  return row.data?.dashboard;
}

/**
 * Reloads the dashboard after a settings call wrote its next version (decision 012): its row,
 * and with it the version badge and selector, and the list's row.
 */
export function useReloadDashboard(dashboardId: string): () => Promise<void> {
  const { scope } = useApi();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    void queryClient.invalidateQueries({ queryKey: [scope, DASHBOARD_LIST_KEY] });
    void queryClient.invalidateQueries({ queryKey: [scope, 'dashboard-versions', dashboardId] });
    await queryClient.invalidateQueries({ queryKey: dashboardRowKey(scope, dashboardId) });
  }, [queryClient, scope, dashboardId]);
}

/** The message of a failed call, for the dialogs' alerts. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
