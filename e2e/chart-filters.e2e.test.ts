import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api-call';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';

// Chart-level filters (issue 13, decision 031): a Raw-column Select filter made in each builder
// and saved with the chart, set on a dashboard card through 'Set chart filters'; click to filter
// on the demo dashboard (a bar sets the bound Channel filter, its chip undoes it).

const url = inject('serverUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: string;
let connectionId: string;
let demoId: string;
let demoConfig: DashboardConfig;
/** The copy of the demo's 'Revenue by channel' the classic builder gives a filter. */
let classicId: string;
/** The demo's 'Revenue by channel' (a bar chart the Channel filter is bound to). */
let barChartId: string;
const dashboardId = randomUUID();

interface DashboardConfig {
  charts: Record<string, { version: number; layout?: Record<string, number | string> }>;
  filters: Array<{ id: string; chartFilterStructures?: Record<string, unknown> }>;
  [key: string]: unknown;
}
interface SavedFilter {
  filterId: string;
  config: { displayName: string; filterSubType?: string; filterTarget: Record<string, string> };
}

const api = <T>(path: string, body: unknown, token = admin) => apiCall<T>(url, path, body, token);

async function chartFilters(chartId: string): Promise<SavedFilter[]> {
  const { charts } = await api<{ charts: Array<{ id: string; version: number }> }>(
    '/chart/list',
    undefined,
  );
  const version = charts.find((c) => c.id === chartId)?.version ?? 1;
  return (
    await api<{ filters: SavedFilter[] }>('/tenant/get-chart-v2', {
      chart: { id: chartId, version },
    })
  ).filters;
}

async function shot(name: string): Promise<void> {
  await page.mouse.move(1, (page.viewportSize()?.height ?? 900) - 1);
  await page.waitForTimeout(250); // fade-outs of tooltips and menus
  await page.screenshot({ path: `e2e/artifacts/chart-filters-${name}.png` });
}

/**
 * Clicks a bar of a drawn bar chart card: the bars stand on the x axis, so points just above it
 * across the plot are tried until `hit` appears.
 */
async function clickABar(card: Locator, hit: Locator): Promise<boolean> {
  const box = (await card.getByTestId('echart').boundingBox())!;
  for (const fy of [0.8, 0.72, 0.64]) {
    for (const fx of [0.22, 0.3, 0.42, 0.55, 0.67, 0.8]) {
      await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
      if ((await hit.count()) > 0) return true;
    }
  }
  return false;
}

/** Picks an option of a Mantine Select by its label. */
async function pick(testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** Adds the Raw Select Multi filter on orders.channel in an open builder's filter tab. */
async function addChannelFilter(name: string): Promise<void> {
  await page.getByTestId('chart-filter-open-add').click();
  const form = page.getByTestId('new-chart-filter');
  await form.waitFor();
  // The chart's raw table as the builder names it (`orders`, or `main.orders` when detected).
  await expect
    .poll(() => page.getByTestId('chart-filter-table').inputValue())
    .toMatch(/^(main\.)?orders$/);
  await pick('chart-filter-column', 'channel (string)');
  await expect.poll(() => page.getByTestId('chart-filter-type').inputValue()).toBe('Select');
  await pick('chart-filter-subtype', 'Select Multi');
  await page.getByTestId('chart-filter-name').fill(name);
  await page.getByTestId('chart-filter-add').click();
  await page.getByTestId(`chart-filter-${name}`).waitFor();
}

async function applyChanges(): Promise<void> {
  await page.getByTestId('apply-changes').click();
  await expect
    .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 30_000 })
    .toBe('Changes applied');
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, url);
  page = await context.newPage();
  admin = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN, undefined)).token;
  const { connections } = await api<{ connections: Array<{ id: string; name: string }> }>(
    '/connection/list',
    undefined,
  );
  connectionId = (connections.find((c) => c.name === 'Demo warehouse') ?? connections[0]!).id;
  const { dashboards } = await api<{ dashboards: Array<{ id: string }> }>(
    '/dashboard/list',
    undefined,
  );
  for (const d of dashboards) {
    const { dashboard } = await api<{ dashboard: { config: DashboardConfig } }>(
      '/tenant/get-dashboard-v2',
      { dashboard: { id: d.id } },
    );
    if (dashboard.config.filters?.some((f) => f.id === 'filter-channel')) {
      demoId = d.id;
      demoConfig = dashboard.config;
      break;
    }
  }
  if (!demoId) throw new Error('the demo dashboard is missing');
  const refs = Object.entries(demoConfig.charts).map(([id, c]) => ({ id, version: c.version }));
  const { charts } = await api<{ charts: Array<{ id: string; name: string; version: number }> }>(
    '/tenant/get-charts-v3',
    { charts: refs },
  );
  const channelChart = charts.find((c) => c.name === 'Revenue by channel')!;
  classicId = (
    await api<{ chartId: string }>('/chart/v2/copy', {
      chart: { id: channelChart.id, version: channelChart.version },
    })
  ).chartId;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await fetch(`${url}/dashboard?id=${dashboardId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${admin}` },
  }).catch(() => undefined);
});

