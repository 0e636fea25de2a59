import { randomUUID } from 'node:crypto';
import type { Frame, Page } from 'playwright-core';
import { apiCall } from './api-call';

/** Demo charts of different kinds: KPIs, two ECharts canvases and a table. */
export const EXPORT_CHARTS: ReadonlyArray<{
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
}> = [
  { name: 'Revenue', x: 0, y: 0, w: 4, h: 5 },
  { name: 'Orders', x: 4, y: 0, w: 4, h: 5 },
  { name: 'Revenue by month', x: 0, y: 5, w: 4, h: 9 },
  { name: 'Revenue by category', x: 4, y: 5, w: 4, h: 9 },
  { name: 'Recent orders', x: 0, y: 14, w: 8, h: 8 },
];

/**
 * A new published dashboard of this test's own (save based on version 0) showing the charts of
 * EXPORT_CHARTS; answers its id and chart ids.
 */
export async function createExportDashboard(
  url: string,
  token: string,
  name: string,
): Promise<{ id: string; chartIds: string[] }> {
  const { charts } = await apiCall<{
    charts: Array<{ id: string; name: string; version?: number }>;
  }>(url, '/chart/list', undefined, token);
  const picked = EXPORT_CHARTS.map((spec) => {
    const chart = charts.find((c) => c.name === spec.name);
    if (!chart) throw new Error(`demo chart ${spec.name} is missing`);
    return { ...spec, id: chart.id, version: chart.version ?? 1 };
  });
  const id = randomUUID();
  await apiCall(
    url,
    '/dashboard/v3/save',
    {
      dashboardId: id,
      name,
      dashboardVersion: 0,
      config: {
        title: name,
        filters: [],
        charts: Object.fromEntries(
          picked.map((c) => [
            c.id,
            { version: c.version, layout: { i: c.id, x: c.x, y: c.y, w: c.w, h: c.h } },
          ]),
        ),
      },
    },
    token,
  );
  return { id, chartIds: picked.map((c) => c.id) };
}

/** Waits until `count` chart cards are ready and drawn (the chart libraries load lazily). */
export async function waitForDrawnCards(target: Page | Frame, count: number): Promise<void> {
  await target.waitForFunction(
    (n) => {
      const cards = [...document.querySelectorAll('[data-testid^="chart-card-"]')];
      const drawn = document.querySelectorAll('[data-chart-drawn="true"]').length;
      return (
        cards.length >= n &&
        drawn >= n &&
        cards.every((c) => c.getAttribute('data-state') === 'ready')
      );
    },
    count,
    { timeout: 60_000 },
  );
}
