import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api-call';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';

// Issue 13, filter authoring (filters-and-rendering.md §2 drawer and editors, §4 "Filter
// editing", §5, decision 029): an admin adds one filter of each type through the editor, binds a
// query variable through 'Missing variable filter mappings', saves, reloads and sees them applied;
// a legacy filter shows the deprecation warning and 'Filter needs target column'; a tenant with
// addFilter adds a filter to its personal copy on the share page.

const url = inject('serverUrl');
const run = Date.now().toString(36);
const api = <T>(path: string, body: unknown, token = admin) => apiCall<T>(url, path, body, token);

interface Filter {
  id: string;
  displayName: string;
  filterType: string;
  filterSubType?: string;
  layout: { x: number; w: number; h: number };
  chartFilterStructures: Record<string, { sourceType: string; column: string }>;
}
interface Row {
  id: string;
  version: number;
  config: { charts: Record<string, { version: number }>; filters: Filter[] };
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin = '';
let connectionId = '';
let ordersChart = '';
/** The version the last saveChart wrote (create-chart made version 1). */
let ordersVersion = 1;
let variableChart = '';
let dashboardId = '';
let emptyId = '';
let legacyId = '';
let sharedId = '';
const madeCharts: string[] = [];
const pageErrors: string[] = [];
/** The filter events the hub sent, with their metadata. */
const filterEvents: Array<{ eventName: string; eventMetadata?: { filterVersion?: string } }> = [];

/** Waits for running transitions (a drawer sliding in), then takes the screenshot. */
async function shot(p: Page, name: string) {
  await settle(p);
  await p.screenshot({ path: `e2e/artifacts/filter-authoring-${name}.png`, fullPage: false });
}

async function settle(p: Page) {
  await p.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Not the endless ones (loading skeletons).
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await p.waitForTimeout(300);
}

async function saveChart(name: string, query: string, outputColumns: object[], published = false) {
  const { chartId } = await api<{ chartId: string }>('/chart/v3/create-chart', {
    configVersion: 'v1',
  });
  madeCharts.push(chartId);
  const res = await fetch(`${url}/chart/v3`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({
      id: chartId,
      name,
      connection: connectionId,
      configVersion: 'v1',
      config: {
        type: 'Stat Card',
        dataPrep: { query, rawTableNames: ['orders'], rawTables: [], outputColumns, steps: [] },
        chartConfig: {
          type: 'Stat Card',
          title: name,
          yAxis: [
            { column: 'order_id', baseAggregationStrategy: 'Count', format: { label: name } },
          ],
        },
        filters: [],
      },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  ordersVersion = ((await res.json()) as { data: { chartVersion: number } }).data.chartVersion;
  if (published) await api('/chart/publish-chart', { chartId });
  return chartId;
}

async function saveDashboard(id: string, name: string, config: object) {
  await api('/dashboard/v3/save', { dashboardId: id, name, dashboardVersion: 0, config });
}

const getRow = async (id: string, token = admin) =>
  (await api<{ dashboard: Row }>('/tenant/get-dashboard-v2', { dashboard: { id } }, token))
    .dashboard;

/** A stat card's count of orders through the saved dashboard's filters. */
async function orders(
  filterValues: Array<{ filterId: string; value: unknown }>,
  chart = ordersChart,
) {
  const data = await api<{ rows: Array<Record<string, unknown>> }>('/query/chart-data', {
    chart: { id: chart },
    dashboardId,
    filterValues,
  });
  return Number(Object.values(data.rows[0] ?? {})[0] ?? 0);
}

async function pick(field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Usage events of the last 7 days by name (sent through POST /analytics/send-event). */
async function eventCount(name: string): Promise<number> {
  const usage = await api<{ eventsByName: Array<{ eventName: string; events: number }> }>(
    '/analytics/usage?days=7',
    undefined,
  );
  return usage.eventsByName.find((e) => e.eventName === name)?.events ?? 0;
}

const tile = (name: string) =>
  page.getByTestId('filter-edit-grid').locator('.react-grid-item').filter({ hasText: name });

beforeAll(async () => {
  admin = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  const { connections } = await api<{ connections: Array<{ id: string; name: string }> }>(
    '/connection/list',
    undefined,
  );
  connectionId = (connections.find((c) => c.name === 'Demo warehouse') ?? connections[0]!).id;
  ordersChart = await saveChart(
    `Filtered orders ${run}`,
    'SELECT order_id, created_at, amount, channel, status, amount > 100 AS big_order FROM orders',
    [
      { columnName: 'order_id', type: 'number' },
      { columnName: 'created_at', type: 'date' },
      { columnName: 'amount', type: 'number' },
      { columnName: 'channel', type: 'string' },
      { columnName: 'status', type: 'string' },
      { columnName: 'big_order', type: 'boolean' },
    ],
  );
  const chartVersion = ordersVersion;
  variableChart = await saveChart(
    `Orders of a status ${run}`,
    'SELECT order_id FROM orders WHERE status = {{pick_status}}',
    [{ columnName: 'order_id', type: 'number' }],
    true,
  );
  const variableFilterId = randomUUID();
  await api('/filters/create-or-update-filter', {
    filterId: variableFilterId,
    parentChartId: variableChart,
    filterConfig: {
      displayName: 'Pick status',
      filterType: 'Variable',
      filterSubType: 'Input Equals',
      filterTarget: { sourceType: 'Variable', variableName: 'pick_status' },
      defaultValue: 'completed',
      saved: true,
    },
  });
  await api('/filters/save-filters', { filterIds: [variableFilterId] });
  dashboardId = randomUUID();
  const layout = (i: string) => ({ i, x: 0, y: 0, w: 4, h: 4 });
  await saveDashboard(dashboardId, `Filter authoring ${run}`, {
    charts: { [ordersChart]: { version: chartVersion, layout: layout(ordersChart) } },
    filters: [],
  });
  emptyId = randomUUID();
  await saveDashboard(emptyId, `No charts ${run}`, { charts: {}, filters: [] });
  legacyId = randomUUID();
  await saveDashboard(legacyId, `Legacy filter ${run}`, {
    charts: { [ordersChart]: { version: chartVersion, layout: layout(ordersChart) } },
    filters: [
      {
        id: `legacy-${run}`,
        displayName: 'Old status',
        filterType: 'Input',
        filterSubType: 'Input Equals',
        filterTargets: [{ chartId: ordersChart, type: 'After logic', targetColumn: 'status' }],
      },
    ],
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, url);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => void dialog.accept());
  page.on('request', (request) => {
    if (!request.url().endsWith('/analytics/send-event')) return;
    const body = request.postDataJSON() as (typeof filterEvents)[number] | null;
    if (body?.eventName.startsWith('Filter ')) filterEvents.push(body);
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const id of [dashboardId, emptyId, legacyId, sharedId]) {
    if (!id) continue;
    await fetch(`${url}/dashboard?id=${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    }).catch(() => undefined);
  }
});

describe('filter authoring', () => {
  it("offers 'No filterable computed columns found...' on a dashboard without charts", async () => {
    await page.goto(`${url}/build/dashboard/${emptyId}/edit`);
    expect(await page.getByTestId('add-filter').innerText()).toBe('+ Add filter');
    await page.getByTestId('add-filter').click();
    const drawer = page.getByTestId('filter-drawer');
    await drawer.getByTestId('filter-editor-v25').waitFor();
    expect(await drawer.getByTestId('filter-drawer-title').innerText()).toBe('Add filter');
    expect(await drawer.getByTestId('filter-no-columns').innerText()).toBe(
      'No filterable computed columns found. Please filter on a raw table instead.',
    );
    expect(await drawer.getByTestId('filter-table-computed').innerText()).toContain(
      'Computed table',
    );
    expect(await drawer.getByTestId('filter-table-variables').innerText()).toContain(
      'Query Variables',
    );
    expect(await drawer.getByTestId('filter-name').inputValue()).toBe('New filter');
    expect(await drawer.getByTestId('filter-no-charts').innerText()).toBe(
      'This filter will not currently apply to any charts in this dashboard.',
    );
    // The drawer's left edge: 200 px to the right narrows it by half of that (spec §2).
    const content = drawer.locator('.mantine-Drawer-content');
    expect(await content.getAttribute('data-width')).toBe('1000');
    await settle(page); // the drawer has finished sliding in
    const edge = (await drawer.getByTestId('chart-sidebar-resize').boundingBox())!;
    await page.mouse.move(edge.x + 4, edge.y + 200);
    await page.mouse.down();
    await page.mouse.move(edge.x + 104, edge.y + 200);
    await page.mouse.move(edge.x + 204, edge.y + 200);
    await page.mouse.up();
    await expect.poll(() => content.getAttribute('data-width')).toBe('900');
    await page.keyboard.press('Escape');
  });

  it('adds one filter of each type, binds a query variable, saves and applies them', async () => {
    const addedBefore = await eventCount('Filter Added');
    const removedBefore = await eventCount('Filter Removed');
    await page.goto(`${url}/build/dashboard/${dashboardId}/edit`);
    const specs = [
      { name: 'Status', column: 'status', type: 'Input' },
      { name: 'Amount', column: 'amount', type: 'Number' },
      { name: 'Created', column: 'created_at', type: 'Date' },
      { name: 'Channel', column: 'channel', type: 'Select' },
      { name: 'Big order', column: 'big_order', type: 'Toggle' },
    ];
    const drawer = page.getByTestId('filter-drawer');
    for (const spec of specs) {
      await page.getByTestId('add-filter').click();
      await drawer.getByTestId('filter-editor-v25').waitFor();
      expect(await drawer.locator('[data-drawer-type]').getAttribute('data-drawer-type')).toBe(
        'filter',
      );
      await drawer.getByTestId(`filter-column-${spec.column}`).click();
      await drawer.getByTestId('filter-name').fill(spec.name);
      const type = drawer.getByTestId('filter-type');
      if ((await type.inputValue()) !== spec.type) await pick(type, spec.type);
      if (spec.type === 'Date') {
        expect(await drawer.getByTestId('filter-sub-type').inputValue()).toBe('Date Range');
      }
      if (spec.type === 'Toggle') {
        expect(await drawer.getByTestId('filter-sub-type').count()).toBe(0);
      }
      // The column reaches the dashboard's chart: no 'will not currently apply' warning.
      expect(await drawer.getByTestId(`filter-chart-${ordersChart}`).isChecked()).toBe(true);
      expect(await drawer.getByTestId('filter-no-charts').count()).toBe(0);
      if (spec.type === 'Toggle') await shot(page, 'drawer-1280');
      await drawer.getByTestId('filter-submit').click();
      await drawer.getByTestId('filter-editor-v25').waitFor({ state: 'detached' });
      await tile(spec.name).waitFor();
    }
    await shot(page, 'edit-grid-1280');

    // Move: 'Big order' (second row, x 3) dragged by its handle three columns to the right.
    await page.getByTestId('filter-drawer').locator('.mantine-Drawer-content').waitFor({
      state: 'hidden',
    });
    await page.waitForTimeout(300); // the drawer's overlay fades out
    const handle = tile('Big order').locator('.filter-drag-handle');
    await handle.hover();
    const box = (await handle.boundingBox())!;
    const grid = (await page.getByTestId('filter-edit-grid').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let k = 1; k <= 10; k++) {
      await page.mouse.move(box.x + box.width / 2 + (k * grid.width * 0.3) / 10, box.y + 5);
    }
    await page.mouse.up();
    const shiftX = async () =>
      Number(/translate\((\d+)px/.exec((await tile('Big order').getAttribute('style')) ?? '')?.[1]);
    await expect.poll(shiftX).toBeGreaterThan(box.x - grid.x + grid.width * 0.2);
    await shot(page, 'moved-1280');

    // Edit: the drawer reads 'Update filter'.
    await tile('Status').locator('[data-testid^="filter-tile-edit-"]').click();
    expect(await drawer.getByTestId('filter-drawer-title').innerText()).toBe('Update filter');
    expect(await drawer.getByTestId('filter-submit').innerText()).toBe('Update filter');
    expect(await drawer.getByTestId('filter-name').inputValue()).toBe('Status');
    await drawer.getByTestId('filter-submit').click();
    await drawer.getByTestId('filter-editor-v25').waitFor({ state: 'detached' });

    // Control opens the control-key modal.
    await tile('Channel').locator('[data-testid^="filter-tile-control-"]').click();
    await page.getByTestId('filter-control-key').waitFor();
    expect(await page.getByRole('dialog').innerText()).toContain(
      'Provide a unique key for this filter to control it in your app',
    );
    await page.getByTestId('filter-control-cancel').click();

    // A throwaway filter deleted again.
    await page.getByTestId('add-filter').click();
    await drawer.getByTestId('filter-column-channel').click();
    await drawer.getByTestId('filter-name').fill('Temporary');
    await drawer.getByTestId('filter-submit').click();
    await tile('Temporary').locator('[data-testid^="filter-tile-delete-"]').click();
    await page.getByTestId('filter-delete-confirm').click();
    await expect.poll(() => tile('Temporary').count()).toBe(0);
    // 'Filter Added' for each of the six, 'Filter Removed' for the throwaway one.
    await expect.poll(() => eventCount('Filter Added')).toBeGreaterThanOrEqual(addedBefore + 6);
    await expect.poll(() => eventCount('Filter Removed')).toBeGreaterThanOrEqual(removedBefore + 1);
    expect(filterEvents.map((e) => [e.eventName, e.eventMetadata?.filterVersion])).toEqual([
      ...Array.from({ length: 6 }, () => ['Filter Added', 'v2']),
      ['Filter Removed', 'v2'],
    ]);

    // The published chart with {{pick_status}} ('Pick status' matches no filter): the dialog.
    await page.getByTestId('dashboard-add-chart').first().click();
    const library = page.getByTestId('library-drawer');
    await library.getByTestId('library-search').fill(`Orders of a status ${run}`);
    await library.getByTestId(`library-pick-${variableChart}`).click();
    const mappings = page.getByRole('dialog', { name: 'Missing variable filter mappings' });
    await mappings.getByTestId('variable-mappings-apply').waitFor({ timeout: 20_000 });
    await shot(page, 'mappings-1280');
    await pick(mappings.getByTestId('variable-mapping-pick_status'), 'Status');
    expect(await mappings.getByTestId('variable-mappings-cancel').innerText()).toBe('Cancel');
    expect(await mappings.getByTestId('variable-mappings-apply').innerText()).toBe(
      'Apply mappings',
    );
    await mappings.getByTestId('variable-mappings-apply').click();
    await mappings.waitFor({ state: 'hidden' });

    await page.getByTestId('dashboard-save').click();
    await expect
      .poll(async () => (await getRow(dashboardId)).version >= 2, { timeout: 20_000 })
      .toBe(true);
    await page.getByTestId('dashboard-unsaved').waitFor({ state: 'hidden' });
    const saved = await getRow(dashboardId);
    const byName = new Map(saved.config.filters.map((f) => [f.displayName, f]));
    expect([...byName.keys()].sort()).toEqual([
      'Amount',
      'Big order',
      'Channel',
      'Created',
      'Status',
    ]);
    expect(specs.map((s) => byName.get(s.name)?.filterType)).toEqual(specs.map((s) => s.type));
    for (const f of saved.config.filters) expect(f.layout).toMatchObject({ w: 3, h: 2 });
    expect(byName.get('Big order')!.layout.x).toBeGreaterThan(3);
    const channel = byName.get('Channel')!;
    const copyId = Object.keys(saved.config.charts).find((id) => id !== ordersChart)!;
    expect(byName.get('Status')!.chartFilterStructures[copyId]).toMatchObject({
      sourceType: 'Variable',
      column: 'pick_status',
    });

    // Applied on the server: each value cuts the orders.
    const all = await orders([]);
    expect(all).toBeGreaterThan(0);
    const { values } = await api<{ values: string[] }>('/query/filter-values', {
      dashboardId,
      filterId: channel.id,
    });
    expect(values.length).toBeGreaterThan(1);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
    const cases: Array<[string, unknown]> = [
      ['Status', 'completed'],
      ['Amount', 100],
      ['Created', [day(-7), day(0)]],
      ['Channel', values[0]],
      ['Big order', true],
    ];
    for (const [name, value] of cases) {
      const n = await orders([{ filterId: byName.get(name)!.id, value }]);
      expect(n, name).toBeLessThan(all);
    }

    // The bound variable: the Status filter's value is the copied chart's {{pick_status}}.
    const status = byName.get('Status')!.id;
    const completed = await orders([{ filterId: status, value: 'completed' }], copyId);
    const pending = await orders([{ filterId: status, value: 'pending' }], copyId);
    expect(completed).toBeGreaterThan(0);
    expect(pending).toBeGreaterThan(0);
    expect(completed).not.toBe(pending);

    // Reloaded as a viewer: the five filters in the bar; choosing a channel redraws the card.
    await page.goto(`${url}/dashboards/${dashboardId}`);
    const bar = page.getByTestId('filter-bar');
    await bar.waitFor({ timeout: 30_000 });
    for (const spec of specs) expect(await bar.innerText()).toContain(spec.name);
    const card = page.getByTestId(`chart-card-${ordersChart}`);
    await card
      .locator('[data-chart-drawn]')
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    const before = await card.innerText();
    await pick(page.getByTestId(`filter-input-${channel.id}`), values[0]!);
    await expect.poll(() => card.innerText(), { timeout: 20_000 }).not.toBe(before);
    expect(pageErrors).toEqual([]);
  });

  it('opens a legacy filter with the deprecation warning, its target check and Upgrade', async () => {
    await page.goto(`${url}/build/dashboard/${legacyId}/edit`);
    await tile('Old status').locator('[data-testid^="filter-tile-edit-"]').click();
    const drawer = page.getByTestId('filter-drawer');
    await drawer.getByTestId('filter-editor-v1').waitFor();
    expect(await drawer.locator('[data-drawer-type]').getAttribute('data-drawer-type')).toBe(
      'aggregateFilterV1',
    );
    expect(await drawer.getByTestId('filter-deprecated').innerText()).toContain(
      'This filter creation method is deprecated. Please contact Chartroom to upgrade to the latest version.',
    );
    expect(await drawer.innerText()).toContain('After logic');
    expect(await drawer.innerText()).toContain('Before logic');
    // No target column: the warning, and the schema message disables Update.
    const target = drawer.getByTestId(`filter-target-column-${ordersChart}`);
    await target.locator('xpath=..').locator('button').first().click();
    await drawer.getByTestId('filter-needs-target').waitFor();
    expect(await drawer.getByTestId('filter-needs-target').innerText()).toBe(
      'Filter needs target column',
    );
    expect(await drawer.getByTestId('filter-submit').isDisabled()).toBe(true);
    expect(await drawer.getByTestId('filter-schema-message').innerText()).toBe(
      'Filter needs target column',
    );
    await shot(page, 'legacy-1280');
    // Upgrade: the V2.5 editor with the chart's structure.
    await drawer.getByTestId('filter-upgrade').click();
    await drawer.getByTestId('filter-editor-v25').waitFor();
    expect(await drawer.locator('[data-drawer-type]').getAttribute('data-drawer-type')).toBe(
      'aggregateFilter',
    );
    await page.keyboard.press('Escape');
  });

  it('at 390 px: the filter grid and the drawer', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${url}/build/dashboard/${dashboardId}/edit`);
    await phone.getByTestId('filter-edit-grid').locator('.react-grid-item').first().waitFor();
    expect(await phone.getByTestId('filter-edit-grid').getAttribute('data-columns')).toBe('4');
    await shot(phone, 'edit-grid-390');
    await phone.getByTestId('add-filter').click();
    await phone.getByTestId('filter-editor-v25').waitFor();
    await shot(phone, 'drawer-390');
    await phone.close();
  });

  it('a tenant with addFilter adds a filter to its personal copy', async () => {
    const { dashboards } = await api<{ dashboards: Array<{ id: string; name: string }> }>(
      '/dashboard/list',
      undefined,
    );
    const demo = dashboards.find((d) => d.name === 'Sales overview') ?? dashboards[0]!;
    sharedId = (
      await api<{ dashboardId: string }>('/dashboard/v2/copy', {
        dashboard: { id: demo.id },
        name: `Tenant filters ${run}`,
      })
    ).dashboardId;
    const { token } = await api<{ token: string }>('/tenant/create-token', {
      tenant: { id: `filters-${run}`, payload: { tenant_id: 'acme' } },
      permissions: { addFilter: true },
      dashboardIds: [sharedId],
    });
    for (const width of [390, 1280]) {
      const tenant = await browser.newContext({ viewport: { width, height: 900 } });
      const p = await tenant.newPage();
      await p.goto(`${url}/share/dashboard/${sharedId}?theme=light&jwt=${token}&addFilter=true`);
      await p.getByTestId('embedded-add-filter').click();
      const drawer = p.getByTestId('filter-drawer');
      await drawer.getByTestId('filter-column-channel').click({ timeout: 30_000 });
      await drawer.getByTestId('filter-name').fill(`Tenant channel ${width}`);
      await shot(p, `tenant-drawer-${width}`);
      await drawer.getByTestId('filter-submit').click();
      if (width === 390) {
        await p.getByTestId('personal-copy-confirm').click();
      }
      await expect
        .poll(
          async () => {
            const { dashboards: mine } = await api<{ dashboards: Row[] }>(
              `/dashboard/get-all-tenant-dashboards?parentDashboardId=${sharedId}`,
              undefined,
              token,
            );
            const copy = mine[0] ? await getRow(mine[0].id, token) : null;
            return copy?.config.filters.some((f) => f.displayName === `Tenant channel ${width}`);
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      await p.getByTestId('filter-edit-grid').waitFor();
      await shot(p, `tenant-grid-${width}`);
      await tenant.close();
    }
  });
});
