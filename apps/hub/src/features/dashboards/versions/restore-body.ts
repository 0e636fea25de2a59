import type { SaveDashboardBody } from '@chartroom/client';
import type { DashboardRow } from '@chartroom/core';

/**
 * The save that restores `old` (dashboards.md §2 'Restore'): its name and config written as a
 * new version after `latest` (based on it, so a save meanwhile is refused with 409, not lost).
 * Settings outside the config (exportable, timezone, golden tables and prompts) stay as the
 * latest version has them.
 */
export function restoreBody(
  old: Pick<DashboardRow, 'id' | 'name' | 'config'>,
  latest: Pick<DashboardRow, 'version'>,
): SaveDashboardBody {
  return {
    dashboardId: old.id,
    name: old.name,
    config: old.config,
    dashboardVersion: latest.version,
  };
}
