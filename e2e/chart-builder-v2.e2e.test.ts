import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, signInAsAdmin } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';
import { chartSettled, deleteCharts, shot as shotOf } from './chart-builder-v2-helpers';

// The v2 (semantic) builder at /charts/new/v2 and /charts/:id/v2.
const url = inject('serverUrl');
const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);

interface ListedChart {
  id: string;
  version: number;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let chartId = '';
const pageErrors: string[] = [];

const shot = (name: string) => shotOf(page, name);

async function latestVersion(id: string): Promise<number | undefined> {
  const { charts } = await api<{ charts: ListedChart[] }>('/chart/list', undefined, token);
  return charts.find((c) => c.id === id)?.version;
}

/** Picks an option of a Mantine Select by its label. */
async function pick(select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

function viewer(): Locator {
  return page.getByTestId('chart-preview').getByTestId('chart-viewer');
}

beforeAll(async () => {
  token = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN)).token;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
});

afterAll(async () => {
  if (page && chartId) await deleteCharts({ page, url, token }, [chartId]);
  await context?.close();
  await browser?.close();
});

describe('v2 chart builder in the browser', () => {
  it('signs in and creates a v2 chart over orders', async () => {
    await signInAsAdmin(page, url);
    await page.goto(`${url}/charts/new/v2`);
    await page.getByTestId('new-v2-chart').waitFor();
    const connection = page.getByTestId('new-v2-connection');
    if ((await connection.inputValue()) !== 'Demo warehouse')
      await pick(connection, 'Demo warehouse');
    await expect.poll(() => page.getByTestId('new-v2-table').isDisabled()).toBe(false);
    await pick(page.getByTestId('new-v2-table'), 'orders');
    await shot('new');
    await page.getByTestId('new-v2-create').click();
    await page.getByTestId('chart-builder-v2').waitFor({ timeout: 30_000 });
    // Nothing is saved before 'Apply changes': no id, no version yet.
    expect(new URL(page.url()).pathname).toBe('/charts/new/v2');
    expect(await page.getByTestId('chart-version').count()).toBe(0);
    // A table without dimensions and measures shows the table's raw rows.
    await expect.poll(() => viewer().getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    expect(await page.getByTestId('filter-chips').textContent()).toContain('Filter:');
    expect(await page.getByTestId('show-chips').textContent()).toContain('Show:');
  });

  it('adds a month-bucketed date dimension and a sum measure and draws a bar chart', async () => {
    await pick(page.getByTestId('chart-type'), 'Bar');
    await expect
      .poll(() => page.getByTestId('preview-needs-fields').innerText())
      .toContain('Pick at least one dimension and one measure');
    await page.getByTestId('dimension-created_at').click();
    // A dimension cannot be added twice (a forced second click is ignored).
    await page.getByTestId('dimension-created_at').click({ force: true });
    expect(await page.locator('[data-testid^="show-dimension-"]').count()).toBe(1);
    await page.getByTestId('show-dimension-created_at').locator('button').first().click();
    await page.getByTestId('bucketing-month').click();
    await expect
      .poll(() => page.getByTestId('show-dimension-created_at').innerText())
      .toContain('Month');
    await page.getByTestId('measure-amount').click();
    await page.getByTestId('aggregation-sum').click();
    await expect.poll(() => page.getByTestId('show-measure-0').innerText()).toBe('Sum of amount');
    await expect.poll(() => viewer().getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    await expect
      .poll(() => viewer().locator('canvas').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('unsaved-flag').innerText())
      .toBe('You have unsaved changes!');
    await chartSettled(page);
    await shot('bar-chart');
  });

  it('keeps previous period disabled without a date filter and alerts on a forced attempt', async () => {
    const button = page.getByTestId('add-previous-period');
    expect(await button.getAttribute('title')).toBe('Requires exactly one date filter');
    expect(await button.getAttribute('data-disabled')).toBe('true');
    await button.click({ force: true });
    await expect
      .poll(() => page.getByTestId('comparison-alert').innerText())
      .toBe(
        'Cannot add previous period comparison: No date filter found. Please add a date filter first.',
      );
  });

  it('adds a date filter (last 7 days by default), then the previous period comparison', async () => {
    await page.getByTestId('add-filter').click();
    const editor = page.getByTestId('filter-editor');
    await editor.waitFor();
    await expect.poll(() => page.getByTestId('filter-field').inputValue()).toBe('created_at');
    await expect.poll(() => page.getByTestId('filter-sub-type').inputValue()).toBe('Date Range');
    await expect
      .poll(() => page.getByTestId('filter-date-preset').inputValue())
      .toBe('Last 7 days');
    await shot('filter-editor');
    await page.getByTestId('filter-apply').click();
    await expect
      .poll(() => page.getByTestId('filter-chip-0').innerText())
      .toBe('created_at: Last 7 days');
    const button = page.getByTestId('add-previous-period');
    expect(await button.getAttribute('title')).toBeNull();
    await button.click();
    await expect
      .poll(() => page.getByTestId('show-comparison').innerText())
      .toBe('Previous period of Sum of amount');
    await page.getByTestId('comparison-summary').waitFor({ timeout: 30_000 });
    await expect.poll(() => viewer().getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    await chartSettled(page);
    await shot('comparison');
  });

  it('shows the settings and Ask dash panels', async () => {
    await page.getByTestId('toggle-settings').click();
    await page.getByTestId('settings-panel').waitFor();
    expect(
      await page.getByTestId('setting-colors').locator('input:not([type=hidden])').count(),
    ).toBe(17);
    await pick(page.getByTestId('setting-legend-position'), 'Bottom');
    await shot('settings');
    await page.getByTestId('toggle-ask-dash').click();
    await page.getByTestId('ask-dash-panel').waitFor();
    await page.getByTestId('toggle-ask-dash').click();
  });

  it('shows the first schema message of an invalid config', async () => {
    await page.getByTestId('show-measure-0').locator('button').first().click();
    await page.getByTestId('measure-name-0').fill('');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => viewer().innerText())
      .toContain('Invalid Chart Config: Measure name is required');
    await shot('invalid');
    await page.getByTestId('show-measure-0').locator('button').first().click();
    await page.getByTestId('measure-name-0').fill('Sum of amount');
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer().getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
  });

  it('applies changes with config version v2 and the version goes up', async () => {
    await page.getByTestId('chart-name').fill(`E2E v2 revenue ${Date.now()}`);
    await page.getByTestId('apply-changes').click();
    await expect
      .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 30_000 })
      .toBe('Changes applied');
    await expect.poll(() => page.getByTestId('chart-version').innerText()).toBe('v2');
    // The first save created the chart (v1) and saved it (v2); the address has its id now.
    await page.waitForURL(/\/charts\/(?!new)[^/]+\/v2$/);
    chartId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
    expect(await latestVersion(chartId)).toBe(2);
    await expect.poll(() => page.getByTestId('saved-flag').count()).toBe(1);
    await shot('applied');
    await expect
      .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 10_000 })
      .toBe('Apply changes');
    const { chart } = await api<{
      chart: { config_version: string; config: { chartConfigV2: Record<string, unknown> } };
    }>('/tenant/get-chart-v2', { chart: { id: chartId, version: 2 } }, token);
    expect(chart.config_version).toBe('v2');
    expect(chart.config.chartConfigV2).toMatchObject({
      type: 'bar',
      dimensions: [{ field: 'created_at', bucketing: 'month' }],
      measures: [{ name: 'Sum of amount', field: 'amount', aggregation: 'sum' }],
      filters: [{ field: 'created_at', operator: 'BETWEEN' }],
      comparisons: [{ measure: 'Sum of amount', compareBy: 'previous_period' }],
      settings: { legendPosition: 'Bottom' },
    });
    expect(pageErrors).toEqual([]);
  });
});
