import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';
import { apiPatch, connectionsPage, type ConnectionRow } from './connections-helpers';

// The Tenant access tab of a connection: the seeded Demo warehouse's classification, an
// unclassified table scoped in one click, a refused save. Browsing, adding and uploading are
// connections.e2e.test.ts.

const url = inject('serverUrl');
const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);
const DEMO_TABLES = ['customers', 'orders', 'products', 'tenants', 'web_events'];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
const pageErrors: string[] = [];
/** The Demo warehouse as seeded, put back after the tenant access tests change it. */
let demoSeeded: ConnectionRow | undefined;
let kit: ReturnType<typeof connectionsPage>;
const shotWidths = (name: string) => kit.shotWidths(name);
const listConnections = () => kit.listConnections();
const openConnectionsPage = () => kit.openConnectionsPage();
const accessRow = (table: string) => kit.accessRow(table);
const chooseAccess = (table: string, label: string) => kit.chooseAccess(table, label);
const tenantAccess = (connectionId: string) => kit.tenantAccess(connectionId);
const saveAccess = () => kit.saveAccess();

beforeAll(async () => {
  token = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN)).token;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await signInContext(context, url);
  page = await context.newPage();
  kit = connectionsPage(page, url, () => token);
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(`${url}/dashboards`);
  await page.getByTestId('nav-connections').waitFor({ timeout: 30_000 });
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && page) await kit.failureShot(ctx.task.name);
});

afterAll(async () => {
  if (demoSeeded) {
    const { id, tenantMode, tenantPolicies, tableAccess, tenantStrict } = demoSeeded;
    await apiPatch(
      url,
      '/connection',
      { id, tenantMode, tenantPolicies, tableAccess, tenantStrict },
      token,
    );
  }
  await context?.close();
  await browser?.close();
});

