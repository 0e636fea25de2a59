import {
  parseStoredChartRow,
  parseStoredDashboardRow,
  type ChartRow,
  type DashboardRow,
} from '@chartroom/core';
import type { ChartRecord } from '../chart/repository';
import type { DashboardRecord } from '../dashboard/repository';

/** A stored dashboard version, migrated and parsed into the spec's row (dashboards.md §3). */
export function toDashboardRow(row: DashboardRecord): DashboardRow {
  return parseStoredDashboardRow(row);
}

/** A stored chart version, migrated and parsed into the spec's row (charts.md §3). */
export function toChartRow(row: ChartRecord): ChartRow {
  return parseStoredChartRow(row);
}
