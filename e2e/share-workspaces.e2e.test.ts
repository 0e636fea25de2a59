import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

// A tenant on the share page with every flag (dashboards.md §2, §6; decision 024): it makes a
// personal copy, adds a published chart from the library, removes one, edits one, clones the
// dashboard (the new tab is selected), renames it and deletes it (the previous tab is selected);
// the theme's 'popover' tabs placement is a dropdown; a token without permissions sees no
// editing control and the server refuses its forged writes.
const url = inject('serverUrl');
const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);
const run = Date.now().toString(36);
const EVERY_FLAG =
  'personalWorkspace=true&addFilter=true&createChart=true&removeChart=true&addChart=true&editCharts=true';

interface DashboardRow {
  id: string;
  name: string;
  version: number;
  config: { charts: Record<string, { version: number }>; theme?: unknown };
}

let browser: Browser;
let admin: string;
let shared: DashboardRow;
let libraryChart: { id: string; name: string };
const made: string[] = [];

async function tenantToken(id: string, permissions: Record<string, boolean>): Promise<string> {
  const body = {
    tenant: { id: `${id}-${run}`, payload: { tenant_id: 'acme' } },
    permissions,
    dashboardIds: [shared.id],
  };
  return (await api<{ token: string }>('/tenant/create-token', body, admin)).token;
}

/** The share page with the flags, and the usage events it sends. */
async function openShare(
  token: string,
  query: string,
  width = 1280,
): Promise<{ page: Page; events: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const events: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/analytics/send-event')) return;
    const body = request.postDataJSON() as { eventName?: string } | null;
    if (body?.eventName) events.push(body.eventName);
  });
  await page.goto(`${url}/share/dashboard/${shared.id}?theme=light&jwt=${token}&${query}`);
  await page.getByTestId('dashboard-title').waitFor({ timeout: 30_000 });
  return { page, events };
}

const cards = (page: Page) => page.locator('[data-testid^="edit-chart-"]');
const tab = (page: Page, id: string) => page.getByTestId(`workspace-tab-${id}`);
const workspaceDashboards = async (token: string) =>
  (
    await api<{ dashboards: DashboardRow[] }>(
      `/dashboard/get-all-tenant-dashboards?parentDashboardId=${shared.id}`,
      undefined,
      token,
    )
  ).dashboards;
const dashboard = async (id: string, token: string) =>
  (await api<{ dashboard: DashboardRow }>('/tenant/get-dashboard-v2', { dashboard: { id } }, token))
    .dashboard;

async function action(page: Page, testId: string): Promise<void> {
  await page.getByTestId('workspace-actions').click();
  await page.getByTestId(testId).click();
}

