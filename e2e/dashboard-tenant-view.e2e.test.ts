import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

// The edit toolbar's tenant selector (issue 12, decision 021): 'Global Admin' by default; picking a
// tenant shows the demo dashboard as that tenant sees it, every query made with that tenant's token
// on the server; back to Global Admin shows every tenant's rows again.

const url = inject('serverUrl');
let browser: Browser;
let context: BrowserContext;
let admin: string;
let dashboardId: string;
let ordersChartId: string;

const api = <T>(path: string, body: unknown, token = admin) => apiCall<T>(url, path, body, token);
const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** The claims of a JWT (read, not verified). */
function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** The Orders figure of the demo dashboard for a caller, straight from the API. */
async function orders(token: string): Promise<number> {
  const data = await api<{ rows: Array<{ order_id: number }> }>(
    '/query/chart-data',
    { chart: { id: ordersChartId }, dashboardId },
    token,
  );
  return data.rows[0]!.order_id;
}

/** The Orders card's text once it has its data, inside `scope` (a page or the tenant view). */
async function ordersCard(page: Page, scopeTestId?: string): Promise<string> {
  const root = scopeTestId ? page.getByTestId(scopeTestId) : page.locator('body');
  const card = root.locator(`[data-testid="chart-card-${ordersChartId}"]`);
  await card.waitFor({ timeout: 60_000 });
  await expect.poll(() => card.getAttribute('data-state'), { timeout: 60_000 }).toBe('ready');
  return (await card.innerText()).replace(/\s+/g, ' ');
}

/** Every card of the page has its data and is drawn. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const cards = [...document.querySelectorAll('[data-testid^="chart-card-"]')];
      const drawn = document.querySelectorAll('[data-chart-drawn="true"]').length;
      return (
        cards.length > 0 &&
        drawn >= cards.length &&
        cards.every((c) => c.getAttribute('data-state') === 'ready')
      );
    },
    undefined,
    { timeout: 60_000 },
  );
}

async function chooseInSelector(page: Page, label: string): Promise<void> {
  const selector = page.getByTestId('tenant-selector');
  await selector.click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function noSidewaysOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, url);
  admin = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN, undefined)).token;
  const { charts } = await api<{ charts: Array<{ id: string; name: string }> }>(
    '/chart/list',
    undefined,
  );
  ordersChartId = charts.find((c) => c.name === 'Orders')!.id;
  // The demo dashboard: the one showing the Orders chart, whatever other tests made meanwhile.
  const { dashboards } = await api<{ dashboards: Array<{ id: string; name: string }> }>(
    '/dashboard/list',
    undefined,
  );
  for (const d of dashboards) {
    const { dashboard } = await api<{ dashboard: { config: { charts: object } } }>(
      '/tenant/get-dashboard-v2',
      { dashboard: { id: d.id } },
    );
    if (ordersChartId in dashboard.config.charts) {
      dashboardId = d.id;
      break;
    }
  }
  expect(dashboardId).toBeTruthy();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the tenant selector of the edit toolbar', () => {
  it('views the demo dashboard as a tenant through its scope on the server, then as Global Admin', async () => {
    const acmeToken = (
      await api<{ token: string }>('/tenant/create-token', {
        tenantId: 'acme',
        expiresInSeconds: 300,
      })
    ).token;
    const [all, acme] = [await orders(admin), await orders(acmeToken)];
    expect(acme).toBeGreaterThan(0);
    expect(acme).toBeLessThan(all);

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    /** Data calls of the page and the credential each went out with. */
    const dataCalls: Array<{ path: string; bearer: string | null }> = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith('/query/chart-data')) return;
      const bearer = request.headers().authorization?.replace(/^Bearer /, '') ?? null;
      dataCalls.push({ path, bearer });
    });

    await page.goto(`${url}/build/dashboard/${dashboardId}/edit`);
    const selector = page.getByTestId('tenant-selector');
    await selector.waitFor({ timeout: 60_000 });
    expect(await selector.inputValue()).toBe('Global Admin');
    expect(await ordersCard(page)).toContain(fmt(all));
    await settled(page);
    await page.screenshot({ path: 'e2e/artifacts/dashboard-tenant-view-admin-1280.png' });

    // The list: Global Admin, then the organisation's tenants.
    await selector.click();
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThanOrEqual(6);
    expect(await options.first().innerText()).toBe('Global Admin');
    for (const name of ['Acme Corp', 'Globex', 'Initech'])
      await page.getByRole('option', { name, exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // Acme Corp: a banner says so, and the Orders card counts Acme's orders only.
    dataCalls.length = 0;
    await chooseInSelector(page, 'Acme Corp');
    await page.getByTestId('tenant-view-banner').waitFor();
    expect(await page.getByTestId('tenant-view-banner').innerText()).toContain(
      'Viewing as tenant Acme Corp',
    );
    expect(page.url()).toContain('viewAs=acme');
    expect(await selector.inputValue()).toBe('Acme Corp');
    const acmeText = await ordersCard(page, 'tenant-view');
    expect(acmeText).toContain(fmt(acme));
    expect(acmeText).not.toContain(fmt(all));
    await settled(page);
    // Every data call of the tenant view went out with a short-lived, read-only tenant token for
    // acme and this dashboard (not the admin's session): the server scoped the rows.
    expect(dataCalls.length).toBeGreaterThan(0);
    for (const call of dataCalls) {
      expect(call.bearer, call.path).toBeTruthy();
      const c = claims(call.bearer!);
      expect(c).toMatchObject({
        tenant: { id: 'acme' },
        permissions: { readOnly: true },
        dashboardIds: [dashboardId],
      });
      expect(Number(c.exp) - Number(c.iat)).toBeLessThanOrEqual(900);
    }
    await page.screenshot({ path: 'e2e/artifacts/dashboard-tenant-view-acme-1280.png' });

    // Another tenant: its own figure.
    const globex = await orders(
      (await api<{ token: string }>('/tenant/create-token', { tenantId: 'globex' })).token,
    );
    await chooseInSelector(page, 'Globex');
    await expect
      .poll(() => page.getByTestId('tenant-view-banner').innerText())
      .toContain('Viewing as tenant Globex');
    await expect
      .poll(() => ordersCard(page, 'tenant-view'), { timeout: 60_000 })
      .toContain(fmt(globex));

    // A reload keeps the choice (it is in the URL).
    await page.reload();
    await page.getByTestId('tenant-view-banner').waitFor({ timeout: 60_000 });
    expect(await ordersCard(page, 'tenant-view')).toContain(fmt(globex));

    // Back to Global Admin from the selector: all rows again, no banner.
    await chooseInSelector(page, 'Global Admin');
    await page.getByTestId('tenant-view-banner').waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('viewAs=');
    expect(await ordersCard(page)).toContain(fmt(all));

    // And from the banner's button, by keyboard.
    await chooseInSelector(page, 'Acme Corp');
    await page.getByTestId('tenant-view-back').waitFor();
    await page.getByTestId('tenant-view-back').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('tenant-view-banner').waitFor({ state: 'detached' });
    expect(await selector.inputValue()).toBe('Global Admin');
    expect(await ordersCard(page)).toContain(fmt(all));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the view as a tenant on a phone (390 px) without sideways scrolling', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await signInContext(phone, url);
      const page = await phone.newPage();
      await page.goto(`${url}/build/dashboard/${dashboardId}/edit?viewAs=acme`);
      await page.getByTestId('tenant-view-banner').waitFor({ timeout: 60_000 });
      await ordersCard(page, 'tenant-view');
      await settled(page);
      await noSidewaysOverflow(page);
      await page.screenshot({ path: 'e2e/artifacts/dashboard-tenant-view-acme-390.png' });
      await page.getByTestId('tenant-selector').click();
      await page.getByRole('option', { name: 'Global Admin', exact: true }).waitFor();
      await page.screenshot({ path: 'e2e/artifacts/dashboard-tenant-view-selector-390.png' });
      await page.keyboard.press('Escape');
    } finally {
      await phone.close();
    }
  });
});

