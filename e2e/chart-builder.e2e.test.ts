import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, signInAsAdmin } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

const url = inject('serverUrl');
const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);

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
let chartId = '';
const pageErrors: string[] = [];

const shot = (name: string) =>
  page.screenshot({ path: `e2e/artifacts/chart-builder-${name}.png`, fullPage: false });

async function listCharts(): Promise<ListedChart[]> {
  return (await api<{ charts: ListedChart[] }>('/chart/list', undefined, token)).charts;
}

/** Picks an option of a Mantine Select (or MultiSelect) by its label. */
async function pick(select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

const SQL = 'SELECT created_at, channel, status, amount, quantity FROM orders';
const CHART_NAME = `E2E revenue by channel ${Date.now()}`;

beforeAll(async () => {
  token = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN)).token;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('classic chart builder in the browser', () => {
  it('signs in and opens a new chart on the Demo warehouse', async () => {
    await signInAsAdmin(page, url);
    await page.getByTestId('nav-charts').click();
    await page.getByTestId('new-chart').click();
    await page.waitForURL(/\/charts\/new$/);
    await page.getByTestId('chart-builder').waitFor();
    const picker = page.getByTestId('connection-picker');
    if ((await picker.inputValue()) !== 'Demo warehouse') await pick(picker, 'Demo warehouse');
    await expect.poll(() => picker.inputValue()).toBe('Demo warehouse');
    // An untouched new chart has nothing to save; a name is a change.
    await expect
      .poll(() => page.getByTestId('new-chart-flag').innerText())
      .toBe('New chart, nothing to save yet');
    await page.getByTestId('chart-name').fill(CHART_NAME);
    await expect
      .poll(() => page.getByTestId('unsaved-flag').innerText())
      .toBe('You have unsaved changes!');
  });

  it('selects orders and previews 10 of its rows', async () => {
    await pick(page.getByTestId('raw-table-select'), 'main.orders');
    await page.keyboard.press('Escape');
    const preview = page.getByTestId('preview-table');
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.getAttribute('data-rows')).toBe('10');
    await page.getByTestId('raw-reload-preview').click();
    await page.getByTestId('preview-table').waitFor({ timeout: 30_000 });
    await shot('raw-tables');
  });

  it("keeps 'Build chart' disabled until the data is prepared", async () => {
    await page.getByTestId('step-raw-next').click();
    expect(await page.getByTestId('step-build').isDisabled()).toBe(true);
    expect(await page.getByTestId('step-prep-next').isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByTestId('query-preview-placeholder').innerText())
      .toBe('No data loaded. Run query to load data...');
    await expect
      .poll(() => page.getByTestId('builder-blocker').innerText())
      .toContain("Please 'Prepare data' before proceeding");
  });

  it('writes SQL over orders and previews 100 rows with typed output columns', async () => {
    // A bad query first: the engine's message in the 'Error loading data' box.
    await page.locator('.cm-content').fill('SELECT nope FROM orders');
    await page.getByTestId('preview-data').click();
    const error = page.getByTestId('prepare-error');
    await error.waitFor({ timeout: 30_000 });
    expect(await error.innerText()).toContain('Error loading data');

    await page.locator('.cm-content').fill(SQL);
    await page.getByTestId('preview-data').click();
    const rows = page.getByTestId('query-preview');
    await rows.waitFor({ timeout: 30_000 });
    expect(await rows.getAttribute('data-rows')).toBe('100');
    expect(await page.getByTestId('output-column-amount').getAttribute('data-type')).toBe('number');
    expect(await page.getByTestId('output-column-channel').getAttribute('data-type')).toBe(
      'string',
    );
    expect(await page.getByTestId('output-column-created_at').getAttribute('data-type')).toBe(
      'date',
    );
    await shot('prepare-data');
  });

  it('builds a bar chart with a series and sees it draw', async () => {
    await page.getByTestId('step-prep-next').click();
    await pick(page.getByTestId('chart-type'), 'Grouped Bar');
    await pick(page.getByTestId('x-axis-column'), 'channel');
    await page.getByTestId('add-series').click();
    await expect.poll(() => page.getByTestId('series-0-column').inputValue()).toBe('amount');
    await expect.poll(() => page.getByTestId('series-0-aggregation').inputValue()).toBe('Sum');
    const viewer = page.getByTestId('chart-preview').getByTestId('chart-viewer');
    await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    await expect
      .poll(() => viewer.locator('canvas').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await page.getByTestId('builder-blocker').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('chart-preview').innerText())
      .not.toContain('Refreshing');
    await shot('bar-chart');
    // Backing Data: one aggregated row per channel.
    await page.getByTestId('tab-data').click();
    await expect.poll(() => page.getByTestId('backing-data').getAttribute('data-rows')).toBe('4');
    await page.getByTestId('tab-builder').click();
  });

  it('shows the validation messages of segmentation on screen', async () => {
    await page.getByTestId('segment-toggle').click();
    await expect
      .poll(() => page.getByTestId('builder-blocker').innerText())
      .toBe('Invalid Chart Config: Select a column to segment by');
    await expect
      .poll(() => page.getByTestId('segment-section').innerText())
      .toContain('Select a column to segment by');
    await page.getByTestId('add-series').click();
    await expect
      .poll(() => page.getByTestId('builder-notice').innerText())
      .toContain('Only 1 series supported if segmentation is enabled');
    await shot('validation');

    await pick(page.getByTestId('segment-by'), 'status');
    await expect
      .poll(() => page.getByTestId('segment-list').innerText(), { timeout: 30_000 })
      .toContain('completed');
    await expect.poll(() => page.getByTestId('builder-blocker').count()).toBe(0);
    await shot('segmented');
    await page.getByTestId('segment-toggle').click();
    await expect.poll(() => page.getByTestId('segment-list').count()).toBe(0);
  });

  it('applies changes: a new chart, then a new version on each save', async () => {
    await page.getByTestId('apply-changes').click();
    await expect
      .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 30_000 })
      .toBe('Changes applied');
    await page.waitForURL(/\/charts\/(?!new)[^/]+$/);
    chartId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const first = (await listCharts()).find((c) => c.id === chartId);
    expect(first?.name).toBe(CHART_NAME);
    await expect
      .poll(() => page.getByTestId('chart-version').innerText())
      .toBe(`v${first!.version}`);
    await expect.poll(() => page.getByTestId('saved-flag').count()).toBe(1);
    await shot('applied');
    // Back to idle after 3 s.
    await expect
      .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 10_000 })
      .toBe('Apply changes');

    await page.getByTestId('chart-title').fill('Revenue by channel');
    await expect.poll(() => page.getByTestId('unsaved-flag').count()).toBe(1);
    await page.getByTestId('apply-changes').click();
    await expect
      .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 30_000 })
      .toBe('Changes applied');
    const second = (await listCharts()).find((c) => c.id === chartId);
    expect(second?.version).toBe(first!.version + 1);
    await expect
      .poll(() => page.getByTestId('chart-version').innerText())
      .toBe(`v${second!.version}`);
  });

  it('publishes, converts to draft and duplicates the chart', async () => {
    await page.getByTestId('publish-chart').click();
    await expect.poll(() => page.getByTestId('chart-status').textContent()).toBe('Published');
    await expect.poll(() => page.getByTestId('publish-chart').innerText()).toBe('Convert to draft');
    expect((await listCharts()).find((c) => c.id === chartId)?.published).toBe(true);
    await page.getByTestId('publish-chart').click();
    await expect.poll(() => page.getByTestId('chart-status').textContent()).toBe('Draft');

    await page.getByTestId('duplicate-chart').click();
    await page.waitForURL(
      (u) => !u.pathname.endsWith(chartId) && /\/charts\/[^/]+$/.test(u.pathname),
    );
    await page.getByTestId('chart-builder').waitFor({ timeout: 30_000 });
    const viewer = page.getByTestId('chart-preview').getByTestId('chart-viewer');
    await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    await shot('duplicate');
    expect(pageErrors).toEqual([]);
  });
});
