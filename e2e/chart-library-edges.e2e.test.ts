import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';
import { pick } from './chart-builder-v2-helpers';

// Issue 11, builder and library edges: the v2 builder's 'Create chart' leaves no draft behind,
// identifier columns are counted (never summed), and the chart library at /charts shows
// thumbnails (drawn in the browser for the demo charts) or one icon per chart type, searches by
// name and type, and deletes drafts after a confirmation.
const url = inject('serverUrl');
const api = <T>(path: string, body: unknown) => apiCall<T>(url, path, body, token);

interface ListedChart {
  id: string;
  name: string;
  version: number;
  published: boolean;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
const made: string[] = [];
const pageErrors: string[] = [];
const stamp = Date.now();
/** The seeded demo charts (apps/server/src/seed/demo-charts.ts), published, without thumbnails. */
const DEMO_NAMES = new Set([
  'Revenue',
  'Orders',
  'Average order value',
  'Active customers',
  'Revenue by month',
  'Revenue by category',
  'Orders by status',
  'Web sessions by week',
  'Customers around the world',
  'Orders by weekday and hour',
  'Top products',
  'Recent orders',
  'Sessions by device',
  'Revenue by channel',
]);

const listCharts = async () =>
  (await api<{ charts: ListedChart[] }>('/chart/list', undefined)).charts;
const cards = () => page.locator('[data-testid^="library-chart-"][data-type]');
const shot = (name: string) =>
  page.screenshot({ path: `e2e/artifacts/chart-library-edges-${name}.png`, fullPage: true });

/** Opens /charts/new/v2 and 'Create chart' over the demo orders (nothing saved yet). */
async function startNewV2Chart(): Promise<void> {
  await page.goto(`${url}/charts/new/v2`);
  await page.getByTestId('new-v2-chart').waitFor();
  const connection = page.getByTestId('new-v2-connection');
  if ((await connection.inputValue()) !== 'Demo warehouse')
    await pick(page, connection, 'Demo warehouse');
  await expect.poll(() => page.getByTestId('new-v2-table').isDisabled()).toBe(false);
  await pick(page, page.getByTestId('new-v2-table'), 'orders');
  await page.getByTestId('new-v2-create').click();
  await page.getByTestId('chart-builder-v2').waitFor({ timeout: 30_000 });
}

/** A draft chart over orders, saved under `name` (no thumbnail). */
async function draftChart(name: string): Promise<string> {
  const { connections } = await api<{ connections: Array<{ id: string; name: string }> }>(
    '/connection/list',
    undefined,
  );
  const demo = connections.find((c) => c.name === 'Demo warehouse') ?? connections[0]!;
  const { chartId } = await api<{ chartId: string }>('/chart/v3/create-chart', {
    starterConnection: demo.id,
    starterTable: 'orders',
  });
  made.push(chartId);
  const { chart } = await api<{ chart: { config: unknown } }>('/tenant/get-chart-v2', {
    chart: { id: chartId, version: 1 },
  });
  const res = await fetch(`${url}/chart/v3`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id: chartId, name, config: chart.config, connection: demo.id }),
  });
  expect(res.status).toBe(200);
  return chartId;
}

/** The /charts page with its cards drawn. */
async function openLibrary(): Promise<void> {
  await page.goto(`${url}/charts`);
  await page.getByTestId('chart-grid').waitFor({ timeout: 30_000 });
}

beforeAll(async () => {
  token = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, url);
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.text().includes('library thumbnail')) console.log('[page]', m.text());
  });
});

afterAll(async () => {
  for (const chartId of made) {
    await apiCall(url, '/chart/delete-chart', { chartId }, token).catch(() => undefined);
  }
  await context?.close();
  await browser?.close();
});