describe('chart-level filters', () => {
  it("classic builder: a Raw-column Select filter in 'Configure Filters', saved with the chart", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${url}/charts/${classicId}`);
    await page.getByTestId('tab-filters').click();
    await addChannelFilter('Sales channel');
    await shot('classic-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('chart-filter-open-add').click();
    await page.getByText('Output column').click();
    await shot('classic-form-390');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await applyChanges();
    await expect.poll(async () => (await chartFilters(classicId)).length).toBe(1);
    const [filter] = await chartFilters(classicId);
    expect(filter!.config).toMatchObject({
      displayName: 'Sales channel',
      filterSubType: 'Select Multi',
      filterTarget: {
        sourceType: 'Raw',
        rawTable: expect.stringMatching(/^(main\.)?orders$/),
        rawColumn: 'channel',
      },
    });
  });

  it("v2 builder: the same filter in the 'Configure Filters' panel, saved with 'Apply changes'", async () => {
    const { chartId } = await api<{ chartId: string }>('/chart/v3/create-chart', {
      starterConnection: connectionId,
      starterTable: 'orders',
      configVersion: 'v2',
    });
    await page.goto(`${url}/charts/${chartId}/v2`);
    await page.getByTestId('chart-builder-v2').waitFor({ timeout: 30_000 });
    await page.getByTestId('toggle-filters').click();
    await addChannelFilter('Channel v2');
    await shot('v2-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('side-panel').scrollIntoViewIfNeeded();
    await shot('v2-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await applyChanges();
    await expect.poll(async () => (await chartFilters(chartId)).length).toBe(1);
    expect((await chartFilters(chartId))[0]!.config.filterTarget).toEqual({
      sourceType: 'Raw',
      rawTable: expect.stringMatching(/^(main\.)?orders$/),
      rawColumn: 'channel',
    });
  });

  it("dashboard card: 'Set chart filters' sets the filter, its chip shows and clears it", async () => {
    const [filter] = await chartFilters(classicId);
    const { charts } = await api<{ charts: Array<{ id: string; version: number }> }>(
      '/chart/list',
      undefined,
    );
    const version = charts.find((c) => c.id === classicId)!.version;
    await api('/dashboard/v3/save', {
      dashboardId,
      name: `Chart filters ${Date.now().toString(36)}`,
      dashboardVersion: 0,
      config: {
        ...demoConfig,
        title: 'Chart filters',
        charts: { [classicId]: { layout: { i: classicId, x: 0, y: 0, w: 8, h: 9 }, version } },
        filters: [],
        layouts: {},
      },
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    const dataCalls: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/query/chart-data')) dataCalls.push(r);
    });
    await page.goto(`${url}/dashboards/${dashboardId}`);
    const card = page.getByTestId(`chart-card-${classicId}`);
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    await page.getByTestId(`chart-filters-button-${classicId}`).click();
    await page.getByTestId(`chart-filters-popover-${classicId}`).waitFor();
    expect(await page.getByText('Set chart filters').count()).toBeGreaterThan(0);
    await page.getByTestId(`filter-input-${filter!.filterId}`).click();
    await page.getByRole('option', { name: 'Web', exact: true }).click();
    await shot('card-popover-1280');
    const chip = page.getByTestId(`chart-filter-chip-${filter!.filterId}`);
    await chip.waitFor({ timeout: 10_000 });
    expect(await chip.innerText()).toContain('Web');
    await expect.poll(() => dataCalls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const body = dataCalls[0]!.postDataJSON() as {
      chartFilterValues: Array<{ filterId: string; value: unknown }>;
    };
    expect(body.chartFilterValues).toEqual([{ filterId: filter!.filterId, value: ['Web'] }]);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await shot('card-chips-390');
    await page.getByLabel('Remove the value of Sales channel').click();
    await expect.poll(() => chip.count()).toBe(0);
  });

  it('click to filter: a bar of the demo dashboard sets the bound Channel filter, the chip undoes it', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const batches: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/query/chart-data')) batches.push(r);
    });
    await page.goto(`${url}/dashboards/${demoId}`);
    const refs = Object.keys(demoConfig.charts);
    const { charts } = await api<{ charts: Array<{ id: string; name: string }> }>(
      '/tenant/get-charts-v3',
      { charts: refs.map((id) => ({ id, version: demoConfig.charts[id]!.version })) },
    );
    barChartId = charts.find((c) => c.name === 'Revenue by channel')!.id;
    const card = page.getByTestId(`chart-card-${barChartId}`);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    await expect
      .poll(() => card.locator('[data-chart-drawn="true"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const chip = page.getByTestId('filter-chip-filter-channel');
    const before = batches.length;
    expect(await clickABar(card, chip)).toBe(true);
    const text = await chip.innerText();
    expect(['Web', 'Mobile', 'Partner', 'Retail'].some((v) => text.includes(v))).toBe(true);
    // Every chart the Channel filter reaches asks for its data again.
    await expect.poll(() => batches.length, { timeout: 10_000 }).toBeGreaterThan(before);
    await shot('click-filter-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await chip.scrollIntoViewIfNeeded();
    await shot('click-filter-390');
    await page.getByLabel('Remove filter Channel').click();
    await expect.poll(() => chip.count()).toBe(0);
    // Back to the unfiltered answers (cached from the first view).
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
  });

  it("click to filter in edit mode: no bound filter, so 'Add a dashboard filter on channel'", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${url}/build/dashboard/${dashboardId}/edit`);
    const card = page.getByTestId(`chart-card-${classicId}`);
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    await expect
      .poll(() => card.locator('[data-chart-drawn="true"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const menu = page.getByTestId('click-filter-menu');
    expect(await clickABar(card, menu)).toBe(true);
    await page.waitForTimeout(200); // the menu's fade-in
    await page.screenshot({ path: 'e2e/artifacts/chart-filters-edit-menu-1280.png' });
    expect(await menu.innerText()).toMatch(/channel = (Web|Mobile|Partner|Retail)/);
    await page.getByTestId('click-filter-add').click();
    await expect
      .poll(
        async () => {
          const { dashboard } = await api<{ dashboard: { config: DashboardConfig } }>(
            '/tenant/get-dashboard-v2',
            { dashboard: { id: dashboardId } },
          );
          return dashboard.config.filters.map((f) => Object.keys(f.chartFilterStructures ?? {}));
        },
        { timeout: 15_000 },
      )
      .toEqual([[classicId]]);
  });

  it('click to filter on the share page (a tenant, 390 px)', async () => {
    const { token } = await api<{ token: string }>('/tenant/create-token', {
      tenantId: 'acme',
      expiresInSeconds: 900,
    });
    const share = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const saved = page;
    page = share;
    try {
      await share.goto(`${url}/share/dashboard/${demoId}?jwt=${token}`);
      const card = share.getByTestId(`chart-card-${barChartId}`);
      await card.scrollIntoViewIfNeeded({ timeout: 30_000 });
      await expect.poll(() => card.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
      await expect
        .poll(() => card.locator('[data-chart-drawn="true"]').count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
      const chip = share.getByTestId('filter-chip-filter-channel');
      expect(await clickABar(card, chip)).toBe(true);
      await chip.scrollIntoViewIfNeeded();
      await shot('share-click-390');
      await share.getByLabel('Remove filter Channel').click();
      await expect.poll(() => chip.count()).toBe(0);
    } finally {
      page = saved;
      await share.close();
    }
  });
});
