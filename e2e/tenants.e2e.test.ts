import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

const url = inject('serverUrl');
let browser: Browser;
let context: BrowserContext;
let admin: string;
let dashboard: { id: string; name: string };
let ordersChartId: string;

const api = <T>(path: string, body: unknown, token = admin) => apiCall<T>(url, path, body, token);
const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** The claims of a JWT (read, not verified: the server verifies it when the page uses it). */
function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** The Orders chart's figure for a caller on the demo dashboard. */
async function orders(token: string): Promise<number> {
  const data = await api<{ rows: Array<{ order_id: number }> }>(
    '/query/chart-data',
    { chart: { id: ordersChartId }, dashboardId: dashboard.id },
    token,
  );
  return data.rows[0]!.order_id;
}

async function inlineToken(tenantId: string): Promise<string> {
  const { token } = await api<{ token: string }>('/tenant/create-token', {
    tenant: { id: `inline-${tenantId}`, payload: { tenant_id: tenantId } },
  });
  return token;
}

/**
 * Waits until every chart card of a share page has its data (and, with `drawn`, is drawn: the
 * chart library loads lazily); answers the Orders card's text.
 */
async function settledShare(page: Page, drawn: boolean): Promise<string> {
  await page.getByTestId('share-page').waitFor({ timeout: 30_000 });
  const card = page.getByTestId(`chart-card-${ordersChartId}`);
  await card.waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (mustDraw) => {
      const cards = [...document.querySelectorAll('[data-testid^="chart-card-"]')];
      const drawnCards = document.querySelectorAll('[data-chart-drawn="true"]').length;
      return (
        cards.length > 0 &&
        (!mustDraw || drawnCards >= cards.length) &&
        cards.every((c) => c.getAttribute('data-state') === 'ready')
      );
    },
    drawn,
    { timeout: 60_000 },
  );
  return (await card.innerText()).replace(/\s+/g, ' ');
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
  const { dashboards } = await api<{ dashboards: Array<{ id: string; name: string }> }>(
    '/dashboard/list',
    undefined,
  );
  dashboard = dashboards[0]!;
  const { charts } = await api<{ charts: Array<{ id: string; name: string }> }>(
    '/chart/list',
    undefined,
  );
  ordersChartId = charts.find((c) => c.name === 'Orders')!.id;
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the Tenants screen', () => {
  it('creates, edits, mints, opens the share link, views as the tenant and deletes', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${url}/tenants`);
    await page.getByTestId('tenant-row-acme').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('tenant-row-acme').innerText()).toContain('tenant_id = acme');

    // Search narrows the table; a query nobody matches says so.
    await page.getByTestId('tenants-search').fill('globex');
    await expect.poll(() => page.locator('[data-testid^="tenant-row-"]').count()).toBe(1);
    await page.getByTestId('tenants-search').fill('no such tenant');
    await page.getByTestId('tenants-no-match').waitFor();
    await page.getByTestId('tenants-search').fill('');
    await page.screenshot({ path: 'e2e/artifacts/tenants-1280.png' });

    // Create a tenant whose payload first points at initech.
    const key = `e2e-${Date.now().toString(36)}`;
    await page.getByTestId('tenants-add').click();
    await page.getByTestId('tenant-name').fill('E2E Tenant');
    await page.getByTestId('tenant-key').fill(key);
    await page.getByTestId('payload-add').click();
    await page.getByTestId('payload-key-0').fill('tenant_id');
    await page.getByTestId('payload-value-0').fill('initech');
    await page.getByTestId('payload-add').click();
    await page.getByTestId('payload-key-1').fill('regions');
    await page.getByTestId('payload-type-1').click();
    await page.getByRole('option', { name: 'List' }).click();
    await page.getByTestId('payload-value-1').fill('EU, US');
    await page.screenshot({ path: 'e2e/artifacts/tenants-form-1280.png' });
    await page.getByTestId('tenant-save').click();
    const row = page.getByTestId(`tenant-row-${key}`);
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('tenant_id = initech');
    expect(await row.innerText()).toContain('regions = [EU, US]');

    // A second tenant with the same key: the server's message shows in the form.
    await page.getByTestId('tenants-add').click();
    await page.getByTestId('tenant-name').fill('Clash');
    await page.getByTestId('tenant-key').fill(key);
    await page.getByTestId('tenant-save').click();
    await expect
      .poll(() => page.getByTestId('tenant-form-error').innerText())
      .toContain(`A tenant with the key '${key}' already exists`);
    await page.keyboard.press('Escape');
    await page.getByTestId('tenant-form').waitFor({ state: 'detached' });

    // Edit: the payload now points at globex.
    await page.getByTestId(`tenant-menu-${key}`).click();
    await page.getByTestId(`tenant-edit-${key}`).click();
    // The store keeps payload keys in its own order: find the tenant_id row by its key.
    await expect.poll(() => page.getByTestId('payload-row').count()).toBe(2);
    const tenantIdRow =
      (await page.getByTestId('payload-key-0').inputValue()) === 'tenant_id' ? 0 : 1;
    const tenantIdValue = page.getByTestId(`payload-value-${tenantIdRow}`);
    expect(await tenantIdValue.inputValue()).toBe('initech');
    await tenantIdValue.fill('globex');
    await page.getByTestId('tenant-save').click();
    await expect.poll(() => row.innerText()).toContain('tenant_id = globex');
    const stored = await api<{ tenants: Array<{ id: string; payload: unknown }> }>(
      '/tenant/list',
      undefined,
    );
    expect(stored.tenants.find((t) => t.id === key)?.payload).toEqual({
      tenant_id: 'globex',
      regions: ['EU', 'US'],
    });

    // Mint a read-only token for the demo dashboard.
    await page.getByTestId(`tenant-mint-${key}`).click();
    await page.getByTestId('mint-form').waitFor();
    await page.getByTestId('mint-dashboards').click();
    await page.getByRole('option', { name: dashboard.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('mint-form').waitFor();
    await page.getByTestId('mint-expiry').click();
    await page.getByRole('option', { name: '8 hours' }).click();
    await page.screenshot({ path: 'e2e/artifacts/tenants-mint-1280.png' });
    await page.getByTestId('mint-submit').click();
    const tokenBox = page.getByTestId('mint-token');
    await tokenBox.waitFor();
    const token = await tokenBox.inputValue();
    expect(claims(token)).toMatchObject({
      tenant: { id: key, key, payload: { tenant_id: 'globex' } },
      permissions: { readOnly: true },
      dashboardIds: [dashboard.id],
    });
    const lifetime = claims(token);
    expect(Number(lifetime.exp) - Number(lifetime.iat)).toBe(8 * 3600);
    await page.screenshot({ path: 'e2e/artifacts/tenants-minted-1280.png' });

    // The share link draws the dashboard with globex's figures only.
    const globex = await orders(await inlineToken('globex'));
    const acme = await orders(await inlineToken('acme'));
    const all = await orders(admin);
    expect(new Set([globex, acme, all]).size).toBe(3);
    const [share] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('mint-open-share').click(),
    ]);
    await share.waitForURL(/\/share\/dashboard\//);
    expect(share.url()).toContain(`/share/dashboard/${encodeURIComponent(dashboard.id)}?jwt=`);
    const shared = await settledShare(share, true);
    expect(shared).toContain(fmt(globex));
    expect(shared).not.toContain(fmt(acme));
    expect(shared).not.toContain(fmt(all));
    await share.screenshot({ path: 'e2e/artifacts/tenants-share-link.png' });
    await share.close();
    await page.keyboard.press('Escape');

    // View as tenant: a new tab with a fresh read-only token for the chosen dashboard.
    await page.getByTestId(`tenant-view-as-${key}`).click();
    const [viewed] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId(`tenant-view-as-dashboard-${dashboard.id}`).click(),
    ]);
    await viewed.waitForURL(/\/share\/dashboard\/.+\?jwt=/, { timeout: 30_000 });
    const viewToken = new URL(viewed.url()).searchParams.get('jwt')!;
    expect(viewToken).not.toBe(token);
    expect(claims(viewToken)).toMatchObject({
      tenant: { id: key, payload: { tenant_id: 'globex' } },
      permissions: { readOnly: true },
      dashboardIds: [dashboard.id],
    });
    expect(await settledShare(viewed, false)).toContain(fmt(globex));
    await viewed.close();

    // Delete, after the confirmation.
    await page.getByTestId(`tenant-menu-${key}`).click();
    await page.getByTestId(`tenant-delete-${key}`).click();
    await page.getByTestId('tenant-delete-confirm').click();
    await row.waitFor({ state: 'detached' });
    const after = await api<{ tenants: Array<{ id: string }> }>('/tenant/list', undefined);
    expect(after.tenants.some((t) => t.id === key)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
    // A long walk through one screen and two share pages: more than the default on a busy runner.
  }, 300_000);

  it('fits a 390 px phone: table, form and mint dialog', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}/tenants`);
    await page.getByTestId('tenant-row-acme').waitFor({ timeout: 30_000 });
    await noSidewaysOverflow(page);
    await page.screenshot({ path: 'e2e/artifacts/tenants-390.png', fullPage: true });

    await page.getByTestId('tenant-menu-acme').click();
    await page.getByTestId('tenant-edit-acme').click();
    await expect.poll(() => page.getByTestId('payload-value-0').inputValue()).toBe('acme');
    await page.screenshot({ path: 'e2e/artifacts/tenants-form-390.png' });
    await page.keyboard.press('Escape');
    await page.getByTestId('tenant-form').waitFor({ state: 'detached' });

    await page.getByTestId('tenant-mint-acme').click();
    await page.getByTestId('mint-form').waitFor();
    await page.screenshot({ path: 'e2e/artifacts/tenants-mint-390.png' });
    await page.close();
  });
});
