import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';
import { apiDelete, closedPort, connectionsPage, tcpReachable } from './connections-helpers';

// Connections: the list, the schema browser and previews, adding PostgreSQL (tested first) and
// uploading a CSV. The Tenant access tab is connections-tenant-access.e2e.test.ts.

const url = inject('serverUrl');
const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);

const PG = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' } as const;
const pgReachable = await tcpReachable(PG.host, PG.port);
const DEMO_TABLES = ['customers', 'orders', 'products', 'tenants', 'web_events'];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
const pageErrors: string[] = [];
let uploadsExisted = false;
/** The uploaded table's connection (Uploads), found by the upload test. */
let uploadsId = '';
const created: string[] = [];
let kit: ReturnType<typeof connectionsPage>;
const shot = (name: string) => kit.shot(name);
const shotWidths = (name: string) => kit.shotWidths(name);
const listConnections = () => kit.listConnections();
const openConnectionsPage = () => kit.openConnectionsPage();

/** The rendered body rows of the preview (the data table draws every row under 100). */
function previewRows(): Locator {
  return page.getByTestId('preview-table').locator('tbody tr:not([aria-hidden])');
}
/** Opens the add form with PostgreSQL picked and the given port filled. */
async function openPostgresForm(name: string, port: number): Promise<Locator> {
  await page.getByTestId('connections-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByTestId('engine-postgres').click();
  await dialog.getByTestId('field-name').fill(name);
  await dialog.getByTestId('field-host').fill(PG.host);
  await dialog.getByTestId('field-port').fill(String(port));
  await dialog.getByTestId('field-database').fill(PG.database);
  await dialog.getByTestId('field-user').fill(PG.user);
  await dialog.getByTestId('field-password').fill('any-password');
  return dialog;
}

/** Waits until the open dialog has finished its opening transition (for a clean screenshot). */
async function dialogSettled(): Promise<void> {
  await page.waitForFunction(() => {
    const content = document.querySelector('.mantine-Modal-content');
    return content !== null && getComputedStyle(content).opacity === '1';
  });
}

/** Waits until a Mantine button has left its loading state and its spinner has faded out. */
async function buttonIdle(button: Locator): Promise<void> {
  await expect.poll(() => button.getAttribute('data-loading'), { timeout: 10_000 }).toBeNull();
  await button.locator('.mantine-Button-loader').waitFor({ state: 'detached' });
}

/** True when the element's text colour is a red (Mantine's red palette), not teal or grey. */
async function looksRed(locator: Locator): Promise<boolean> {
  const color = await locator.evaluate((el) => getComputedStyle(el).color);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return r > 150 && r > g * 1.6 && r > b * 1.6;
}

beforeAll(async () => {
  token = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN)).token;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  kit = connectionsPage(page, url, () => token);
  uploadsExisted = (await listConnections()).some((c) => c.name === 'Uploads');
  page.on('pageerror', (e) => pageErrors.push(e.message));
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && page) await kit.failureShot(ctx.task.name);
});

afterAll(async () => {
  // Remove what this file made, through the API.
  for (const id of created) await apiDelete(url, `/connection?id=${encodeURIComponent(id)}`, token);
  const left = (await listConnections()).filter((c) => created.includes(c.id));
  if (left.length > 0) throw new Error(`not deleted: ${left.map((c) => c.name).join(', ')}`);
  await context?.close();
  await browser?.close();
});