describe('v2 builder edges', () => {
  it("'Create chart' saves nothing: an abandoned attempt leaves no draft behind", async () => {
    const before = await listCharts();
    await startNewV2Chart();
    expect(new URL(page.url()).pathname).toBe('/charts/new/v2');
    // An untouched new chart has no unsaved changes ('not saved yet'), and no version yet.
    await expect.poll(() => page.getByTestId('new-chart-flag').count()).toBe(1);
    expect(await page.getByTestId('unsaved-flag').count()).toBe(0);
    expect(await page.getByTestId('chart-version').count()).toBe(0);
    // Abandon it twice.
    await page.goto(`${url}/charts`);
    await page.getByTestId('chart-grid').waitFor({ timeout: 30_000 });
    await startNewV2Chart();
    await page.goto(`${url}/dashboards`);
    const after = await listCharts();
    expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
    expect(after.filter((c) => c.name === 'New Chart').length).toBe(
      before.filter((c) => c.name === 'New Chart').length,
    );
  });

  it('offers an id column as a counted measure only, a quantity with every aggregation', async () => {
    await startNewV2Chart();
    await page.getByTestId('measure-order_id').click();
    const menu = page.getByRole('menu', { name: 'Add order_id' });
    await menu.waitFor();
    const offered = await menu
      .locator('[data-testid^="aggregation-"]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')));
    expect(offered).toEqual(['aggregation-count', 'aggregation-distinct_count']);
    await page.keyboard.press('Escape');
    await page.getByTestId('measure-customer_id').click();
    const customer = page.getByRole('menu', { name: 'Add customer_id' });
    // The menu opens after the click: wait for it, or an empty count proves nothing.
    await customer.getByTestId('aggregation-count').waitFor();
    expect(await customer.getByTestId('aggregation-sum').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('measure-amount').click();
    const amount = page.getByRole('menu', { name: 'Add amount' });
    await amount.getByTestId('aggregation-sum').waitFor();
    for (const a of ['sum', 'avg', 'min', 'max', 'count', 'distinct_count'])
      expect(await amount.getByTestId(`aggregation-${a}`).count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('creates the chart on the first Apply changes and keeps the builder open', async () => {
    const before = (await listCharts()).length;
    const name = `E2E edges v2 ${stamp}`;
    await page.getByTestId('chart-name').fill(name);
    await expect.poll(() => page.getByTestId('unsaved-flag').count()).toBe(1);
    await page.getByTestId('apply-changes').click();
    await page.waitForURL(/\/charts\/(?!new)[^/]+\/v2$/, { timeout: 30_000 });
    const id = new URL(page.url()).pathname.split('/').at(-2) ?? '';
    made.push(id);
    await expect.poll(() => page.getByTestId('chart-version').innerText()).toBe('v2');
    await expect.poll(() => page.getByTestId('saved-flag').count()).toBe(1);
    // The builder stayed mounted: its name field still holds the typed name.
    expect(await page.getByTestId('chart-name').inputValue()).toBe(name);
    const after = await listCharts();
    expect(after.length).toBe(before + 1);
    expect(after.find((c) => c.id === id)).toMatchObject({ name, version: 2, published: false });
  });
});

describe('chart library at /charts', () => {
  let demo: ListedChart[] = [];

  it('shows every chart as a card with a distinct icon per chart type', async () => {
    // The seeded charts are those of the demo dashboard (other files may have made published
    // charts of the same names by then).
    const { dashboards } = await api<{ dashboards: Array<{ id: string; name: string }> }>(
      '/dashboard/list',
      undefined,
    );
    const sales = dashboards.find((d) => d.name === 'Sales overview')!;
    const { dashboard } = await api<{ dashboard: { config: { charts: Record<string, unknown> } } }>(
      '/tenant/get-dashboard-v2',
      { dashboard: { id: sales.id } },
    );
    demo = (await listCharts()).filter(
      (c) => c.published && DEMO_NAMES.has(c.name) && c.id in dashboard.config.charts,
    );
    expect(new Set(demo.map((c) => c.name))).toEqual(DEMO_NAMES);
    expect(demo.length).toBe(DEMO_NAMES.size);
    await openLibrary();
    await expect.poll(() => cards().count()).toBe((await listCharts()).length);
    const selector = demo.map((c) => `[data-testid="library-chart-${c.id}"]`).join(', ');
    const icons = await page.$$eval(selector, (els) =>
      els.map((card) => ({
        type: card.getAttribute('data-type') ?? '',
        icon:
          card
            .querySelector('[data-testid="library-chart-type-icon"] svg')
            ?.getAttribute('class') ?? '',
      })),
    );
    const iconOf = new Map<string, Set<string>>();
    for (const { type, icon } of icons) {
      expect(icon).toContain('tabler-icon-');
      iconOf.set(type, (iconOf.get(type) ?? new Set()).add(icon));
    }
    // One icon per type, and no two types share one.
    for (const set of iconOf.values()) expect(set.size).toBe(1);
    const all = [...iconOf.values()].map((set) => [...set][0]);
    expect(new Set(all).size).toBe(iconOf.size);
    // The demo's 11 types: Stat Card, Line, Donut, Stacked Bar, Area Line, Map, Heat Map, Bar
    // List, Table, Pie, Grouped Bar.
    expect(iconOf.size).toBe(11);
  });

  it('draws the demo charts’ missing thumbnails once and stores them (580x360 at 1.5x)', async () => {
    const capturable = demo.filter((c) => c.name !== 'Customers around the world');
    const missing = async () => {
      const left: string[] = [];
      for (const chart of capturable) {
        const card = page.getByTestId(`library-chart-${chart.id}`);
        if ((await card.getByTestId('library-thumbnail').count()) === 0) left.push(chart.name);
      }
      return left;
    };
    // One chart at a time: its data, its drawing, the picture, the store.
    // The library also holds the /demo page's role charts (decision 025): ~45 to draw on CI.
    await expect.poll(missing, { timeout: 420_000, interval: 1000 }).toEqual([]);
    const selector = capturable
      .map((c) => `[data-testid="library-chart-${c.id}"] [data-testid="library-thumbnail"]`)
      .join(', ');
    await expect
      .poll(() =>
        page.$$eval(selector, (imgs) =>
          (imgs as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    const sizes = await page.$$eval(selector, (imgs) =>
      (imgs as HTMLImageElement[]).map((img) => [img.naturalWidth, img.naturalHeight]),
    );
    expect(sizes.length).toBe(capturable.length);
    for (const size of sizes) expect(size).toEqual([870, 540]);
    // Stored on the version shown, as a JPEG, without a new version.
    const one = capturable[0]!;
    const { chart } = await api<{ chart: { thumbnail: string | null; version: number } }>(
      '/tenant/get-chart-v2',
      { chart: { id: one.id, version: one.version } },
    );
    expect(chart.thumbnail).toMatch(/^data:image\/jpeg;base64,/);
    expect((await listCharts()).find((c) => c.id === one.id)?.version).toBe(one.version);
    // The map (a WebGL canvas over tiles) keeps its type icon.
    const map = demo.find((c) => c.name === 'Customers around the world');
    if (map) {
      const card = page.getByTestId(`library-chart-${map.id}`);
      expect(await card.getByTestId('library-no-thumbnail').count()).toBe(1);
    }
    await page.mouse.move(1, 1);
    await shot('1280');
  }, 480_000);

  it('searches by name and type, says when nothing matches, and clears with Escape', async () => {
    const total = await cards().count();
    await page.keyboard.press('/');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('charts-search');
    await page.keyboard.type('revenue');
    await expect
      .poll(async () => {
        const names = await page.$$eval('[data-testid^="chart-link-"]', (els) =>
          els.map((e) => e.textContent ?? ''),
        );
        return names.length > 0 && names.every((n) => n.toLowerCase().includes('revenue'));
      })
      .toBe(true);
    await page.getByTestId('charts-search').fill('heat map');
    await expect
      .poll(async () => {
        const types = await cards().evaluateAll((els) => els.map((e) => e.dataset.type));
        return types.length > 0 && types.every((type) => type === 'Heat Map');
      })
      .toBe(true);
    await page.getByTestId('charts-search').fill('zzz no such chart');
    await expect
      .poll(() => page.getByTestId('charts-no-match').innerText())
      .toContain('No charts match “zzz no such chart”');
    await shot('no-match');
    await page.getByTestId('charts-search').press('Escape');
    await expect.poll(() => cards().count()).toBe(total);
  });

  it('deletes a draft after a confirmation; published charts offer no delete', async () => {
    const name = `E2E edges draft ${stamp}`;
    const draftId = await draftChart(name);
    await openLibrary();
    for (const chart of demo)
      expect(await page.getByTestId(`library-chart-delete-${chart.id}`).count()).toBe(0);
    await page.getByTestId('charts-search').fill(name);
    await expect.poll(() => cards().count()).toBe(1);
    await page.getByTestId(`library-chart-delete-${draftId}`).click();
    await page.getByTestId('delete-confirm').waitFor();
    expect(await page.getByRole('dialog').innerText()).toContain(
      'This action is permanent and cannot be undone.',
    );
    // Cancel has the focus: Enter does not delete.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Cancel');
    await page.keyboard.press('Enter');
    await page.getByTestId('delete-confirm').waitFor({ state: 'detached' });
    expect((await listCharts()).some((c) => c.id === draftId)).toBe(true);
    await page.getByTestId(`library-chart-delete-${draftId}`).click();
    await page.getByTestId('delete-confirm').click();
    await expect.poll(() => cards().count()).toBe(0);
    await expect.poll(async () => (await listCharts()).some((c) => c.id === draftId)).toBe(false);
  });

  it('fits a phone (390 px): one column, no horizontal scroll', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLibrary();
    await page.mouse.move(1, 1);
    const layout = await page.evaluate(() => {
      const grid = document.querySelector('[data-testid="chart-grid"]')!;
      const lefts = new Set(
        [...grid.children].map((c) => Math.round(c.getBoundingClientRect().left)),
      );
      return {
        columns: lefts.size,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(layout).toEqual({ columns: 1, overflow: 0 });
    await page.screenshot({ path: 'e2e/artifacts/chart-library-edges-390.png', fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('throws no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
