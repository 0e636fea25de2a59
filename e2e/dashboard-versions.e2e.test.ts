import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

const url = inject('serverUrl');
const api = <T>(path: string, body: unknown) => apiCall<T>(url, path, body, token);

interface Entry {
  version: number;
  layout: { i: string; x: number; y: number; w: number; h: number };
}
interface Config {
  title?: string;
  charts: Record<string, Entry>;
  filters: unknown[];
  layouts?: unknown;
}
interface Row {
  id: string;
  name: string;
  version: number;
  config: Config;
}

let browser: Browser;
/** Two chart entries of a seeded dashboard, shown by the dashboards this file makes. */
let demoCharts: Array<[string, Entry]> = [];
let token: string;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
const stamp = Date.now();
/** Dashboards this file made (deleted afterwards). */
const made: string[] = [];

const shot = (p: Page, name: string) =>
  p.screenshot({ path: `e2e/artifacts/dashboard-versions-${name}.png`, fullPage: false });

async function latest(id: string): Promise<Row> {
  return (await api<{ dashboard: Row }>('/tenant/get-dashboard-v2', { dashboard: { id } }))
    .dashboard;
}
async function versions(id: string): Promise<number[]> {
  return (await api<{ versions: number[] }>('/dashboard/get-version-values', { dashboard: { id } }))
    .versions;
}
async function save(id: string, name: string, config: Config, basedOn: number): Promise<Row> {
  return (
    await api<{ dashboard: Row }>('/dashboard/v3/save', {
      dashboardId: id,
      name,
      config,
      dashboardVersion: basedOn,
    })
  ).dashboard;
}

/**
 * A dashboard of its own with two versions: v1 '{name} one' with two charts of the demo
 * dashboard, v2 '{name} two' with only the first of them.
 */
async function dashboardWithTwoVersions(name: string): Promise<{ id: string; v1: Config }> {
  const [first, second] = demoCharts;
  if (!first || !second) throw new Error('no dashboard with two charts to borrow from');
  const id = randomUUID();
  made.push(id);
  const layout = (chartId: string, x: number) => ({ i: chartId, x, y: 0, w: 4, h: 8 });
  const v1: Config = {
    title: `${name} one`,
    filters: [],
    charts: {
      [first[0]]: { version: first[1].version, layout: layout(first[0], 0) },
      [second[0]]: { version: second[1].version, layout: layout(second[0], 4) },
    },
  };
  await save(id, `${name} one`, v1, 0);
  const v2: Config = {
    title: `${name} two`,
    filters: [],
    charts: { [first[0]]: { version: first[1].version, layout: layout(first[0], 0) } },
  };
  await save(id, `${name} two`, v2, 1);
  const stored = await api<{ dashboard: Row }>('/tenant/get-dashboard-v2', {
    dashboard: { id, version: 1 },
  });
  return { id, v1: stored.dashboard.config };
}

async function signedInPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  await signInContext(context, url);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page };
}

