import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

// A tenant editing a shared dashboard keeps a personal copy (dashboards.md §2, §4, §6): the first
// chart it adds asks 'Make a personal copy?', the copy gets the chart, and the share page shows
// the tabs 'Global' (the shared dashboard) and the tenant's personal workspace.
const url = inject('serverUrl');
const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);
const run = Date.now().toString(36);

interface DashboardRow {
  id: string;
  name: string;
  version: number;
  config: { charts: Record<string, { version: number }> };
}

let browser: Browser;
let admin: string;
let shared: DashboardRow;
const made: string[] = [];

/** A token for a tenant of its own (rows of demo tenant `rows`) that may open the demo dashboard. */
async function tenantToken(id: string, rows: string): Promise<string> {
  const body = {
    tenant: { id: `${id}-${run}`, payload: { tenant_id: rows } },
    permissions: { createChart: true, editCharts: true },
    dashboardIds: [shared.id],
  };
  return (await api<{ token: string }>('/tenant/create-token', body, admin)).token;
}

async function openShare(token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(
    `${url}/share/dashboard/${shared.id}?theme=light&jwt=${token}&createChart=true&editCharts=true`,
  );
  await page.getByTestId('dashboard-title').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid^="edit-chart-"]').first().waitFor({ timeout: 30_000 });
  return page;
}

const editButtons = (page: Page) => page.locator('[data-testid^="edit-chart-"]');

beforeAll(async () => {
  admin = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN)).token;
  const { dashboards } = await api<{ dashboards: Array<{ id: string; name: string }> }>(
    '/dashboard/list',
    undefined,
    admin,
  );
  const demo = dashboards.find((d) => d.name === 'Sales overview') ?? dashboards[0]!;
  shared = (
    await api<{ dashboard: DashboardRow }>(
      '/tenant/get-dashboard-v2',
      { dashboard: { id: demo.id } },
      admin,
    )
  ).dashboard;
  const { connections } = await api<{
    connections: Array<{ id: string; defaultConnection: boolean }>;
  }>('/connection/list', undefined, admin);
  const connectionId = (connections.find((c) => c.defaultConnection) ?? connections[0]!).id;
  // The tenant reads the stored schema of the connection (introspected once by the admin).
  await api(`/connection/schema?connectionId=${connectionId}`, undefined, admin);
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const chartId of made) {
    await api('/chart/delete-chart', { chartId }, admin).catch(() => undefined);
  }
  await browser?.close();
});

