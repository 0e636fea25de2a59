import { chartConfigClassicSchema } from '@chartroom/core';
import type { Usage } from '@chartroom/client';
import { describe, expect, it } from 'vitest';
import { usageCharts, type UsageChartTexts } from './usage-charts';

const texts: UsageChartTexts = {
  viewsPerDay: 'Views per day',
  topDashboards: 'Top dashboards',
  activeTenants: 'Active tenants',
  eventsByName: 'Events by name',
  day: 'Day',
  embedded: 'Embedded',
  hub: 'Hub',
  views: 'Views',
  events: 'Events',
  dashboard: 'Dashboard',
  tenant: 'Tenant',
  lastSeen: 'Last seen',
  event: 'Event',
  missingDashboard: (id) => `Deleted dashboard (${id})`,
};

const usage: Usage = {
  days: 2,
  since: '2026-11-24',
  totalEvents: 6,
  totalViews: 4,
  viewsPerDay: [
    { day: '2026-11-24', embedded: 0, hub: 1 },
    { day: '2026-11-25', embedded: 2, hub: 1 },
  ],
  topDashboards: [
    { dashboardId: 'd1', name: 'Sales', views: 3 },
    { dashboardId: 'gone', name: null, views: 1 },
  ],
  activeTenants: [
    {
      tenantId: 'acme',
      name: 'Acme Corp',
      events: 3,
      views: 2,
      lastSeen: '2026-11-25T08:00:00.000Z',
    },
    { tenantId: 'initech', name: null, events: 1, views: 0, lastSeen: '2026-11-24T08:00:00.000Z' },
  ],
  eventsByName: [
    { eventName: 'Dashboard Viewed', events: 4 },
    { eventName: 'Chart Added', events: 2 },
  ],
};

describe('usageCharts', () => {
  const charts = usageCharts(usage, texts);
  const byKey = Object.fromEntries(charts.map((c) => [c.key, c]));

  it('gives four charts whose configs are valid classic configs titled by the texts', () => {
    expect(charts.map((c) => c.key)).toEqual([
      'views-per-day',
      'top-dashboards',
      'events-by-name',
      'active-tenants',
    ]);
    for (const chart of charts) {
      const parsed = chartConfigClassicSchema.safeParse(chart.config);
      expect(parsed.error?.issues[0]?.message).toBeUndefined();
    }
    expect(charts.map((c) => c.config.title)).toEqual([
      'Views per day',
      'Top dashboards',
      'Events by name',
      'Active tenants',
    ]);
  });

  it('stacks embedded and hub views per day, one row a day', () => {
    expect(byKey['views-per-day']!.data.rows).toEqual([
      { day: '2026-11-24', embedded: 0, hub: 1 },
      { day: '2026-11-25', embedded: 2, hub: 1 },
    ]);
  });

  it('names dashboards, and a deleted one by its id', () => {
    expect(byKey['top-dashboards']!.data.rows).toEqual([
      { dashboard: 'Sales', views: 3 },
      { dashboard: 'Deleted dashboard (gone)', views: 1 },
    ]);
  });

  it('lists tenants with their name when known, in the translated columns', () => {
    const table = byKey['active-tenants']!.data;
    expect(table.columns.map((c) => c.name)).toEqual(['Tenant', 'Views', 'Events', 'Last seen']);
    expect(table.rows).toEqual([
      { Tenant: 'Acme Corp (acme)', Views: 2, Events: 3, 'Last seen': '2026-11-25T08:00:00.000Z' },
      { Tenant: 'initech', Views: 0, Events: 1, 'Last seen': '2026-11-24T08:00:00.000Z' },
    ]);
  });

  it('counts events by name', () => {
    expect(byKey['events-by-name']!.data.rows).toEqual([
      { event: 'Dashboard Viewed', events: 4 },
      { event: 'Chart Added', events: 2 },
    ]);
  });
});
