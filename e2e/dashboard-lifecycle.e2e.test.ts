import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

const url = inject('serverUrl');
const api = <T>(path: string, body: unknown) => apiCall<T>(url, path, body, token);

interface Layout {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
interface DashboardRow {
  id: string;
  name: string;
  version: number;
  config: { title?: string; charts: Record<string, { version: number; layout: Layout }> };
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
const stamp = Date.now();
const BLANK = `Blank board ${stamp}`;
const FROM_CHARTS = `Board from charts ${stamp}`;
const RENAMED = `Renamed board ${stamp}`;
const pageErrors: string[] = [];
/** Dashboards this file made (deleted afterwards). */
const made: string[] = [];

const shot = (name: string, p: Page = page) =>
  p.screenshot({ path: `e2e/artifacts/dashboard-lifecycle-${name}.png`, fullPage: false });

async function getDashboard(id: string): Promise<DashboardRow> {
  return (await api<{ dashboard: DashboardRow }>('/tenant/get-dashboard-v2', { dashboard: { id } }))
    .dashboard;
}
/** The answer's status of reading a dashboard (404 once deleted). */
async function dashboardStatus(id: string): Promise<number> {
  const res = await fetch(`${url}/tenant/get-dashboard-v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ dashboard: { id } }),
  });
  return res.status;
}
async function listed(): Promise<Array<{ id: string; name: string; version: number }>> {
  return (
    await api<{ dashboards: Array<{ id: string; name: string; version: number }> }>(
      '/dashboard/list',
      undefined,
    )
  ).dashboards;
}
/** The id of the dashboard page the browser shows. */
function idOnPage(p: Page = page): string {
  const match = /\/dashboards\/([^/?#]+)$/.exec(new URL(p.url()).pathname);
  if (!match?.[1]) throw new Error(`not on a dashboard page: ${p.url()}`);
  return decodeURIComponent(match[1]);
}
async function openList(): Promise<void> {
  await page.goto(`${url}/dashboards`);
  await page.getByTestId('dashboard-search').waitFor();
  await page.locator('[data-testid^="dashboard-link-"]').first().waitFor();
}
async function createDashboard(name: string, pickCharts: number): Promise<string[]> {
  await page.getByTestId('new-dashboard').click();
  const modal = page.getByTestId('new-dashboard-modal');
  await modal.getByTestId('new-dashboard-name').fill(name);
  const picked: string[] = [];
  if (pickCharts > 0) {
    await modal.getByText('Charts from the library').click();
    const cards = modal.locator('[data-testid^="pick-chart-"][data-checked]');
    await cards.first().waitFor();
    for (let k = 0; k < pickCharts; k++) {
      const card = cards.nth(k);
      picked.push(String(await card.getAttribute('data-testid')).replace('pick-chart-', ''));
      await card.click();
      await expect.poll(() => card.getAttribute('data-checked')).toBe('true');
    }
    await expect
      .poll(() => modal.getByTestId('pick-chart-count').textContent())
      .toBe(`${pickCharts} charts selected`);
    await shot('new-from-charts-1280');
  } else {
    await shot('new-blank-1280');
  }
  await modal.getByTestId('new-dashboard-submit').click();
  await page.waitForURL(/\/dashboards\/[^/]+$/);
  made.push(idOnPage());
  return picked;
}
async function openMenuItem(menuOwner: string, item: string): Promise<void> {
  await page.getByTestId(`dashboard-menu-${menuOwner}`).click();
  await page.getByTestId(`dashboard-action-${item}`).click();
}

beforeAll(async () => {
  token = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, url);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
afterAll(async () => {
  await browser?.close();
  // Later test files open the first dashboard of the list: leave it as it was.
  for (const id of made) {
    await fetch(`${url}/dashboard?id=${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
});

describe('dashboard list and lifecycle', () => {
  let blankId = '';
  let fromChartsId = '';
  let cloneId = '';

  it('creates a blank dashboard from the list, named in the dialog', async () => {
    await openList();
    await shot('list-1280');
    // The name is required: submitting without one keeps the dialog open with the message.
    await page.getByTestId('new-dashboard').click();
    await page.getByTestId('new-dashboard-submit').click();
    await page.getByText('Name is required').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('new-dashboard-submit').waitFor({ state: 'detached' });

    await createDashboard(BLANK, 0);
    blankId = idOnPage();
    await expect.poll(() => page.getByTestId('dashboard-title').textContent()).toBe(BLANK);
    const row = await getDashboard(blankId);
    expect(row).toMatchObject({ name: BLANK, version: 1 });
    expect(row.config.charts).toEqual({});
    await shot('blank-page-1280');
  });

  it('creates a dashboard from charts picked in the library, two a row (decision 013)', async () => {
    await openList();
    const picked = await createDashboard(FROM_CHARTS, 3);
    fromChartsId = idOnPage();
    const row = await getDashboard(fromChartsId);
    expect(row.version).toBe(1);
    expect(Object.keys(row.config.charts).sort()).toEqual([...picked].sort());
    const cells = picked.map((id) => {
      const { x, y, w, h } = row.config.charts[id]!.layout;
      return [x, y, w, h];
    });
    expect(cells).toEqual([
      [0, 0, 4, 8],
      [4, 0, 4, 8],
      [0, 8, 4, 8],
    ]);
    // Every picked chart is drawn on the new dashboard.
    await expect
      .poll(() => page.locator('[data-chart-drawn="true"]').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    await shot('from-charts-page-1280');
  });

  it('searches the list by name', async () => {
    await openList();
    const search = page.getByTestId('dashboard-search');
    await search.fill(`board ${stamp}`);
    await expect
      .poll(() => page.locator('[data-testid^="dashboard-link-"]').allTextContents())
      .toEqual(expect.arrayContaining([BLANK, FROM_CHARTS]));
    expect(await page.locator('[data-testid^="dashboard-link-"]').count()).toBe(2);
    await search.fill(`from charts ${stamp}`);
    await expect
      .poll(() => page.locator('[data-testid^="dashboard-link-"]').allTextContents())
      .toEqual([FROM_CHARTS]);
    await shot('search-1280');
    await search.fill(`no such dashboard ${stamp}`);
    await page.getByTestId('dashboards-no-match').waitFor();
    await search.fill('');
    await expect
      .poll(() => page.locator('[data-testid^="dashboard-link-"]').count())
      .toBe((await listed()).length);
  });

  it('renames a dashboard from its row: a new version', async () => {
    await openList();
    await openMenuItem(blankId, 'rename');
    const input = page.getByTestId('rename-dashboard-name');
    await expect.poll(() => input.inputValue()).toBe(BLANK);
    await input.fill(RENAMED);
    await shot('rename-1280');
    await page.getByTestId('rename-dashboard-submit').click();
    await page.getByTestId('rename-dashboard-submit').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId(`dashboard-link-${blankId}`).textContent())
      .toBe(RENAMED);
    const row = await getDashboard(blankId);
    expect(row).toMatchObject({ name: RENAMED, version: 2 });
    expect(row.config.title).toBe(RENAMED);
    await expect
      .poll(() =>
        page.getByTestId(`item-row-${blankId}`).getByTestId('dashboard-row-version').textContent(),
      )
      .toBe('v2');
  });

  it('clones a dashboard from its page and opens the clone', async () => {
    await page.goto(`${url}/dashboards/${fromChartsId}`);
    await page.getByTestId('dashboard-title').waitFor();
    await openMenuItem(fromChartsId, 'clone');
    await page.getByText('Dashboard Cloned').waitFor();
    await page.waitForURL((u) => !u.pathname.endsWith(fromChartsId));
    cloneId = idOnPage();
    made.push(cloneId);
    expect(cloneId).not.toBe(fromChartsId);
    const clone = await getDashboard(cloneId);
    expect(clone.name).toBe(`${FROM_CHARTS} (copy)`);
    expect(Object.keys(clone.config.charts).sort()).toEqual(
      Object.keys((await getDashboard(fromChartsId)).config.charts).sort(),
    );
    expect(clone.config.title).toBe(`${FROM_CHARTS} (copy)`);
    await expect
      .poll(() => page.getByTestId('dashboard-title').textContent())
      .toBe(`${FROM_CHARTS} (copy)`);
    await shot('cloned-1280');
  });

  it('deletes the clone from its page after the confirmation, back to the list', async () => {
    await openMenuItem(cloneId, 'delete');
    const modal = page.getByTestId('delete-dashboard-modal');
    await modal.getByText('Confirm Dashboard Deletion').waitFor();
    await modal.getByText('This action is permanent and cannot be undone...').waitFor();
    await shot('delete-confirm-1280');
    // Cancel keeps it.
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('delete-dashboard-confirm').waitFor({ state: 'detached' });
    expect(await dashboardStatus(cloneId)).toBe(200);
    await openMenuItem(cloneId, 'delete');
    await page.getByTestId('delete-dashboard-confirm').click();
    await page.waitForURL((u) => u.pathname === '/dashboards');
    expect(await dashboardStatus(cloneId)).toBe(404);
    expect((await listed()).map((d) => d.id)).not.toContain(cloneId);
    await page.getByTestId(`dashboard-link-${fromChartsId}`).waitFor();
    expect(await page.getByTestId(`dashboard-link-${cloneId}`).count()).toBe(0);
  });

  it('deletes from the list with the keyboard only', async () => {
    await openList();
    await page.getByTestId(`dashboard-menu-${blankId}`).focus();
    await page.keyboard.press('Enter');
    const item = page.getByTestId('dashboard-action-delete');
    await item.waitFor();
    await item.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByTestId('delete-dashboard-confirm');
    await confirm.waitFor();
    // Cancel has the focus: Tab to the delete button, Enter confirms.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Cancel');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => dashboardStatus(blankId)).toBe(404);
    await expect.poll(() => page.getByTestId(`dashboard-link-${blankId}`).count()).toBe(0);
  });

  it('opens a dashboard at /build/dashboard/:id/edit', async () => {
    await page.goto(`${url}/build/dashboard/${fromChartsId}/edit`);
    // Edit mode: the title is an input (decision 018).
    await expect
      .poll(() => page.getByTestId('dashboard-title-input').inputValue())
      .toBe(FROM_CHARTS);
  });

  it('fits a 390 px phone: list, menu and the new-dashboard dialog', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${url}/dashboards`);
    await phone.getByTestId(`dashboard-link-${fromChartsId}`).waitFor();
    const overflow = () =>
      phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot('list-390', phone);
    await phone.getByTestId(`dashboard-menu-${fromChartsId}`).scrollIntoViewIfNeeded();
    await phone.getByTestId(`dashboard-menu-${fromChartsId}`).click();
    await phone.getByTestId('dashboard-action-rename').waitFor();
    await shot('menu-390', phone);
    await phone.keyboard.press('Escape');
    await phone.getByTestId('new-dashboard').click();
    await phone.getByText('Charts from the library').click();
    await phone.locator('[data-testid^="pick-chart-"][data-checked]').first().waitFor();
    await shot('new-dashboard-390', phone);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The dashboard page's toolbar keeps its menu in view on a phone.
    await phone.goto(`${url}/dashboards/${fromChartsId}`);
    await phone.getByTestId('dashboard-title').waitFor();
    const menu = phone.getByTestId(`dashboard-menu-${fromChartsId}`);
    const box = await menu.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await menu.click();
    await phone.getByTestId('dashboard-action-clone').waitFor();
    await shot('page-menu-390', phone);
    await phone.keyboard.press('Escape');
    await phone.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
