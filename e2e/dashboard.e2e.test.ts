import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

const url = inject('serverUrl');
let browser: Browser;

const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);

/** Waits until no chart card is loading, then returns each card's state. */
async function settledChartStates(page: Page, expected: number): Promise<string[]> {
  await page.waitForFunction(
    (n) => {
      const cards = [...document.querySelectorAll('[data-testid^="chart-card-"]')];
      return cards.length >= n && cards.every((c) => c.getAttribute('data-state') !== 'loading');
    },
    expected,
    { timeout: 60_000 },
  );
  return page.$$eval('[data-testid^="chart-card-"]', (cards) =>
    cards.map((c) => c.getAttribute('data-state') ?? ''),
  );
}

/** The number of charts laid out on a dashboard (other tests add charts to the library). */
async function dashboardChartCount(dashboardId: string, token: string): Promise<number> {
  const { dashboard } = await api<{ dashboard: { config: { charts: Record<string, unknown> } } }>(
    '/tenant/get-dashboard-v2',
    { dashboard: { id: dashboardId } },
    token,
  );
  return Object.keys(dashboard.config.charts).length;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('demo dashboard in the browser', () => {
  it('signs in, opens the demo dashboard and every chart shows data', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${url}/`);
    await page.getByTestId('sign-in-email').fill(E2E_ADMIN.email);
    await page.getByTestId('sign-in-password').fill(E2E_ADMIN.password);
    await page.getByTestId('sign-in-submit').click();
    const link = page.locator('[data-testid^="dashboard-link-"]').first();
    await link.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: 'e2e/artifacts/dashboard-list.png' });
    await link.click();

    const signIn = await api<{ token: string }>('/auth/sign-in', E2E_ADMIN);
    await page.waitForURL(/\/dashboards\/[^/]+$/);
    const expected = await dashboardChartCount(page.url().split('/').pop()!, signIn.token);
    expect(expected).toBe(14);
    const states = await settledChartStates(page, expected);
    expect(states).toHaveLength(expected);
    expect(
      states.every((s) => s === 'ready'),
      states.join(','),
    ).toBe(true);
    // Every plotted chart drew something: canvases are not blank.
    const blank = await page.$$eval(
      '[data-testid^="chart-card-"] canvas',
      (canvases) =>
        (canvases as HTMLCanvasElement[]).filter((c) => {
          const ctx = c.getContext('2d');
          if (!ctx || c.width === 0) return false;
          const data = ctx.getImageData(0, 0, c.width, c.height).data;
          for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return false;
          return true;
        }).length,
    );
    expect(blank).toBe(0);
    // The map draws a canvas stand-in first and swaps to WebGL when it can: give it a moment.
    await page
      .waitForSelector('[data-map-renderer="webgl"][data-map-points]', { timeout: 8_000 })
      .catch(() => undefined);
    await page.waitForTimeout(1_200);
    await page.screenshot({ path: 'e2e/artifacts/dashboard-admin.png', fullPage: true });

    // The channel filter narrows every chart it targets; 'Clear all' restores them.
    const dashboardId = page.url().split('/').pop()!;
    const orders = (
      await api<{ charts: Array<{ id: string; name: string }> }>(
        '/chart/list',
        undefined,
        signIn.token,
      )
    ).charts.find((c) => c.name === 'Orders')!;
    const ordersFor = async (filterValues: unknown[]) =>
      (
        await api<{ rows: Array<{ order_id: number }> }>(
          '/query/chart-data',
          { chart: { id: orders.id }, dashboardId, filterValues },
          signIn.token,
        )
      ).rows[0]!.order_id;
    const webOrders = await ordersFor([{ filterId: 'filter-channel', value: ['Web'] }]);
    const allOrders = await ordersFor([]);
    const ordersCard = page.getByTestId(`chart-card-${orders.id}`);
    await page.getByTestId('filter-input-filter-channel').click();
    await page.getByRole('option', { name: 'Web', exact: true }).click();
    await page.keyboard.press('Escape');
    const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);
    await expect.poll(() => ordersCard.innerText(), { timeout: 15_000 }).toContain(fmt(webOrders));
    await expect.poll(() => page.getByTestId('filter-chips').innerText()).toContain('Web');
    await page.screenshot({ path: 'e2e/artifacts/dashboard-filtered.png', fullPage: false });
    await page.getByTestId('filter-clear-all').click();
    await expect.poll(() => ordersCard.innerText(), { timeout: 15_000 }).toContain(fmt(allOrders));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the share page with a tenant token and shows only that tenant’s figures', async () => {
    const { token: admin } = await api<{ token: string }>('/auth/sign-in', E2E_ADMIN);
    const { dashboards } = await api<{ dashboards: Array<{ id: string }> }>(
      '/dashboard/list',
      undefined,
      admin,
    );
    const dashboardId = dashboards[0]!.id;
    const { charts } = await api<{ charts: Array<{ id: string; name: string }> }>(
      '/chart/list',
      undefined,
      admin,
    );
    const orders = charts.find((c) => c.name === 'Orders')!;
    const { token: jwt } = await api<{ token: string }>(
      '/tenant/create-token',
      { tenant: { id: 'acme', name: 'Acme Corp', key: 'acme', payload: { tenant_id: 'acme' } } },
      admin,
    );
    const count = async (token: string) =>
      (
        await api<{ rows: Array<{ order_id: number }> }>(
          '/query/chart-data',
          { chart: { id: orders.id }, dashboardId },
          token,
        )
      ).rows[0]!.order_id;
    const tenantOrders = await count(jwt);
    const allOrders = await count(admin);
    expect(tenantOrders).toBeLessThan(allOrders);

    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(`${url}/share/dashboard/${dashboardId}?jwt=${jwt}&theme=light`);
    const states = await settledChartStates(page, await dashboardChartCount(dashboardId, admin));
    expect(
      states.every((s) => s === 'ready'),
      states.join(','),
    ).toBe(true);
    const card = page.getByTestId(`chart-card-${orders.id}`);
    const text = (await card.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(new Intl.NumberFormat('en-US').format(tenantOrders));
    expect(text).not.toContain(new Intl.NumberFormat('en-US').format(allOrders));
    await page.screenshot({ path: 'e2e/artifacts/share-tenant-acme.png', fullPage: true });
    await page.close();

    // The same share page in the dark theme: every chart draws on a dark background.
    const dark = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await dark.goto(`${url}/share/dashboard/${dashboardId}?jwt=${jwt}&theme=dark`);
    const darkStates = await settledChartStates(
      dark,
      await dashboardChartCount(dashboardId, admin),
    );
    expect(darkStates.every((s) => s === 'ready')).toBe(true);
    const scheme = await dark.evaluate(() =>
      document.documentElement.getAttribute('data-mantine-color-scheme'),
    );
    expect(scheme).toBe('dark');
    const background = await dark.evaluate(() => {
      const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
      return (r! + g! + b!) / 3;
    });
    expect(background).toBeLessThan(80);
    const darkText = (await dark.getByTestId(`chart-card-${orders.id}`).innerText()).replace(
      /\s+/g,
      ' ',
    );
    expect(darkText).toContain(new Intl.NumberFormat('en-US').format(tenantOrders));
    await dark.screenshot({ path: 'e2e/artifacts/share-tenant-acme-dark.png', fullPage: true });
    await dark.close();
  });
});
