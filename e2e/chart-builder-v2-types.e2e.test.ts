import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { apiCall } from './api-call';
import { E2E_ADMIN } from './server-process';
import {
  addMeasure,
  applyChanges,
  bucketBy,
  chartSettled,
  createOrdersChart,
  deleteCharts,
  paintedCanvases,
  pick,
  previewReady,
  savedConfig,
  shot,
  signIn,
  tableRows,
  viewer,
  type V2Session,
} from './chart-builder-v2-helpers';

// One v2 chart of every v2 type (charts.md §9) built in the builder over the demo orders by
// clicks alone, drawn in the preview, saved twice ('Apply changes': v2 then v3), screenshotted.
const url = inject('serverUrl');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let session: V2Session;
const created: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  const { token } = await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  session = { page, url, token };
  await signIn(page, url);
});

afterAll(async () => {
  if (session) await deleteCharts(session, created);
  await context?.close();
  await browser?.close();
});

/** A new chart over orders, of `type` (its label in the chart-type dropdown). */
async function newChart(typeLabel: string): Promise<string> {
  const id = await createOrdersChart(session);
  created.push(id);
  if (typeLabel !== 'Table') await pick(page, page.getByTestId('chart-type'), typeLabel);
  return id;
}

/** Saves twice: v2, then (after a rename) v3; returns the saved v3 config. */
async function saveTwice(id: string, name: string): Promise<Record<string, unknown>> {
  await page.getByTestId('chart-name').fill(name);
  await applyChanges(session, id, 2);
  await page.getByTestId('chart-name').fill(`${name} (edited)`);
  await expect
    .poll(() => page.getByTestId('unsaved-flag').innerText())
    .toBe('You have unsaved changes!');
  await applyChanges(session, id, 3);
  return savedConfig(session, id, 3);
}