describe("the dashboard's time zone in its date filter presets", () => {
  it('sends the preset days of the dashboard zone, with its offset, and draws what the server answers', async () => {
    // A copy of the demo dashboard set to Tokyo time.
    const { dashboardId: copyId } = await api<{ dashboardId: string }>('/dashboard/v2/copy', {
      dashboard: { id: dashboardId },
    });
    await api('/dashboard/set-timezone', { dashboardId: copyId, selectedTimezone: 'Asia/Tokyo' });
    const page = await context.newPage();
    try {
      const batches: Array<{ filterValues?: Array<{ filterId: string; value: unknown }> }> = [];
      page.on('request', (request: Request) => {
        if (new URL(request.url()).pathname === '/query/chart-data/batch')
          batches.push(request.postDataJSON() as (typeof batches)[number]);
      });
      await page.goto(`${url}/dashboards/${copyId}`);
      await ordersCard(page);
      await page.getByTestId('filter-input-filter-date').click();
      await page.getByRole('button', { name: 'Last 7 days' }).click();

      // Tokyo's last 7 days, computed here with Intl.
      const day = (d: Date) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(d);
      const now = Date.now();
      const expected = [
        `${day(new Date(now - 6 * 86_400_000))}T00:00:00.000+09:00`,
        `${day(new Date(now))}T23:59:59.999+09:00`,
      ];
      const sent = () =>
        batches.flatMap((b) => b.filterValues ?? []).find((f) => f.filterId === 'filter-date')
          ?.value;
      await expect.poll(sent, { timeout: 20_000 }).toEqual(expected);

      // The Orders card shows what the server answers for those values on the Tokyo dashboard.
      const data = await api<{ rows: Array<{ order_id: number }> }>('/query/chart-data', {
        chart: { id: ordersChartId },
        dashboardId: copyId,
        filterValues: [{ filterId: 'filter-date', value: expected }],
      });
      const figure = fmt(data.rows[0]!.order_id);
      await expect.poll(() => ordersCard(page)).toContain(figure);
      await page.screenshot({ path: 'e2e/artifacts/dashboard-time-zone-preset-1280.png' });
    } finally {
      await page.close();
      await fetch(`${url}/dashboard?id=${copyId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin}` },
      });
    }
  });
});
