import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiCall } from './api-call';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';

const url = inject('serverUrl');
let browser: Browser;
let context: BrowserContext;
let token: string;
const made: string[] = [];

const api = <T>(path: string, body: unknown) => apiCall<T>(url, path, body, token);

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const HOURS = Array.from({ length: 24 }, (_, h) => String(h));

/** What a heat map shows, from its data attributes (the chart itself is a canvas). */
async function shown(heatmap: Locator) {
  const attr = async (name: string) => (await heatmap.getAttribute(name)) ?? '';
  return {
    x: JSON.parse(await attr('data-x-labels')) as string[],
    y: JSON.parse(await attr('data-y-labels')) as string[],
    scale: [Number(await attr('data-scale-min')), Number(await attr('data-scale-max'))],
    page: Number(await attr('data-page')),
    pageCount: Number(await attr('data-page-count')),
  };
}

/** Waits for the heat map and its canvas to be drawn. */
async function drawnHeatmap(scope: Locator): Promise<Locator> {
  const heatmap = scope.locator('[data-testid="heatmap"]');
  await heatmap.waitFor({ timeout: 60_000 });
  await heatmap.locator('canvas').first().waitFor({ state: 'attached', timeout: 30_000 });
  return heatmap;
}

async function demoDashboard(page: Page): Promise<void> {
  await page.goto(`${url}/dashboards`);
  const link = page.locator('[data-testid^="dashboard-link-"]').first();
  await link.waitFor({ timeout: 30_000 });
  await link.click();
  await page.waitForURL(/\/dashboards\/[^/]+$/);
}

beforeAll(async () => {
  token = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, url);
});

afterAll(async () => {
  for (const chartId of made) await api('/chart/delete-chart', { chartId }).catch(() => undefined);
  await context?.close();
  await browser?.close();
});

describe('the heat map in the browser', () => {
  it.each([1280, 390])(
    "shows the demo's orders by weekday and hour on one scale at %i px",
    async (width) => {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      try {
        await demoDashboard(page);
        const card = page
          .locator('[data-testid^="chart-card-"]')
          .filter({ has: page.locator('[data-testid="heatmap"]') })
          .first();
        const heatmap = await drawnHeatmap(card);
        const view = await shown(heatmap);
        // Weekdays by name in their order (the prep writes '1 Mon'), every hour of the day.
        expect(view.x).toEqual(WEEKDAYS);
        expect(view.y).toEqual(HOURS);
        expect(view.pageCount).toBe(1);
        expect(view.scale[0]).toBeGreaterThanOrEqual(0);
        expect(view.scale[1]).toBeGreaterThan(view.scale[0]!);
        // The whole answer, not pages of 20 segments: no segment pager under the card.
        expect(await card.locator('[data-testid="segment-pager"]').count()).toBe(0);
        await card.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await card.screenshot({ path: `e2e/artifacts/heat-map-demo-${width}.png` });
      } finally {
        await page.close();
      }
    },
  );

  it('pages 24 hour columns 10 at a time, every page on the same colour scale', async () => {
    const { connections } = await api<{ connections: Array<{ id: string; name: string }> }>(
      '/connection/list',
      undefined,
    );
    const demo = connections.find((c) => c.name === 'Demo warehouse');
    expect(demo).toBeDefined();
    const { chartId } = await api<{ chartId: string }>('/chart/v3/create-chart', {
      configVersion: 'v1',
    });
    made.push(chartId);
    const query =
      "SELECT strftime(created_at, '%u %a') AS weekday, hour(created_at) AS hour, order_id FROM orders";
    const res = await fetch(`${url}/chart/v3`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        id: chartId,
        name: 'e2e heat map by hour',
        connection: demo!.id,
        configVersion: 'v1',
        config: {
          type: 'Heat Map',
          dataPrep: { query, rawTableNames: [], rawTables: [], outputColumns: [], steps: [] },
          chartConfig: {
            type: 'Heat Map',
            title: 'Orders by hour and weekday',
            xAxis: { column: 'hour' },
            yAxis: [
              {
                column: 'order_id',
                baseAggregationStrategy: 'Count',
                segmentConfig: { segmentSeries: true, segmentBy: 'weekday' },
              },
            ],
          },
          filters: [],
        },
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    for (const width of [1280, 390]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      try {
        await page.goto(`${url}/charts/${chartId}`);
        const preview = page.getByTestId('chart-preview');
        const heatmap = await drawnHeatmap(preview);
        const pager = heatmap.getByTestId('heatmap-pager');
        const pages = [];
        for (let i = 0; i < 3; i += 1) {
          if (i > 0) {
            await pager.locator('button').last().click();
            await expect.poll(async () => (await shown(heatmap)).page).toBe(i + 1);
          }
          const view = await shown(heatmap);
          pages.push(view);
          await page.waitForTimeout(300);
          await heatmap.screenshot({ path: `e2e/artifacts/heat-map-${width}-page-${i + 1}.png` });
        }
        expect(pages.map((p) => p.x)).toEqual([
          HOURS.slice(0, 10),
          HOURS.slice(10, 20),
          HOURS.slice(20),
        ]);
        expect(pages.every((p) => p.pageCount === 3)).toBe(true);
        for (const view of pages) {
          expect(view.y).toEqual(WEEKDAYS);
          // One colour scale over the whole answer: the quiet night hours are not the darkest.
          expect(view.scale).toEqual(pages[0]!.scale);
        }
        expect(pages[0]!.scale[1]).toBeGreaterThan(pages[0]!.scale[0]!);
        await page.screenshot({ path: `e2e/artifacts/heat-map-${width}.png` });
      } finally {
        await page.close();
      }
    }
  });
});