async function drawsOnCanvas(): Promise<void> {
  await previewReady(page);
  await expect.poll(() => paintedCanvases(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await chartSettled(page);
}

const stamp = Date.now();

describe('v2 builder: one chart of every type', () => {
  it('table: raw rows without fields, then grouped by channel', async () => {
    const id = await newChart('Table');
    // Without dimensions and measures the table shows the raw rows (charts.md §5).
    await previewReady(page);
    // textContent: the heading is upper-cased by CSS only.
    expect(await page.getByTestId('chart-preview').textContent()).toContain(
      'Raw rows of the table',
    );
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(5);
    const header = await viewer(page).locator('thead').innerText();
    for (const column of ['order_id', 'created_at', 'status', 'channel', 'amount'])
      expect(header).toContain(column);
    await shot(page, 'type-table-raw');

    await page.getByTestId('dimension-channel').click();
    await expect
      .poll(() => page.getByTestId('preview-needs-fields').innerText())
      .toContain('Add a measure to group the table');
    await addMeasure(page, 'amount', 'sum');
    await addMeasure(page, 'order_id', 'count');
    await previewReady(page);
    // Four channels: Web, Mobile, Partner, Retail.
    await expect.poll(() => tableRows(page).count()).toBe(4);
    const grouped = await viewer(page).innerText();
    for (const text of ['Sum of amount', 'Count of order_id', 'Web', 'Mobile', 'Retail'])
      expect(grouped).toContain(text);
    await shot(page, 'type-table');
    const config = await saveTwice(id, `E2E v2 table ${stamp}`);
    expect(config).toMatchObject({
      type: 'table',
      dimensions: [{ field: 'channel' }],
      measures: [{ name: 'Sum of amount' }, { name: 'Count of order_id' }],
    });
  });

  it('bar: revenue by order status', async () => {
    const id = await newChart('Bar');
    await page.getByTestId('dimension-status').click();
    await addMeasure(page, 'amount', 'sum');
    await drawsOnCanvas();
    await shot(page, 'type-bar');
    const config = await saveTwice(id, `E2E v2 bar ${stamp}`);
    expect(config).toMatchObject({ type: 'bar', dimensions: [{ field: 'status' }] });
  });

  it('line: revenue by month', async () => {
    const id = await newChart('Line');
    await page.getByTestId('dimension-created_at').click();
    await bucketBy(page, 'created_at', 'month');
    await addMeasure(page, 'amount', 'sum');
    await drawsOnCanvas();
    await shot(page, 'type-line');
    const config = await saveTwice(id, `E2E v2 line ${stamp}`);
    expect(config).toMatchObject({
      type: 'line',
      dimensions: [{ field: 'created_at', bucketing: 'month' }],
    });
  });

  it('area: quantity by month, stacked per channel', async () => {
    const id = await newChart('Area');
    await page.getByTestId('dimension-created_at').click();
    await bucketBy(page, 'created_at', 'month');
    await page.getByTestId('dimension-channel').click();
    await addMeasure(page, 'quantity', 'sum');
    await page.getByTestId('toggle-settings').click();
    await page.getByTestId('setting-stacking').check();
    await page.getByTestId('toggle-settings').click();
    await drawsOnCanvas();
    await shot(page, 'type-area');
    const config = await saveTwice(id, `E2E v2 area ${stamp}`);
    expect(config).toMatchObject({
      type: 'area',
      dimensions: [{ field: 'created_at' }, { field: 'channel' }],
      settings: { stacking: true },
    });
  });

  it('pie: revenue share by channel', async () => {
    const id = await newChart('Pie');
    await page.getByTestId('dimension-channel').click();
    await addMeasure(page, 'amount', 'sum');
    await drawsOnCanvas();
    await shot(page, 'type-pie');
    const config = await saveTwice(id, `E2E v2 pie ${stamp}`);
    expect(config).toMatchObject({ type: 'pie', dimensions: [{ field: 'channel' }] });
  });

  it('donut: orders by status', async () => {
    const id = await newChart('Donut');
    await page.getByTestId('dimension-status').click();
    await addMeasure(page, 'order_id', 'count');
    await drawsOnCanvas();
    await shot(page, 'type-donut');
    const config = await saveTwice(id, `E2E v2 donut ${stamp}`);
    expect(config).toMatchObject({
      type: 'donut',
      measures: [{ field: 'order_id', aggregation: 'count' }],
    });
  });

  it('scatter: average order value against average quantity per country', async () => {
    const id = await newChart('Scatter');
    await page.getByTestId('dimension-country').click();
    await addMeasure(page, 'amount', 'avg');
    await addMeasure(page, 'quantity', 'avg');
    await drawsOnCanvas();
    await shot(page, 'type-scatter');
    const config = await saveTwice(id, `E2E v2 scatter ${stamp}`);
    expect(config).toMatchObject({
      type: 'scatter',
      measures: [{ name: 'Average of amount' }, { name: 'Average of quantity' }],
    });
  });

  it('kpiCard: revenue of the last 30 days against the previous period', async () => {
    const id = await newChart('KPI card');
    await expect
      .poll(() => page.getByTestId('preview-needs-fields').innerText())
      .toContain('Pick a measure to draw a KPI card.');
    await addMeasure(page, 'amount', 'sum');
    await page.getByTestId('add-filter').click();
    await pick(page, page.getByTestId('filter-date-preset'), 'Last 30 days');
    await page.getByTestId('filter-apply').click();
    await expect
      .poll(() => page.getByTestId('filter-chip-0').innerText())
      .toBe('created_at: Last 30 days');
    await page.getByTestId('add-previous-period').click();
    await previewReady(page);
    const value = await viewer(page).getByTestId('stat-value').innerText();
    expect(value).toMatch(/\d/);
    await expect.poll(() => viewer(page).getByTestId('stat-change').count()).toBe(1);
    await shot(page, 'type-kpi');
    const config = await saveTwice(id, `E2E v2 kpi ${stamp}`);
    expect(config).toMatchObject({
      type: 'kpiCard',
      measures: [{ name: 'Sum of amount' }],
      filters: [{ field: 'created_at', operator: 'BETWEEN' }],
      comparisons: [{ measure: 'Sum of amount', compareBy: 'previous_period' }],
    });
    expect(pageErrors).toEqual([]);
  });
});
