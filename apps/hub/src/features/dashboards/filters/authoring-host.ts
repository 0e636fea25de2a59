import type { AnyDashboardFilter, ChartRow, DashboardConfig } from '@chartroom/core';
import type { FilterBarProps } from '@chartroom/ui';
import type { UsageEvent } from '../../../lib/analytics/usage-events';

// Type-only: what the page around the filter authoring gives it (hub edit mode or the share
// page's tenant editing). Kept free of runtime imports: the view imports it.

export interface FilterAuthoringHost {
  dashboardId: string;
  charts: ReadonlyMap<string, ChartRow>;
  /** Writes a change of the dashboard config (hub: the draft; share: the tenant's save). */
  update: (apply: (config: DashboardConfig) => DashboardConfig, events: UsageEvent[]) => void;
  /** Hub edit mode: the filter's authoring record is stored unsaved (noSave) for Save. */
  storeRecords: boolean;
  /** A record stored for this filter (the hub's Save marks them saved). */
  onRecordStored?: (filterId: string) => void;
  /** The grid's own '+ Add filter' (hub edit mode). */
  canAdd: boolean;
  /** '+ Add filter' pressed outside the grid (the share page's header): open the drawer... */
  addRequested?: boolean;
  /** ...and say so (the request is consumed, also when the grid mounts after the press). */
  onAddRequestHandled?: () => void;
  /** The 'control' button (control keys are the hub admin's). */
  canControl: boolean;
  /** No unsaved changes (the control-key modal asks to save first otherwise). */
  dashboardSaved: boolean;
  /** Charts just added or saved onto the dashboard: their query variables to map. */
  newCharts?: readonly { id: string; version: number }[];
  onNewChartsChecked?: () => void;
}

export interface FilterAuthoringProps {
  host: FilterAuthoringHost;
  /** The filter bar's values, options and value changes (the tiles are live controls). */
  bar: FilterBarProps;
  /** The dashboard's filters as edited (the hub's draft, the tenant's dashboard). */
  filters: readonly AnyDashboardFilter[];
}
