import { randomUUID } from 'node:crypto';
import {
  chartFilterConfigSchema,
  dashboardFilterSchema,
  type ChartFilterConfig,
  type DashboardFilter,
} from '@chartroom/core';
import type { FilterMatch } from '@chartroom/dash';

/** A matched filter as a chart-level filter on the chart's output column (AI filters). */
export function chartFilterOf(match: FilterMatch): ChartFilterConfig {
  const target = { sourceType: 'Output' as const, outputColumn: match.column };
  if (match.kind === 'values') {
    const multi = match.values.length > 1;
    return chartFilterConfigSchema.parse({
      displayName: match.column,
      filterType: 'Select',
      filterSubType: multi ? 'Select Multi' : 'Select Single',
      filterTarget: target,
      selectedValue: multi ? match.values : match.values[0],
    });
  }
  return chartFilterConfigSchema.parse({
    displayName: match.column,
    filterType: 'Date',
    filterSubType: match.bound === 'after' ? 'Date After' : 'Date Before',
    filterTarget: target,
    selectedValue: match.value,
  });
}

/** A matched filter as a dashboard filter on an output column (Dash analysis on a dashboard). */
export function dashboardFilterOf(match: FilterMatch): DashboardFilter {
  const base = {
    id: randomUUID(),
    displayName: match.column,
    filterSourceType: 'Output' as const,
    filterColumn: match.column,
    globalFilterConfig: { columnType: 'Output' as const, globalFilterableName: match.column },
    aiAnalytics: true,
  };
  if (match.kind === 'values') {
    const multi = match.values.length > 1;
    return dashboardFilterSchema.parse({
      ...base,
      filterType: 'Select',
      filterSubType: multi ? 'Select Multi' : 'Select Single',
      selectedValue: multi ? match.values : match.values[0],
    });
  }
  return dashboardFilterSchema.parse({
    ...base,
    filterType: 'Date',
    filterSubType: match.bound === 'after' ? 'Date After' : 'Date Before',
    selectedValue: match.value,
  });
}
