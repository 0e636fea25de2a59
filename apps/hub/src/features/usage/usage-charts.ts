import type { Usage } from '@chartroom/client';
import type { ChartData } from '@chartroom/ui';

/** The texts the charts carry (translated by the page). */
export interface UsageChartTexts {
  viewsPerDay: string;
  topDashboards: string;
  activeTenants: string;
  eventsByName: string;
  day: string;
  embedded: string;
  hub: string;
  views: string;
  events: string;
  dashboard: string;
  tenant: string;
  lastSeen: string;
  event: string;
  /** Name of a dashboard that no longer exists, given its id. */
  missingDashboard: (id: string) => string;
}

/** One chart of the Usage page: a classic chart config over its own rows. */
export interface UsageChart {
  key: 'views-per-day' | 'top-dashboards' | 'active-tenants' | 'events-by-name';
  config: Record<string, unknown>;
  data: ChartData;
}

const series = (column: string, label: string, color?: string) => ({
  column,
  baseAggregationStrategy: 'Sum',
  format: { label },
  ...(color ? { color } : {}),
});

/**
 * The Usage page's four charts, drawn by the dashboards' own renderer (ChartViewer): rows come
 * aggregated from GET /analytics/usage, so each chart only names its columns.
 */
export function usageCharts(usage: Usage, t: UsageChartTexts): UsageChart[] {
  return [
    {
      key: 'views-per-day',
      config: {
        type: 'Stacked Bar',
        title: t.viewsPerDay,
        xAxis: { column: 'day', format: { label: t.day, bucketing: 'day' } },
        yAxis: [series('embedded', t.embedded, '#228be6'), series('hub', t.hub, '#94d82d')],
      },
      data: {
        columns: [
          { name: 'day', type: 'date' },
          { name: 'embedded', type: 'number' },
          { name: 'hub', type: 'number' },
        ],
        rows: usage.viewsPerDay.map((d) => ({ day: d.day, embedded: d.embedded, hub: d.hub })),
      },
    },
    {
      key: 'top-dashboards',
      config: {
        type: 'Bar List',
        title: t.topDashboards,
        xAxis: { column: 'dashboard', format: { label: t.dashboard } },
        yAxis: [series('views', t.views)],
      },
      data: {
        columns: [
          { name: 'dashboard', type: 'string' },
          { name: 'views', type: 'number' },
        ],
        rows: usage.topDashboards.map((d) => ({
          dashboard: d.name ?? t.missingDashboard(d.dashboardId),
          views: d.views,
        })),
      },
    },
    {
      key: 'events-by-name',
      config: {
        type: 'Bar List',
        title: t.eventsByName,
        xAxis: { column: 'event', format: { label: t.event } },
        yAxis: [series('events', t.events, '#7950f2')],
      },
      data: {
        columns: [
          { name: 'event', type: 'string' },
          { name: 'events', type: 'number' },
        ],
        rows: usage.eventsByName.map((e) => ({ event: e.eventName, events: e.events })),
      },
    },
    {
      key: 'active-tenants',
      config: { type: 'Table', title: t.activeTenants, yAxis: [], layers: [] },
      data: {
        columns: [
          { name: t.tenant, type: 'string' },
          { name: t.views, type: 'number' },
          { name: t.events, type: 'number' },
          { name: t.lastSeen, type: 'date' },
        ],
        rows: usage.activeTenants.map((row) => ({
          [t.tenant]:
            row.name && row.name !== row.tenantId ? `${row.name} (${row.tenantId})` : row.tenantId,
          [t.views]: row.views,
          [t.events]: row.events,
          [t.lastSeen]: row.lastSeen,
        })),
      },
    },
  ];
}