describe('connections screens in the browser', () => {
  it('signs in, lists the Demo warehouse and browses its 5 tables', async () => {
    await page.goto(`${url}/`);
    await page.getByTestId('sign-in-email').fill(E2E_ADMIN.email);
    await page.getByTestId('sign-in-password').fill(E2E_ADMIN.password);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('nav-connections').waitFor({ timeout: 30_000 });
    await openConnectionsPage();

    const demo = (await listConnections()).find((c) => c.name === 'Demo warehouse');
    expect(demo, 'the seeded Demo warehouse connection').toBeDefined();
    const row = page.getByTestId(`connection-row-${demo!.id}`);
    await expect.poll(() => row.innerText()).toContain('Demo warehouse');
    await expect.poll(() => row.innerText()).toContain('DuckDB');
    await shot('list');

    await page.getByTestId(`connection-link-${demo!.id}`).click();
    await expect
      .poll(() => page.getByTestId('connection-title').innerText())
      .toContain('Demo warehouse');
    const tables = page.locator('[data-testid^="schema-table-"]');
    await expect.poll(() => tables.count(), { timeout: 30_000 }).toBe(DEMO_TABLES.length);
    const names = await tables.evaluateAll((els) =>
      els.map((el) => (el.getAttribute('data-testid') ?? '').replace('schema-table-', '')),
    );
    expect(names.sort()).toEqual(DEMO_TABLES);
    await shot('schema');
  });

  it('previews 10 rows of orders and Load More makes it 30', async () => {
    await page.getByTestId('schema-table-orders').click();
    // Straight on, as a quick user does: the tab must not fall back to the first table.
    await page.getByTestId('tab-preview').click();
    const preview = page.getByTestId('preview-table');
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.getAttribute('data-rows')).toBe('10');
    expect(await previewRows().count()).toBe(10);
    expect(new URL(page.url()).searchParams.get('table')).toBe('main.orders');
    expect(await page.getByTestId('schema-browser').locator('h3').innerText()).toBe('orders');
    await shot('preview-10');

    await page.getByTestId('preview-load-more').click();
    await expect.poll(() => preview.getAttribute('data-rows'), { timeout: 30_000 }).toBe('30');
    expect(await previewRows().count()).toBe(30);
    // Load More appends: no row of the first page shows twice (order_id is unique).
    const ids = await previewRows().evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector('td')?.textContent ?? ''),
    );
    expect(new Set(ids).size).toBe(30);
    await expect.poll(() => preview.innerText()).toMatch(/30 rows/i);
    await preview.screenshot({ path: 'e2e/artifacts/connections-preview-30.png' });
  });

  it.skipIf(!pgReachable)(
    'adds a PostgreSQL connection on 127.0.0.1:5432, tests it and saves it (skipped when PostgreSQL is unreachable)',
    async () => {
      await openConnectionsPage();
      const name = `E2E Postgres ${Date.now()}`;
      const dialog = await openPostgresForm(name, PG.port);
      await dialog.getByTestId('connection-test').click();
      const result = dialog.getByTestId('connection-test-result');
      await result.waitFor({ timeout: 30_000 });
      expect(await result.getAttribute('data-state'), await result.innerText()).toBe('success');
      expect(await result.innerText()).toMatch(/\d+\s*ms/);
      // The button leaves its loading state once the answer is shown.
      await buttonIdle(dialog.getByTestId('connection-test'));
      await shot('postgres-test-ok');

      await dialog.getByTestId('connection-form-submit').click();
      // A new connection opens its page.
      await page.waitForURL(/\/connections\/[^/?]+/, { timeout: 30_000 });
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
      created.push(id);
      await expect.poll(() => page.getByTestId('connection-title').innerText()).toContain(name);
      await page.getByTestId('schema-browser').waitFor();
      // The schema browser settles on the database's tables, its empty state or an error.
      await page
        .locator(
          '[data-testid^="schema-table-"], [data-testid="schema-empty"], [data-testid="schema-error"]',
        )
        .first()
        .waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('schema-error').count()).toBe(0);
      await shot('postgres-page');

      await openConnectionsPage();
      const row = page.getByTestId(`connection-row-${id}`);
      await expect.poll(() => row.innerText()).toContain(name);
      await expect.poll(() => row.innerText()).toContain('PostgreSQL');
      const saved = (await listConnections()).find((c) => c.id === id);
      expect(saved).toMatchObject({ name, type: 'postgres' });
      await shot('list-with-postgres');
    },
  );

  it('a wrong port shows the engine’s error text in red', async () => {
    await openConnectionsPage();
    const port = await closedPort();
    const settings = { type: 'postgres', ...PG, port, password: 'any-password', ssl: false };
    const engineMessage = await api<unknown>('/connection/test', { settings }, token).then(
      () => '',
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    expect(engineMessage, 'the API refuses a closed port').not.toBe('');

    const dialog = await openPostgresForm('E2E wrong port', port);
    await dialog.getByTestId('connection-test').click();
    const result = dialog.getByTestId('connection-test-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getAttribute('data-state')).toBe('error');
    const text = await result.innerText();
    expect(text).toContain(engineMessage);
    expect(text).toContain(String(port));
    expect(await looksRed(result.locator('.mantine-Alert-title'))).toBe(true);
    await buttonIdle(dialog.getByTestId('connection-test'));
    await shot('postgres-test-error');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await listConnections()).some((c) => c.name === 'E2E wrong port')).toBe(false);
  });

  it('uploads a CSV with a progress bar and previews it in the Uploads connection', async () => {
    await openConnectionsPage();
    const stamp = Date.now();
    const fileName = `e2e_upload_${stamp}.csv`;
    const table = `e2e_upload_${stamp}`;
    const items = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      name: `Item ${String(i + 1).padStart(2, '0')}`,
      amount: ((i + 1) * 1.5).toFixed(2),
      day: `2024-03-${String(i + 1).padStart(2, '0')}`,
    }));
    const csv = [
      'id,name,amount,day',
      ...items.map((r) => `${r.id},${r.name},${r.amount},${r.day}`),
    ]
      .join('\n')
      .concat('\n');

    await page.getByTestId('connections-upload').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByTestId('upload-input').setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await expect.poll(() => dialog.getByTestId('upload-table-name').inputValue()).toBe(table);
    await expect.poll(() => dialog.innerText()).toContain(fileName);
    await dialogSettled();
    await shot('upload-chosen');

    // A small file on localhost uploads in a blink: hold the request a moment so the bar can be
    // seen and photographed (the request then goes to the server unchanged).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/connection/upload',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await dialog.getByTestId('upload-submit').click();
    const progress = dialog.getByTestId('upload-progress');
    await progress.waitFor({ timeout: 10_000 });
    expect(['uploading', 'processing']).toContain(await progress.getAttribute('data-state'));
    await shot('upload-progress');
    release();

    const done = dialog.getByTestId('upload-done');
    await done.waitFor({ timeout: 60_000 });
    expect(await done.innerText()).toContain(table);
    expect(await done.innerText()).toMatch(/25 rows/i);
    await shot('upload-done');

    await dialog.getByTestId('upload-open-table').click();
    await page.waitForURL(/\/connections\/[^/?]+\?/);
    uploadsId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    if (!uploadsExisted) created.push(uploadsId);
    await expect.poll(() => page.getByTestId('connection-title').innerText()).toContain('Uploads');
    await page.getByTestId(`schema-table-${table}`).waitFor({ timeout: 30_000 });
    const preview = page.getByTestId('preview-table');
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.getAttribute('data-rows')).toBe('10');
    const text10 = await preview.innerText();
    for (const r of items.slice(0, 10)) expect(text10).toContain(r.name);
    await shot('upload-preview');

    await page.getByTestId('preview-load-more').click();
    await expect.poll(() => preview.getAttribute('data-rows'), { timeout: 30_000 }).toBe('25');
    // A short page means the end: no more 'Load More'.
    await expect.poll(() => page.getByTestId('preview-load-more').count()).toBe(0);
    const text25 = await preview.innerText();
    for (const r of items) expect(text25).toContain(r.name);

    const answer = await api<{ rows: Array<Record<string, unknown>> }>(
      '/connection/preview',
      { connectionId: uploadsId, table, offset: 0, limit: 100 },
      token,
    );
    expect(answer.rows.map((r) => r.name)).toEqual(items.map((r) => r.name));
    await shot('upload-preview-all');
    expect(pageErrors).toEqual([]);
  });

  it('the uploaded file’s connection is admin only: tenants read none of its tables', async () => {
    expect(uploadsId, 'the upload test found the Uploads connection').not.toBe('');
    const uploads = (await listConnections()).find((c) => c.id === uploadsId)!;
    expect(uploads.tenantMode).toBe('open');
    await openConnectionsPage();
    const badge = page.getByTestId(`tenant-mode-${uploadsId}`);
    await expect.poll(() => badge.getAttribute('data-mode')).toBe('open');
    expect(await badge.innerText()).toBe('Admin only');
    await shotWidths('list-modes');

    await page.getByTestId(`connection-link-${uploadsId}`).click();
    await page.getByTestId('section-access').click();
    const section = page.getByTestId('tenant-access');
    await section.waitFor({ timeout: 30_000 });
    expect(await section.getAttribute('data-mode')).toBe('open');
    expect(await page.getByTestId('tenant-mode-pick-open').getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.getByTestId('tenant-access-open-note').innerText()).toContain(
      'Tenants are refused before any table is read',
    );
    expect(await page.locator('[data-testid^="access-row-"][data-state]').count()).toBe(0);

    // Choosing Tenant-scoped shows its tables, all unclassified until the admin chooses.
    await page.getByTestId('tenant-mode-pick-scoped').click();
    const rows = page.locator('[data-testid^="access-row-"][data-state]');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const states = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
    expect(new Set(states)).toEqual(new Set(['unclassified']));
    await shotWidths('tenant-access-uploads-scoping');
    await page.getByTestId('tenant-access-discard').click();
    await expect.poll(() => section.getAttribute('data-mode')).toBe('open');
    expect(pageErrors).toEqual([]);
  });
});
