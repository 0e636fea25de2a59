import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

const url = inject('serverUrl');
let browser: Browser;
let admin: string;
let dashboardId: string;
let dashboardName: string;

const api = <T>(path: string, body: unknown, token = admin) => apiCall<T>(url, path, body, token);

interface Usage {
  totalEvents: number;
  totalViews: number;
  viewsPerDay: Array<{ day: string; embedded: number; hub: number }>;
  topDashboards: Array<{ dashboardId: string; name: string | null; views: number }>;
  activeTenants: Array<{ tenantId: string; name: string | null; views: number }>;
  eventsByName: Array<{ eventName: string; events: number }>;
}
const usage = () => api<Usage>('/analytics/usage?days=30', undefined);
const today = (u: Usage) => u.viewsPerDay.at(-1)!;
const tenantViews = (u: Usage, id: string) =>
  u.activeTenants.find((t) => t.tenantId === id)?.views ?? 0;

/** Waits until every chart card of the page has settled (none loading) and returns their states. */
async function settledCards(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () => {
      const cards = [...document.querySelectorAll('[data-testid^="chart-card-"]')];
      return cards.length > 0 && cards.every((c) => c.getAttribute('data-state') !== 'loading');
    },
    undefined,
    { timeout: 120_000 },
  );
  return page.$$eval('[data-testid^="chart-card-"]', (cards) =>
    cards.map((c) => c.getAttribute('data-state') ?? ''),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN, '')).token;
  const list = await api<{ dashboards: Array<{ id: string; name: string }> }>(
    '/dashboard/list',
    undefined,
  );
  dashboardId = list.dashboards[0]!.id;
  dashboardName = list.dashboards[0]!.name;
});
afterAll(async () => browser?.close());

describe('usage analytics in the browser', () => {
  it(
    "counts a tenant's share-page view and an admin's hub view once each, and the Usage page draws them",
    { timeout: 420_000 },
    async () => {
      const tenantId = `usage-e2e-${Date.now()}`;
      const { token } = await api<{ token: string }>('/tenant/create-token', {
        tenant: { id: tenantId, name: 'Usage E2E', payload: { tenant_id: 'acme' } },
        permissions: { readOnly: true },
      });
      const before = await usage();

      // The admin's hub; before any event (this file run on its own) the Usage page is empty.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInContext(context, url);
      const hub = await context.newPage();
      const errors: string[] = [];
      hub.on('pageerror', (e) => errors.push(e.message));
      if (before.totalEvents === 0) {
        await hub.goto(`${url}/usage`);
        await hub.getByTestId('usage-empty').waitFor({ timeout: 120_000 });
        expect(await hub.getByTestId('usage-empty').innerText()).toContain('No usage yet');
        await hub.screenshot({ path: 'e2e/artifacts/usage-empty-1280.png' });
        await hub.setViewportSize({ width: 390, height: 844 });
        await hub.screenshot({ path: 'e2e/artifacts/usage-empty-390.png' });
        await hub.setViewportSize({ width: 1280, height: 900 });
      }

      // A tenant opens the share page: one embedded 'Dashboard Viewed' under its tenant id.
      const share = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      share.on('pageerror', (e) => errors.push(e.message));
      await share.goto(`${url}/share/dashboard/${dashboardId}?jwt=${token}`);
      await share.getByTestId('dashboard-title').waitFor({ timeout: 120_000 });
      await expect.poll(async () => tenantViews(await usage(), tenantId)).toBe(1);
      await settledCards(share); // the charts' data arriving sends no further view
      let now = await usage();
      expect(tenantViews(now, tenantId)).toBe(1);
      expect(today(now).embedded).toBe(today(before).embedded + 1);
      expect(today(now).hub).toBe(today(before).hub);
      await share.close();

      // The admin opens the same dashboard in the hub: one hub view, no tenant.
      await hub.goto(`${url}/dashboards/${dashboardId}`);
      await hub.getByTestId('dashboard-title').waitFor({ timeout: 120_000 });
      await expect.poll(async () => today(await usage()).hub).toBe(today(before).hub + 1);
      await settledCards(hub);
      now = await usage();
      expect(now.totalViews).toBe(before.totalViews + 2);
      expect(now.topDashboards.find((d) => d.dashboardId === dashboardId)).toMatchObject({
        name: dashboardName,
        views: (before.topDashboards.find((d) => d.dashboardId === dashboardId)?.views ?? 0) + 2,
      });

      // The Usage page, reached from the navigation, shows those views in drawn charts.
      await hub.getByTestId('nav-usage').click({ timeout: 120_000 });
      await hub.waitForURL(/\/usage$/, { timeout: 120_000 });
      await hub.getByTestId('usage-total-views').waitFor({ timeout: 120_000 });
      await expect
        .poll(() => hub.getByTestId('usage-total-views').innerText())
        .toContain(String(now.totalViews));
      for (const key of ['views-per-day', 'top-dashboards', 'events-by-name']) {
        const card = hub.getByTestId(`usage-chart-${key}`);
        await card.locator('[data-chart-drawn="true"]').waitFor({ timeout: 120_000 });
        await expect.poll(() => card.locator('canvas').count()).toBeGreaterThan(0);
        expect(await card.getByTestId('chart-viewer').getAttribute('data-state')).toBe('ready');
      }
      // The table lists the API's tenants, most active first: this file's tenant when run
      // alone; in a full run other files' tenants may be more active, so its first row is
      // the API's first tenant.
      expect(now.activeTenants.find((t) => t.tenantId === tenantId)?.name).toBe('Usage E2E');
      const top = now.activeTenants[0]!;
      const topLabel =
        top.name && top.name !== top.tenantId ? `${top.name} (${top.tenantId})` : top.tenantId;
      const tenants = hub.getByTestId('usage-chart-active-tenants');
      await tenants.getByText(topLabel, { exact: true }).waitFor({ timeout: 120_000 });
      await hub.waitForTimeout(600); // the bars' entry animation, for the screenshot only
      await hub.screenshot({ path: 'e2e/artifacts/usage-1280.png', fullPage: true });

      // The period selector asks for another period.
      const asked = hub.waitForRequest((r) => r.url().includes('/analytics/usage?days=7'));
      await hub.getByTestId('usage-period').getByText('Last 7 days').click();
      await asked;
      await expect
        .poll(() => hub.getByTestId('usage-total-views').innerText())
        .toContain(String(now.totalViews));

      await hub.setViewportSize({ width: 390, height: 844 });
      await hub
        .getByTestId('usage-chart-views-per-day')
        .locator('[data-chart-drawn="true"]')
        .waitFor();
      await hub.waitForTimeout(600);
      await hub.screenshot({ path: 'e2e/artifacts/usage-390.png', fullPage: true });
      const overflow = await hub.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