/** Waits until every drawn card reports its chart drawn (or a message), then a screenshot. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage: true });
}

beforeAll(async () => {
  admin = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN)).token;
  const { dashboards } = await api<{ dashboards: Array<{ id: string; name: string }> }>(
    '/dashboard/list',
    undefined,
    admin,
  );
  const demo = dashboards.find((d) => d.name === 'Sales overview') ?? dashboards[0]!;
  // A shared dashboard of this test's own: an admin clone of the demo.
  const { dashboardId } = await api<{ dashboardId: string }>(
    '/dashboard/v2/copy',
    { dashboard: { id: demo.id }, name: `Workspaces ${run}` },
    admin,
  );
  made.push(dashboardId);
  shared = await dashboard(dashboardId, admin);
  // A published chart of the library that is on no dashboard.
  const [firstId, first] = Object.entries(shared.config.charts)[0]!;
  const copy = await api<{ chartId: string; chartVersion: number }>(
    '/chart/v2/copy',
    { chart: { id: firstId, version: first.version, published: false } },
    admin,
  );
  libraryChart = { id: copy.chartId, name: `Library pick ${run}` };
  await api('/chart/publish-chart', { chartId: copy.chartId }, admin);
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const id of made) {
    await fetch(`${url}/dashboard?id=${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    }).catch(() => undefined);
  }
  await browser?.close();
});

describe('tenants on the share page', () => {
  it('every flag: personal copy, library add, remove, edit, clone, rename, delete', async () => {
    const token = await tenantToken('every-flag', {
      addChart: true,
      addFilter: true,
      removeChart: true,
      createChart: true,
      editCharts: true,
    });
    const { page, events } = await openShare(token, EVERY_FLAG);
    const sharedCount = Object.keys(shared.config.charts).length;
    await cards(page).first().waitFor({ timeout: 30_000 });
    expect(await cards(page).count()).toBe(sharedCount);
    expect(await page.getByTestId('workspace-tabs').count()).toBe(0);
    for (const id of ['embedded-add-filter', 'embedded-add-chart', 'embedded-library-add']) {
      expect(await page.getByTestId(id).isVisible(), id).toBe(true);
    }
    expect(await page.locator('[data-testid^="remove-chart-"]').count()).toBe(sharedCount);
    await shoot(page, 'share-workspaces-global-1280');

    // The global tab offers the personal copy.
    await action(page, 'workspace-make-copy');
    const dialog = page.getByRole('dialog', { name: 'Make a personal copy?' });
    await dialog.waitFor();
    await page.getByTestId('personal-copy-confirm').click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByTestId('workspace-tabs').waitFor({ timeout: 30_000 });
    const [copy] = await workspaceDashboards(token);
    expect(copy).toBeDefined();
    await tab(page, copy!.id).waitFor();
    expect(await tab(page, copy!.id).getAttribute('aria-selected')).toBe('true');
    expect(await tab(page, copy!.id).innerText()).toBe('Personal workspace');
    expect(await tab(page, 'global').innerText()).toBe(shared.name);

    // Add a published chart from the library: a copy of it lands on the personal copy.
    await page.getByTestId('embedded-library-add').click();
    const drawer = page.getByTestId('tenant-library-drawer');
    await drawer.getByTestId('library-list-published').waitFor({ timeout: 30_000 });
    // No tabs, no publish or delete for tenants; charts already there say 'In Dashboard'.
    expect(await drawer.locator('[data-testid^="library-tab-"]').count()).toBe(0);
    expect(await drawer.locator('[data-testid^="library-delete-"]').count()).toBe(0);
    const onIt = Object.keys(shared.config.charts)[0]!;
    expect(await drawer.getByTestId(`library-card-${onIt}`).getAttribute('data-in-dashboard')).toBe(
      'true',
    );
    await page.screenshot({ path: 'e2e/artifacts/share-workspaces-library-1280.png' });
    await drawer.getByTestId(`library-pick-${libraryChart.id}`).click();
    await drawer.waitFor({ state: 'hidden', timeout: 30_000 });
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid^="edit-chart-"]').length === n,
      sharedCount + 1,
      { timeout: 30_000 },
    );
    let row = await dashboard(copy!.id, token);
    const added = Object.keys(row.config.charts).filter((id) => !(id in shared.config.charts));
    expect(added).toHaveLength(1);
    expect(added[0]).not.toBe(libraryChart.id);

    // Remove a chart.
    const removed = Object.keys(shared.config.charts)[1]!;
    // The grid (editable: react-grid-layout) is drawn again after the library add's save; a
    // click landing while it is replaced is lost, so it is made again until the card goes.
    const removeButton = page.getByTestId(`remove-chart-${removed}`);
    await expect
      .poll(
        async () => {
          if ((await removeButton.count()) > 0) {
            await removeButton.click({ force: true, timeout: 2_000 }).catch(() => undefined);
          }
          return removeButton.count();
        },
        { timeout: 30_000, interval: 1_500 },
      )
      .toBe(0);
    row = await dashboard(copy!.id, token);
    expect(row.config.charts[removed]).toBeUndefined();
    expect(Object.keys(row.config.charts)).toHaveLength(sharedCount);

    // Edit a chart: the tenant's copy of it, renamed, takes its place.
    const edited = Object.keys(shared.config.charts)[2]!;
    await page.getByTestId(`edit-chart-${edited}`).click({ force: true });
    const sidebar = page.getByTestId('chart-sidebar');
    await sidebar.getByTestId(/chart-builder(-v2)?$/).waitFor({ timeout: 30_000 });
    const editedName = `Edited by tenant ${run}`;
    await sidebar.getByTestId('chart-name').fill(editedName);
    await page.getByTestId('apply-changes').click();
    await page
      .locator('[data-testid="apply-changes"][data-status="done"]')
      .waitFor({ timeout: 30_000 });
    await sidebar
      .locator('[data-testid="dashboard-save-status"][data-state="saved"]')
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await sidebar.getByTestId('chart-name').waitFor({ state: 'detached' });
    await page.locator(`text=${editedName} >> visible=true`).first().waitFor({ timeout: 30_000 });
    row = await dashboard(copy!.id, token);
    expect(row.config.charts[edited]).toBeUndefined();
    await shoot(page, 'share-workspaces-personal-1280');

    // 'Create a copy': a new tab, selected.
    await action(page, 'workspace-clone');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-workspace="personal"]').length === 2,
      undefined,
      { timeout: 30_000 },
    );
    const list = await workspaceDashboards(token);
    expect(list.map((d) => d.id)[0]).toBe(copy!.id);
    const clone = list[1]!;
    expect(clone.name).toBe('Personal workspace (copy)');
    await page.locator(`[data-testid="workspace-tab-${clone.id}"][aria-selected="true"]`).waitFor();
    expect(Object.keys(clone.config.charts).sort()).toEqual(Object.keys(row.config.charts).sort());

    // Rename it.
    await action(page, 'workspace-rename');
    const newName = `Renamed ${run}`;
    await page.getByTestId('rename-dashboard-name').fill(newName);
    await page.getByTestId('rename-dashboard-submit').click();
    await page.getByTestId('rename-dashboard-modal').waitFor({ state: 'hidden', timeout: 30_000 });
    await page.waitForFunction(
      ([id, name]) =>
        document.querySelector(`[data-testid="workspace-tab-${id}"]`)?.textContent === name,
      [clone.id, newName] as const,
      { timeout: 30_000 },
    );
    expect((await dashboard(clone.id, token)).name).toBe(newName);
    await shoot(page, 'share-workspaces-tabs-1280');

    // Delete it: the previous tab (the personal copy) is selected.
    await action(page, 'workspace-delete');
    await page.getByTestId('delete-dashboard-confirm').click();
    await tab(page, clone.id).waitFor({ state: 'detached', timeout: 30_000 });
    await page.locator(`[data-testid="workspace-tab-${copy!.id}"][aria-selected="true"]`).waitFor();
    expect((await workspaceDashboards(token)).map((d) => d.id)).toEqual([copy!.id]);

    // The usage events of the share page.
    await page.waitForTimeout(500);
    for (const name of [
      'Personal Workspace Created',
      'Chart Added',
      'Chart Removed',
      'Dashboard Cloned',
      'Dashboard Deleted',
    ]) {
      expect(events, name).toContain(name);
    }

    // At 390 px: tabs, header actions and cards fit.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'e2e/artifacts/share-workspaces-personal-390.png' });
    await page.context().close();
  });

  it('moves and resizes the cards of its personal copy; a removed card leaves no gap', async () => {
    const token = await tenantToken('layout', { removeChart: true, editCharts: true });
    const { dashboardId: copyId } = await api<{ dashboardId: string }>(
      '/dashboard/v2/copy',
      { dashboard: { id: shared.id }, personalWorkspace: true },
      token,
    );
    type Cell = { x: number; y: number; w: number; h: number };
    const layouts = async () => {
      const row = (await dashboard(copyId, token)) as unknown as {
        version: number;
        config: { charts: Record<string, { layout: Cell }> };
      };
      return { version: row.version, cells: row.config.charts };
    };
    const before = await layouts();
    const { page, events } = await openShare(token, 'removeChart=true&editCharts=true');
    const item = (id: string) => page.locator(`.react-grid-item[data-chart-id="${id}"]`);
    // A card in the left half (the demo's cards are half the grid wide or less): dragged right.
    const [first] = Object.entries(before.cells)
      .sort(([, a], [, b]) => a.layout.y - b.layout.y || a.layout.x - b.layout.x)
      .find(([, c]) => c.layout.x === 0 && c.layout.w <= 4)!;
    await item(first).waitFor({ timeout: 30_000 });
    await page.locator('.chartroom-drag-handle').first().waitFor();
    // Tall enough that the card and its corner stay in view while dragged.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await item(first).scrollIntoViewIfNeeded();

    // Resize the card by its corner: two rows taller (40 px rows, 10 px margin), saved.
    await item(first).hover();
    const corner = (await item(first).locator('.react-resizable-handle').boundingBox())!;
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2 + step * 10);
    }
    await page.mouse.up();
    await expect
      .poll(async () => (await layouts()).cells[first]?.layout.h, { timeout: 30_000 })
      .toBe(before.cells[first]!.layout.h + 2);

    // Drag the card by its handle to the right half of the grid: saved, 'Chart Moved'.
    const width = (await page.getByTestId('dashboard-canvas').boundingBox())!.width;
    await item(first).hover();
    const handle = (await item(first).locator('.chartroom-drag-handle').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(handle.x + handle.width / 2 + (step * width) / 20, handle.y + 4);
    }
    await page.mouse.up();
    await expect
      .poll(async () => (await layouts()).cells[first]?.layout.x, { timeout: 30_000 })
      .not.toBe(before.cells[first]!.layout.x);
    await expect.poll(() => events, { timeout: 30_000 }).toContain('Chart Moved');
    await shoot(page, 'share-workspaces-layout-1280');

    // Remove the card: the cards under it move up, the stored layout keeps no gap.
    await page.getByTestId(`remove-chart-${first}`).click({ force: true });
    await expect
      .poll(async () => first in (await layouts()).cells, { timeout: 30_000 })
      .toBe(false);
    const cells = Object.values((await layouts()).cells).map((c) => c.layout);
    const overlaps = (a: Cell, b: Cell) =>
      a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    for (const cell of cells) {
      if (cell.y === 0) continue;
      // One row up, every card would overlap another: none floats over a gap.
      const up = { ...cell, y: cell.y - 1 };
      expect(cells.some((other) => other !== cell && overlaps(up, other))).toBe(true);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'share-workspaces-layout-390');
    await page.context().close();
  });

  it("the theme's 'popover' tabs placement is a dropdown", async () => {
    const token = await tenantToken('popover', { addChart: true });
    // A personal copy and a second workspace dashboard, made through the API.
    const { dashboardId: copyId } = await api<{ dashboardId: string }>(
      '/dashboard/v2/copy',
      { dashboard: { id: shared.id }, personalWorkspace: true },
      token,
    );
    await api(
      '/dashboard/v2/copy',
      { dashboard: { id: copyId }, personalWorkspace: true, name: `Second view ${run}` },
      token,
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const viewed: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/analytics/send-event')) return;
      const body = request.postDataJSON() as { eventName?: string; dashboardId?: string };
      if (body.eventName === 'Dashboard Viewed' && body.dashboardId) viewed.push(body.dashboardId);
    });
    // Themes have no calls yet (their own issue): the shared dashboard's answer carries one.
    await page.route('**/tenant/get-dashboard-v2', async (route) => {
      const body = route.request().postDataJSON() as { dashboard?: { id?: string } };
      const response = await route.fetch();
      const json = (await response.json()) as { data: { dashboard: DashboardRow } };
      if (body.dashboard?.id === shared.id) {
        json.data.dashboard.config.theme = { common: { tabsPlacement: 'popover' } };
      }
      await route.fulfill({ response, json });
    });
    await page.goto(`${url}/share/dashboard/${shared.id}?theme=light&jwt=${token}&addChart=true`);
    const popover = page.getByTestId('workspace-popover');
    await popover.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await popover.innerText()).toBe('Personal workspace');
    const items = page.getByRole('menuitem');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await popover.click();
      await items.first().waitFor();
      expect(await items.allInnerTexts()).toEqual([
        shared.name,
        'Personal workspace',
        `Second view ${run}`,
      ]);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `e2e/artifacts/share-workspaces-popover-${width}.png` });
      if (width === 1280) {
        await page.keyboard.press('Escape');
        await items.first().waitFor({ state: 'hidden' });
      }
    }
    await page.getByTestId('workspace-tab-global').click();
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="workspace-popover"]')?.textContent === name,
      shared.name,
    );
    // The global dashboard is shown now ('Dashboard Viewed' names it).
    await expect.poll(() => viewed, { timeout: 30_000 }).toContain(shared.id);
    expect(viewed[0]).toBe(copyId);
    await context.close();
  });

  it('a token without permissions sees no editing control; its forged writes get 403', async () => {
    const viewer = await tenantToken('viewer', { readOnly: true, addChart: true });
    const { page } = await openShare(viewer, EVERY_FLAG);
    await page.locator('[data-chart-drawn]').first().waitFor({ timeout: 30_000 });
    for (const id of [
      'embedded-add-chart',
      'embedded-library-add',
      'embedded-add-filter',
      'workspace-actions',
      'workspace-tabs',
    ]) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }
    expect(await page.locator('[data-testid^="edit-chart-"]').count()).toBe(0);
    expect(await page.locator('[data-testid^="remove-chart-"]').count()).toBe(0);
    await shoot(page, 'share-workspaces-viewer-1280');
    await page.context().close();

    // A token with addChart only: the link's other flags do nothing.
    const adder = await tenantToken('adder', { addChart: true });
    const second = await openShare(adder, EVERY_FLAG);
    await second.page.getByTestId('embedded-library-add').waitFor({ timeout: 30_000 });
    for (const id of ['embedded-add-chart', 'embedded-add-filter']) {
      expect(await second.page.getByTestId(id).count(), id).toBe(0);
    }
    expect(await second.page.locator('[data-testid^="remove-chart-"]').count()).toBe(0);
    expect(await second.page.locator('[data-testid^="edit-chart-"]').count()).toBe(0);
    await second.page.context().close();

    // Forged writes with the viewer token: refused, nothing written.
    await expect(
      api('/dashboard/v2/copy', { dashboard: { id: shared.id }, personalWorkspace: true }, viewer),
    ).rejects.toThrow(/does not allow/);
    const { dashboardId: adderCopy } = await api<{ dashboardId: string }>(
      '/dashboard/v2/copy',
      { dashboard: { id: shared.id }, personalWorkspace: true },
      adder,
    );
    const row = await dashboard(adderCopy, adder);
    const res = await fetch(`${url}/dashboard/v3/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adder}` },
      body: JSON.stringify({
        dashboardId: adderCopy,
        name: row.name,
        config: { ...row.config, charts: {} },
        dashboardVersion: row.version,
      }),
    });
    expect(res.status).toBe(403);
    expect((await dashboard(adderCopy, adder)).version).toBe(row.version);
    expect(await workspaceDashboards(viewer)).toEqual([]);
  });
});