describe('personal copy of a shared dashboard', () => {
  it('a tenant adds a chart into its personal copy; another tenant does not see it', async () => {
    const token = await tenantToken('acme-copy', 'acme');
    const page = await openShare(token);
    const sharedCount = Object.keys(shared.config.charts).length;
    expect(await editButtons(page).count()).toBe(sharedCount);
    // No personal copy yet: no tabs.
    expect(await page.getByTestId('workspace-tabs').count()).toBe(0);

    // A new chart from the orders table, saved in the v2 builder.
    await page.getByTestId('embedded-add-chart').click();
    await page.getByTestId('new-embedded-chart').waitFor();
    await page.getByTestId('new-chart-table').click();
    await page
      .getByRole('option', { name: /orders/i })
      .first()
      .click();
    await page.getByTestId('new-chart-create').click();
    await page.getByTestId('chart-builder-v2').waitFor({ timeout: 30_000 });
    await page.getByTestId('chart-name').fill(`Acme personal chart ${run}`);
    await page.getByTestId('apply-changes').click();
    await page
      .locator('[data-testid="apply-changes"][data-status="done"]')
      .waitFor({ timeout: 30_000 });

    // The shared dashboard asks for a personal copy first.
    const dialog = page.getByRole('dialog', { name: 'Make a personal copy?' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.innerText()).toContain('receives no future updates of the original');
    await page.screenshot({ path: 'e2e/artifacts/personal-copy-dialog.png' });
    await page.getByTestId('personal-copy-confirm').click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await page
      .locator('[data-testid="dashboard-save-status"][data-state="saved"]')
      .waitFor({ timeout: 30_000 });

    // The copy holds the shared charts and the new one; the shared dashboard is unchanged.
    const { dashboard: copy } = await api<{ dashboard: DashboardRow }>(
      `/dashboard/get-tenant-dashboard?parentDashboardId=${shared.id}`,
      undefined,
      token,
    );
    const added = Object.keys(copy.config.charts).filter((id) => !shared.config.charts[id]);
    expect(added).toHaveLength(1);
    const chartId = added[0]!;
    made.push(chartId);
    const { dashboard: after } = await api<{ dashboard: DashboardRow }>(
      '/tenant/get-dashboard-v2',
      { dashboard: { id: shared.id } },
      admin,
    );
    expect(after.config.charts[chartId]).toBeUndefined();

    // The personal tab is selected and shows the chart.
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page
      .getByTestId('chart-sidebar')
      .getByTestId('chart-name')
      .waitFor({ state: 'detached' });
    const personalTab = page.locator('[data-workspace="personal"]');
    expect(await personalTab.getAttribute('aria-selected')).toBe('true');
    expect(await personalTab.innerText()).toBe('Personal workspace');
    expect(await page.getByTestId('workspace-tab-global').innerText()).toBe(shared.name);
    await page.getByTestId(`edit-chart-${chartId}`).waitFor({ timeout: 30_000 });
    expect(await editButtons(page).count()).toBe(sharedCount + 1);
    await page.screenshot({ path: 'e2e/artifacts/personal-copy-tab.png', fullPage: true });

    // The global tab is the shared dashboard, without it.
    await page.getByTestId('workspace-tab-global').click();
    await editButtons(page).first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId(`edit-chart-${chartId}`).count()).toBe(0);
    expect(await editButtons(page).count()).toBe(sharedCount);
    await page.screenshot({ path: 'e2e/artifacts/personal-copy-global-tab.png', fullPage: true });

    // After a reload the personal workspace still shows it.
    await page.reload();
    await page.getByTestId(`edit-chart-${chartId}`).waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-workspace="personal"]').getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.screenshot({ path: 'e2e/artifacts/personal-copy-reloaded.png', fullPage: true });
    await page.context().close();

    // Another tenant sees the shared dashboard only: no tabs, no chart, no copy.
    const other = await tenantToken('globex-copy', 'globex');
    const otherPage = await openShare(other);
    expect(await otherPage.getByTestId('workspace-tabs').count()).toBe(0);
    expect(await otherPage.getByTestId(`edit-chart-${chartId}`).count()).toBe(0);
    expect(await editButtons(otherPage).count()).toBe(sharedCount);
    await otherPage.screenshot({ path: 'e2e/artifacts/personal-copy-other-tenant.png' });
    await otherPage.context().close();
    await expect(
      api(`/dashboard/get-tenant-dashboard?parentDashboardId=${shared.id}`, undefined, other),
    ).rejects.toThrow(/No personal copy/);
  });

  it("a tenant's edit of a demo chart goes to its own copy; the admin's chart is unchanged", async () => {
    type Listed = { id: string; name: string; version: number };
    const adminList = async () =>
      (await api<{ charts: Listed[] }>('/chart/list', undefined, admin)).charts;
    const [chartId, entry] = Object.entries(shared.config.charts)[0]!;
    const before = (await adminList()).find((c) => c.id === chartId)!;
    const token = await tenantToken('hooli-copy', 'acme');
    const page = await openShare(token);
    await page.getByTestId(`edit-chart-${chartId}`).click({ force: true });
    const sidebar = page.getByTestId('chart-sidebar');
    await sidebar.getByTestId(/chart-builder(-v2)?$/).waitFor({ timeout: 30_000 });
    const name = `Hooli edit ${run}`;
    await sidebar.getByTestId('chart-name').fill(name);
    await page.getByTestId('apply-changes').click();
    await page
      .locator('[data-testid="apply-changes"][data-status="done"]')
      .waitFor({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Make a personal copy?' });
    await dialog.waitFor({ timeout: 30_000 });
    await page.getByTestId('personal-copy-confirm').click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await page
      .locator('[data-testid="dashboard-save-status"][data-state="saved"]')
      .waitFor({ timeout: 30_000 });
    // The sidebar keeps editing the copy, at its new version.
    expect(await sidebar.getByTestId('chart-version').innerText()).toBe('v2');
    await page.screenshot({ path: 'e2e/artifacts/personal-copy-edited-chart.png' });

    // The admin's chart list entry is unchanged (same version, same name).
    expect((await adminList()).find((c) => c.id === chartId)).toEqual(before);
    // The tenant's dashboard shows the edited copy in the chart's cell.
    const { dashboard: copy } = await api<{ dashboard: DashboardRow }>(
      `/dashboard/get-tenant-dashboard?parentDashboardId=${shared.id}`,
      undefined,
      token,
    );
    expect(copy.config.charts[chartId]).toBeUndefined();
    const added = Object.entries(copy.config.charts).filter(([id]) => !shared.config.charts[id]);
    expect(added).toHaveLength(1);
    const [copyId, copyEntry] = added[0]!;
    made.push(copyId);
    expect(copyEntry.version).toBe(2);
    const layout = (e: object) => {
      const { x, y, w, h } = (e as { layout: Record<string, number> }).layout;
      return { x, y, w, h };
    };
    expect(layout(copyEntry)).toEqual(layout(entry));
    const edited = (await adminList()).find((c) => c.id === copyId)!;
    expect(edited).toMatchObject({ name, version: 2, published: false });
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByTestId(`edit-chart-${copyId}`).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId(`edit-chart-${chartId}`).count()).toBe(0);
    await page.getByText(name).first().waitFor({ timeout: 30_000 });
    await page.screenshot({
      path: 'e2e/artifacts/personal-copy-edited-dashboard.png',
      fullPage: true,
    });
    await page.context().close();
  });
});
