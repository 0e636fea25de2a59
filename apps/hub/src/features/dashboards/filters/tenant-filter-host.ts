import type { ChartRow, DashboardConfig } from '@chartroom/core';
import type { UsageEvent } from '../../../lib/analytics/usage-events';
import type { FilterAuthoringHost } from './authoring-host';

/** A change of the tenant's dashboard as the share page writes it (use-tenant-dashboard-save). */
export interface TenantDashboardChange {
  apply: (config: DashboardConfig) => DashboardConfig;
  events: (config: DashboardConfig) => UsageEvent[];
}

/**
 * Filter authoring for a tenant with `addFilter` on the share page: each change is written at
 * once through the tenant's save (a shared dashboard asks 'Make a personal copy?' first), the
 * events with it; no unsaved records (decision 028: the config is the saved truth).
 */
export function tenantFilterHost(
  dashboardId: string,
  charts: ReadonlyMap<string, ChartRow>,
  change: (next: TenantDashboardChange) => unknown,
  addRequested: boolean,
  onAddRequestHandled: () => void,
): FilterAuthoringHost {
  return {
    dashboardId,
    charts,
    update: (apply, events) => void change({ apply, events: () => events }),
    storeRecords: false,
    canAdd: false, // the page header has '+ Add filter'
    addRequested,
    onAddRequestHandled,
    canControl: true,
    dashboardSaved: true,
  };
}