/** Picks an option of the version selector (Mantine Select: open, then the option). */
async function chooseVersion(page: Page, label: string): Promise<void> {
  await page.getByTestId('version-selector').click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

const visibleText = (page: Page, text: string) => page.locator(`text=${text} >> visible=true`);

beforeAll(async () => {
  token = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  browser = await launchBrowser();
  const { dashboards } = await api<{ dashboards: Array<{ id: string }> }>(
    '/dashboard/list',
    undefined,
  );
  for (const { id } of dashboards) {
    const entries = Object.entries((await latest(id)).config.charts);
    if (entries.length >= 2) {
      demoCharts = entries.slice(0, 2);
      break;
    }
  }
});
afterAll(async () => {
  await browser?.close();
  for (const id of made) {
    await fetch(`${url}/dashboard?id=${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
});

describe('dashboard versions', () => {
  it('opens v1 from the selector (titles dimmed, editing blocked) and restores it as v3', async () => {
    const { id, v1 } = await dashboardWithTwoVersions(`Versions ${stamp}`);
    const { page } = await signedInPage();
    await page.goto(`${url}/dashboards/${id}`);
    await expect
      .poll(() => page.getByTestId('dashboard-title').textContent())
      .toBe(`Versions ${stamp} two`);
    const selector = page.getByTestId('version-selector');
    await expect.poll(() => selector.inputValue()).toBe('v2 (latest)');
    await expect.poll(() => page.getByTestId('dashboard-restore').count()).toBe(0);

    // The version on screen: nothing happens.
    await chooseVersion(page, 'v2 (latest)');
    expect(new URL(page.url()).search).toBe('');

    await chooseVersion(page, 'v1');
    await page.waitForURL(/\?version=1$/);
    await expect
      .poll(() => page.getByTestId('dashboard-title').textContent())
      .toBe(`Versions ${stamp} one`);
    const body = page.getByTestId('dashboard-body');
    await expect.poll(() => body.getAttribute('data-old-version')).toBe('1');
    const cards = page.locator('[data-testid^="chart-card-"]');
    const titles = page.locator('[data-testid="chart-viewer-title"]');
    await expect.poll(() => cards.count()).toBe(2);
    await expect.poll(() => titles.count()).toBeGreaterThan(0);
    // Dimmed: the title's own opacity, inside a faded body.
    const titleOpacity = await titles
      .first()
      .evaluate((el) => Number(getComputedStyle(el).opacity));
    expect(titleOpacity).toBeLessThan(0.6);
    expect(await body.evaluate((el) => Number(getComputedStyle(el).opacity))).toBeLessThan(1);
    // Blocked: no Save, no card controls, 'Restore' in Save's place.
    await expect.poll(() => page.getByTestId('dashboard-restore').textContent()).toBe('Restore');
    expect(await page.getByTestId('dashboard-save').count()).toBe(0);
    await titles.first().hover(); // inside the card, away from the plot's tooltip
    expect(await page.locator('[data-testid="card-controls"] >> visible=true').count()).toBe(0);
    await expect
      .poll(() => page.locator('[data-chart-drawn]').count(), { timeout: 30_000 })
      .toBe(2);
    await shot(page, 'old-version-1280');

    // The latest from the selector removes the parameter; back to v1 by the selector again.
    await chooseVersion(page, 'v2 (latest)');
    await page.waitForURL((u) => u.search === '');
    await expect.poll(() => body.getAttribute('data-old-version')).toBeNull();
    await chooseVersion(page, 'v1');
    await page.waitForURL(/\?version=1$/);

    await page.getByTestId('dashboard-restore').click();
    await page.waitForURL((u) => u.search === '');
    await expect.poll(() => selector.inputValue()).toBe('v3 (latest)');
    await expect
      .poll(() => page.getByTestId('dashboard-title').textContent())
      .toBe(`Versions ${stamp} one`);
    await expect.poll(() => cards.count()).toBe(2);
    await visibleText(page, 'Version 1 restored as version 3.').waitFor();

    expect(await versions(id)).toEqual([1, 2, 3]);
    const restored = await latest(id);
    expect(restored.version).toBe(3);
    expect(restored.name).toBe(`Versions ${stamp} one`);
    expect(restored.config.title).toBe(v1.title);
    expect(restored.config.charts).toEqual(v1.charts);
    await shot(page, 'restored-1280');
  });

  it('in edit mode an old version is read-only, at 390 px too', async () => {
    const { id } = await dashboardWithTwoVersions(`Edit versions ${stamp}`);
    const { page } = await signedInPage(390);
    await page.goto(`${url}/build/dashboard/${id}/edit?version=1`);
    await page.getByTestId('dashboard-restore').waitFor();
    await expect
      .poll(() => page.getByTestId('dashboard-body').getAttribute('data-old-version'))
      .toBe('1');
    expect(await page.getByTestId('dashboard-save').count()).toBe(0);
    expect(await page.getByTestId('dashboard-title-input').count()).toBe(0);
    expect(await page.locator('.chartroom-drag-handle >> visible=true').count()).toBe(0);
    await page.locator('[data-testid^="chart-card-"]').first().hover();
    expect(await page.locator('[data-testid="card-controls"] >> visible=true').count()).toBe(0);
    // The edit toolbar holds the selector in edit mode.
    await page.getByTestId('dashboard-edit-toolbar').getByTestId('version-selector').waitFor();
    await expect
      .poll(() => page.locator('[data-chart-drawn]').count(), { timeout: 30_000 })
      .toBe(2);
    await shot(page, 'edit-old-version-390');
    // Back to the latest: editable again.
    await chooseVersion(page, 'v2 (latest)');
    await page.getByTestId('dashboard-title-input').waitFor();
    expect(await page.getByTestId('dashboard-restore').count()).toBe(0);
    await expect
      .poll(() => page.locator('[data-chart-drawn]').count(), { timeout: 30_000 })
      .toBe(1);
    // The same hover on the latest shows the card's edit and remove buttons.
    await page.locator('[data-testid^="chart-card-"]').first().hover();
    await page.locator('[data-testid="card-controls"] >> visible=true').first().waitFor();
    await shot(page, 'edit-latest-390');
  });

  it('tells a session with unsaved edits that another one saved a newer version', async () => {
    const { id } = await dashboardWithTwoVersions(`Outdated ${stamp}`);
    // A: edit mode with an edit (its draft is based on v2).
    const a = await signedInPage();
    await a.page.goto(`${url}/build/dashboard/${id}/edit`);
    const titleA = a.page.getByTestId('dashboard-title-input');
    await titleA.waitFor();
    await titleA.fill(`Outdated ${stamp} edited in A`);
    await expect
      .poll(() => a.page.evaluate(() => localStorage.getItem('draft-state')))
      .toContain(id);

    // B: another browser context saves v3.
    const b = await signedInPage();
    await b.page.goto(`${url}/build/dashboard/${id}/edit`);
    const titleB = b.page.getByTestId('dashboard-title-input');
    await titleB.waitFor();
    await titleB.fill(`Outdated ${stamp} saved by B`);
    await b.page.getByTestId('dashboard-save').click();
    await expect.poll(() => versions(id)).toEqual([1, 2, 3]);

    // A comes back to its window: the version list is asked again and the notice shows.
    await a.page.bringToFront();
    await a.page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    const notice = a.page.getByTestId('outdated-version-notice');
    await notice.waitFor({ timeout: 20_000 });
    await visibleText(a.page, 'You have an outdated dashboard version!').waitFor();
    await visibleText(
      a.page,
      'Do you want to refresh the dashboard? Your unsaved changes will be lost.',
    ).waitFor();
    await shot(a.page, 'outdated-notice-1280');
    await a.page.setViewportSize({ width: 390, height: 900 });
    await shot(a.page, 'outdated-notice-390');
    await a.page.setViewportSize({ width: 1280, height: 900 });

    await notice.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    await expect.poll(() => titleA.inputValue()).toBe(`Outdated ${stamp} saved by B`);
    await expect
      .poll(() => a.page.evaluate(() => localStorage.getItem('unsaved-changes') ?? ''))
      .not.toContain(id);
    await expect
      .poll(() => a.page.getByTestId('version-selector').inputValue())
      .toBe('v3 (latest)');
    expect(await a.page.getByTestId('dashboard-unsaved').count()).toBe(0);
  });

  it('Continue dismisses the notice and keeps the edits', async () => {
    const { id } = await dashboardWithTwoVersions(`Continue ${stamp}`);
    const a = await signedInPage();
    await a.page.goto(`${url}/build/dashboard/${id}/edit`);
    const titleA = a.page.getByTestId('dashboard-title-input');
    await titleA.waitFor();
    await titleA.fill(`Continue ${stamp} kept`);
    await expect
      .poll(() => a.page.evaluate(() => localStorage.getItem('draft-state')))
      .toContain(id);
    const row = await latest(id);
    await save(id, row.name, row.config, row.version);
    await a.page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    const notice = a.page.getByTestId('outdated-version-notice');
    await notice.waitFor({ timeout: 20_000 });
    await notice.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(await titleA.inputValue()).toBe(`Continue ${stamp} kept`);
    expect(await a.page.evaluate(() => localStorage.getItem('unsaved-changes'))).toContain(id);
  });

  it("shows the server's texts when the session is gone: restore and clone", async () => {
    const { id } = await dashboardWithTwoVersions(`No session ${stamp}`);
    const { context, page } = await signedInPage();
    await page.goto(`${url}/dashboards/${id}?version=1`);
    await page.getByTestId('dashboard-restore').waitFor();
    await expect.poll(() => page.getByTestId('version-selector').isEnabled()).toBe(true);
    await context.clearCookies();
    await page.getByTestId('dashboard-restore').click();
    await visibleText(page, 'Tenant JWT is required for admin save').waitFor();
    // The text stays on the page (decision 027): no sign-out redirect hides it.
    await shot(page, 'restore-without-session-1280');
    expect(new URL(page.url()).pathname).toBe(`/dashboards/${id}`);
    expect(await versions(id)).toEqual([1, 2]);

    const other = await signedInPage();
    await other.page.goto(`${url}/dashboards/${id}`);
    await other.page.getByTestId(`dashboard-menu-${id}`).waitFor();
    await other.context.clearCookies();
    await other.page.getByTestId(`dashboard-menu-${id}`).click();
    await other.page.getByTestId('dashboard-action-clone').click();
    await visibleText(other.page, 'No tenant JWT found').first().waitFor();
    await shot(other.page, 'clone-without-session-1280');
    expect(new URL(other.page.url()).pathname).toBe(`/dashboards/${id}`);
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