describe('the Tenant access tab in the browser', () => {
  it('the Demo warehouse is tenant-scoped: every table classified, tenants scoped by tenant_id, products shared', async () => {
    await openConnectionsPage();
    const demo = (await listConnections()).find((c) => c.name === 'Demo warehouse')!;
    demoSeeded = demo;
    const badge = page.getByTestId(`tenant-mode-${demo.id}`);
    await expect.poll(() => badge.getAttribute('data-mode')).toBe('scoped');
    await expect.poll(() => badge.innerText()).toContain('Tenant-scoped');
    expect(await page.getByTestId(`tenant-unclassified-${demo.id}`).count()).toBe(0);

    await page.getByTestId(`connection-link-${demo.id}`).click();
    await page.getByTestId('section-access').click();
    await page.getByTestId('tenant-access').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('section')).toBe('access');
    expect(await page.getByTestId('tenant-access').getAttribute('data-mode')).toBe('scoped');
    expect(await page.getByTestId('tenant-mode-pick-scoped').getAttribute('aria-checked')).toBe(
      'true',
    );
    const rows = page.locator('[data-testid^="access-row-"][data-state]');
    await expect.poll(() => rows.count()).toBe(DEMO_TABLES.length);
    for (const table of DEMO_TABLES) {
      const state = table === 'products' ? 'shared' : 'scoped';
      expect(await accessRow(table).getAttribute('data-state'), table).toBe(state);
      if (state === 'scoped') {
        expect(await page.getByTestId(`access-row-${table}-column`).inputValue()).toBe('tenant_id');
        expect(await page.getByTestId(`access-row-${table}-payload-key`).inputValue()).toBe(
          'tenant_id',
        );
      }
    }
    expect(await page.getByTestId('tenant-access-summary').innerText()).toBe(
      'Every table is classified.',
    );
    expect(await page.getByTestId('tenant-access-save').isDisabled()).toBe(true);
    await shotWidths('tenant-access');
  });

  it('an unclassified table is flagged, scoped by its suggested column in one click, saved and still there after a reload', async () => {
    const demo = demoSeeded!;
    // A table whose policy was dropped (as a table created after the policies would be).
    await apiPatch(
      url,
      '/connection',
      {
        id: demo.id,
        tenantPolicies: demo.tenantPolicies.filter((p) => p.table !== 'web_events'),
      },
      token,
    );
    await page.reload();
    await page.getByTestId('tenant-access').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => accessRow('web_events').getAttribute('data-state'))
      .toBe('unclassified');
    expect(await page.getByTestId('tenant-access-summary').innerText()).toBe(
      '1 table is not classified: tenants cannot read it.',
    );
    expect(await accessRow('web_events').innerText()).toContain(
      'Not available to tenants — classify it',
    );
    const suggest = page.getByTestId('access-row-web_events-suggest');
    expect(await suggest.innerText()).toBe('Scope by tenant_id');
    await expect.poll(() => page.getByTestId('section-access').innerText()).toMatch(/1/);
    await shotWidths('tenant-access-unclassified');

    // The list flags it too.
    await openConnectionsPage();
    await expect
      .poll(() =>
        page
          .getByTestId(`connection-row-${demo.id}`)
          .getByTestId(`tenant-unclassified-${demo.id}`)
          .innerText(),
      )
      .toBe('1 unclassified');
    await page.getByTestId(`connection-link-${demo.id}`).click();
    await page.getByTestId('section-access').click();
    await page.getByTestId('tenant-access').waitFor({ timeout: 30_000 });

    // One click on the suggestion, and products becomes hidden from tenants.
    await page.getByTestId('access-row-web_events-suggest').click();
    await expect.poll(() => accessRow('web_events').getAttribute('data-state')).toBe('scoped');
    expect(await page.getByTestId('access-row-web_events-column').inputValue()).toBe('tenant_id');
    await chooseAccess('products', 'Hidden from tenants');
    expect(await page.getByTestId('tenant-access-status').innerText()).toBe('2 unsaved changes');
    await saveAccess();

    const saved = (await listConnections()).find((c) => c.id === demo.id)!;
    expect(saved.tenantMode).toBe('scoped');
    expect(saved.tenantPolicies).toContainEqual({
      table: 'web_events',
      column: 'tenant_id',
      payloadKey: 'tenant_id',
    });
    expect(saved.tableAccess).toEqual([{ table: 'products', access: 'hidden' }]);

    await page.reload();
    await page.getByTestId('tenant-access').waitFor({ timeout: 30_000 });
    await expect.poll(() => accessRow('products').getAttribute('data-state')).toBe('hidden');
    expect(await accessRow('web_events').getAttribute('data-state')).toBe('scoped');
    expect(await page.getByTestId('tenant-access-summary').innerText()).toBe(
      'Every table is classified.',
    );

    // Back to shared, through the screen.
    await chooseAccess('products', 'Shared');
    await saveAccess();
    const states = (await tenantAccess(demo.id)).tables.map((t) => [t.table, t.state]);
    expect(Object.fromEntries(states)).toEqual({
      customers: 'scoped',
      orders: 'scoped',
      products: 'shared',
      tenants: 'scoped',
      web_events: 'scoped',
    });
    expect(pageErrors).toEqual([]);
  });

  it('a refused save shows the server’s message inline', async () => {
    const demo = demoSeeded!;
    // Another admin shares orders meanwhile: this screen's save would list it twice.
    await page.route(
      '**/connection',
      async (route) => {
        if (route.request().method() !== 'PATCH') return route.continue();
        const body = route.request().postDataJSON() as { tableAccess: unknown[] };
        await route.continue({
          postData: JSON.stringify({
            ...body,
            tableAccess: [...body.tableAccess, { table: 'orders', access: 'shared' }],
          }),
        });
      },
      { times: 1 },
    );
    await chooseAccess('products', 'Hidden from tenants');
    await page.getByTestId('tenant-access-save').click();
    const error = page.getByTestId('tenant-access-save-error');
    await error.waitFor({ timeout: 30_000 });
    expect(await error.innerText()).toContain('orders');
    expect(await accessRow('products').getAttribute('data-state')).toBe('hidden');
    await page.getByTestId('tenant-access-discard').click();
    await expect.poll(() => accessRow('products').getAttribute('data-state')).toBe('shared');
    const saved = (await listConnections()).find((c) => c.id === demo.id)!;
    expect(saved.tableAccess).toEqual([{ table: 'products', access: 'shared' }]);
  });
});
