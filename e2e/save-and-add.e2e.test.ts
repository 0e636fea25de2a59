import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

// 'Save and add to dashboard' (charts.md §4): a chart built in the classic builder opened from
// a dashboard is saved and added to that dashboard at its next version.
const url = inject('serverUrl');
const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);

interface DashboardRow {
  id: string;
  name: string;
  version: number;
  config: { charts: Record<string, { version: number }> } & Record<string, unknown>;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let dashboard: DashboardRow;
const made: string[] = [];
const NAME = `Added from the builder ${Date.now()}`;

async function getDashboard(id: string): Promise<DashboardRow> {
  return (
    await api<{ dashboard: DashboardRow }>('/tenant/get-dashboard-v2', { dashboard: { id } }, token)
  ).dashboard;
}

async function pick(select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

beforeAll(async () => {
  token = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN)).token;
  const { dashboards } = await api<{ dashboards: Array<{ id: string; name: string }> }>(
    '/dashboard/list',
    undefined,
    token,
  );
  const demo = dashboards.find((d) => d.name === 'Sales overview') ?? dashboards[0]!;
  dashboard = await getDashboard(demo.id);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await signInContext(context, url);
  page = await context.newPage();
});

afterAll(async () => {
  // Leave the demo dashboard with its own charts (other browser tests count them).
  if (dashboard && token) {
    const latest = await getDashboard(dashboard.id);
    if (latest.version !== dashboard.version) {
      await api(
        '/dashboard/v3/save',
        { dashboardId: dashboard.id, name: dashboard.name, config: dashboard.config },
        token,
      );
    }
    for (const chartId of made) {
      await api('/chart/delete-chart', { chartId }, token).catch(() => undefined);
    }
  }
  await context?.close();
  await browser?.close();
});

describe('save and add to dashboard', () => {
  it('builds a chart from the dashboard and lands on it with one more card', async () => {
    await page.goto(`${url}/charts/new?dashboardId=${encodeURIComponent(dashboard.id)}`);
    await page.getByTestId('chart-builder').waitFor({ timeout: 30_000 });
    const button = page.getByTestId('save-and-add-to-dashboard');
    await button.waitFor();
    // Enabled only with a valid config.
    expect(await button.isDisabled()).toBe(true);
    await page.getByTestId('chart-name').fill(NAME);
    await pick(page.getByTestId('raw-table-select'), 'main.orders');
    await page.getByTestId('step-raw-next').click();
    await page.locator('.cm-content').fill('SELECT channel, amount FROM orders');
    await page.getByTestId('preview-data').click();
    await page.getByTestId('query-preview').waitFor({ timeout: 30_000 });
    await page.getByTestId('step-prep-next').click();
    await pick(page.getByTestId('chart-type'), 'Bar List');
    await pick(page.getByTestId('x-axis-column'), 'channel');
    await page.getByTestId('add-series').click();
    await expect.poll(() => button.isDisabled(), { timeout: 15_000 }).toBe(false);
    await button.click();

    await page.waitForURL(new RegExp(`/dashboards/${dashboard.id}$`), { timeout: 30_000 });
    const latest = await getDashboard(dashboard.id);
    expect(latest.version).toBe(dashboard.version + 1);
    const added = Object.keys(latest.config.charts).filter(
      (id) => !(id in dashboard.config.charts),
    );
    expect(added).toHaveLength(1);
    made.push(added[0]!);
    const card = page.getByTestId(`chart-card-${added[0]}`);
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    expect(await card.innerText()).toContain(NAME);
    // The chart library loads on demand: the canvas comes after the data.
    await expect.poll(() => card.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: 'e2e/artifacts/save-and-add-dashboard.png', fullPage: false });
  });
});
