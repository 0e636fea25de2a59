import { chartRowSchema, type ChartRow } from '../schemas/chart/chart-row';
import { dashboardConfigSchema, type DashboardConfig } from '../schemas/dashboard/dashboard-config';
import { dashboardRowSchema, type DashboardRow } from '../schemas/dashboard/dashboard-row';
import { migrateChartRow } from './chart-config-version';
import { migrateDashboardConfig } from './dashboard-chart-versions';
import { isRecord } from './is-record';

/** Runs every stored-dashboard step on a row (pure). */
export function migrateDashboardRow(row: unknown): unknown {
  if (!isRecord(row)) return row;
  return { ...row, config: migrateDashboardConfig(row.config) };
}

/** Migrates then parses a stored dashboard config (throws a ZodError when still invalid). */
export function parseStoredDashboardConfig(config: unknown): DashboardConfig {
  return dashboardConfigSchema.parse(migrateDashboardConfig(config));
}

/** Migrates then parses a stored dashboard row. */
export function parseStoredDashboardRow(row: unknown): DashboardRow {
  return dashboardRowSchema.parse(migrateDashboardRow(row));
}

/** Migrates then parses a stored chart row. */
export function parseStoredChartRow(row: unknown): ChartRow {
  return chartRowSchema.parse(migrateChartRow(row));
}
