import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

// Tenant editing inside the share page (charts.md §2, §6; dashboards.md §2, §5): 'Add chart' and
// per-card 'Edit chart' open the chart sidebar with the builder in embedded mode.
const url = inject('serverUrl');
const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);

interface DashboardRow {
  id: string;
  name: string;
  version: number;
  config: { charts: Record<string, { version: number }> } & Record<string, unknown>;
  selected_table?: { tables: unknown[] };
}

let browser: Browser;
let admin: string;
let dashboard: DashboardRow;
let connectionId: string;
const made: string[] = [];

async function tenantToken(id: string, permissions: Record<string, boolean>): Promise<string> {
  const body = {
    tenant: { id, payload: { tenant_id: id } },
    permissions,
    dashboardIds: [dashboard.id],
  };
  return (await api<{ token: string }>('/tenant/create-token', body, admin)).token;
}

async function openShare(token: string, query = 'createChart=true&editCharts=true'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${url}/share/dashboard/${dashboard.id}?theme=light&jwt=${token}&${query}`);
  await page.getByTestId('dashboard-title').waitFor({ timeout: 30_000 });
  return page;
}

async function optionTexts(page: Page): Promise<string[]> {
  await page.getByRole('option').first().waitFor();
  return page.getByRole('option').allInnerTexts();
}

beforeAll(async () => {
  admin = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN)).token;
  const { dashboards } = await api<{ dashboards: Array<{ id: string; name: string }> }>(
    '/dashboard/list',
    undefined,
    admin,
  );
  const demo = dashboards.find((d) => d.name === 'Sales overview') ?? dashboards[0]!;
  dashboard = (
    await api<{ dashboard: DashboardRow }>(
      '/tenant/get-dashboard-v2',
      { dashboard: { id: demo.id } },
      admin,
    )
  ).dashboard;
  const { connections } = await api<{
    connections: Array<{ id: string; defaultConnection: boolean }>;
  }>('/connection/list', undefined, admin);
  connectionId = (connections.find((c) => c.defaultConnection) ?? connections[0]!).id;
  // The tenant reads the stored schema of the connection (introspected once by the admin).
  await api(`/connection/schema?connectionId=${connectionId}`, undefined, admin);
  // Golden tables: only 'orders' is offered to tenants for new charts.
  await api(
    '/dashboard/v3/save',
    {
      dashboardId: dashboard.id,
      name: dashboard.name,
      config: dashboard.config,
      selectedTable: { tables: [{ connectionId, table: 'orders', displayName: 'Orders' }] },
    },
    admin,
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  if (dashboard && admin) {
    await api(
      '/dashboard/v3/save',
      {
        dashboardId: dashboard.id,
        name: dashboard.name,
        config: dashboard.config,
        selectedTable: dashboard.selected_table ?? { tables: [] },
      },
      admin,
    ).catch(() => undefined);
    for (const chartId of made) {
      await api('/chart/delete-chart', { chartId }, admin).catch(() => undefined);
    }
  }
  await browser?.close();
});

describe('embedded chart builder', () => {
  it('a technical tenant builds and saves a SQL chart that only sees its own rows', async () => {
    const token = await tenantToken('acme', {
      createChart: true,
      editCharts: true,
      createChartSQL: true,
    });
    const page = await openShare(token);
    await page.getByTestId('embedded-add-chart').click();
    const sidebar = page.getByTestId('new-embedded-chart');
    await sidebar.waitFor();
    await page.getByText('SQL chart', { exact: true }).click();
    await page.getByTestId('new-chart-table').click();
    // Only the dashboard's selected table is offered, under its display name.
    expect(await optionTexts(page)).toEqual(['Orders']);
    await page.getByRole('option', { name: 'Orders' }).click();
    await page.screenshot({ path: 'e2e/artifacts/embedded-new-chart.png' });
    await page.getByTestId('new-chart-create').click();
    const builder = page.getByTestId('chart-builder');
    await builder.waitFor({ timeout: 30_000 });

    // Technical users see the three steps; embedded mode has a table picker and no Publish.
    await page.getByTestId('builder-accordion').waitFor();
    expect(await page.getByTestId('connection-picker').count()).toBe(0);
    expect(await page.getByTestId('publish-chart').count()).toBe(0);
    expect(await page.getByTestId('apply-changes').count()).toBe(1);
    expect(await page.getByTestId('duplicate-chart').count()).toBe(1);
    await page.getByTestId('table-picker').click();
    expect(await optionTexts(page)).toEqual(['Orders']);
    await page.keyboard.press('Escape');
    // Raw table step (open for a chart without output columns): only the selected table.
    if ((await page.getByTestId('step-raw').getAttribute('aria-expanded')) !== 'true') {
      await page.getByTestId('step-raw').click();
    }
    await page.getByTestId('raw-table-select').click();
    const raw = await optionTexts(page);
    expect(raw).toHaveLength(1);
    expect(raw[0]).toMatch(/(^|\.)orders$/);
    await page.keyboard.press('Escape');

    // The first run previewed `select * from orders` with the tenant's token: acme rows only.
    await page.getByTestId('step-prep').click();
    const prep = page.locator('[data-testid="builder-accordion"]');
    // (The collapsed raw-table step may hold acme rows too, hidden: the visible ones count.)
    await prep.locator('text=acme >> visible=true').first().waitFor({ timeout: 30_000 });
    const text = await prep.innerText();
    for (const other of ['globex', 'initech', 'umbrella', 'stark'])
      expect(text).not.toContain(other);
    await page.screenshot({ path: 'e2e/artifacts/embedded-sql-builder.png', fullPage: true });

    const name = `Tenant chart ${Date.now()}`;
    await page.getByTestId('chart-name').fill(name);
    await page.getByTestId('apply-changes').click();
    await page
      .locator('[data-testid="apply-changes"][data-status="done"]')
      .waitFor({ timeout: 30_000 });
    // The shared dashboard itself is not the tenant's: it asks for a personal copy first
    // (dashboards.md §6; e2e/personal-copy.e2e.test.ts confirms it).
    const dialog = page.getByRole('dialog', { name: 'Make a personal copy?' });
    await dialog.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: 'e2e/artifacts/embedded-saved.png' });

    // The chart was saved as the tenant (version 2 of the chart it created).
    const created = await page.getByTestId('chart-version').innerText();
    expect(created).toBe('v2');
    // Cancel: the chart stays saved, the shared dashboard is unchanged and says so.
    await page.getByTestId('personal-copy-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    const status = page.getByTestId('dashboard-save-status');
    await status.waitFor({ timeout: 30_000 });
    expect(await status.getAttribute('data-state')).toBe('skipped');
    const { dashboard: after } = await api<{ dashboard: DashboardRow }>(
      '/tenant/get-dashboard-v2',
      { dashboard: { id: dashboard.id } },
      admin,
    );
    expect(Object.keys(after.config.charts)).toEqual(Object.keys(dashboard.config.charts));
    await page.context().close();
  });

  it('a tenant without createChartSQL gets the v2 builder and only the chart builder tabs', async () => {
    const token = await tenantToken('globex', { createChart: true, editCharts: true });
    const page = await openShare(token);
    // Per-card edit of a classic chart: no SQL steps, only the chart builder tabs.
    const edit = page.locator('[data-testid^="edit-chart-"]').first();
    await edit.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: 'e2e/artifacts/embedded-dashboard.png', fullPage: true });
    await edit.click({ force: true });
    await page
      .getByTestId('chart-sidebar')
      .getByTestId(/chart-builder(-v2)?$/)
      .waitFor({ timeout: 30_000 });
    if ((await page.getByTestId('chart-builder').count()) > 0) {
      await page.getByTestId('builder-tabs-only').waitFor();
      expect(await page.getByTestId('builder-accordion').count()).toBe(0);
    }
    expect(await page.getByTestId('publish-chart').count()).toBe(0);
    expect(await page.getByTestId('connection-picker').count()).toBe(0);
    await page.screenshot({ path: 'e2e/artifacts/embedded-edit-chart.png' });
    // Closing with unsaved changes warns first; a second close discards the draft.
    await page.getByTestId('chart-name').fill('Renamed but not saved');
    await page.getByTestId('unsaved-flag').waitFor();
    const close = page.getByRole('button', { name: 'Close', exact: true });
    await close.click();
    await page.getByText('(Unsaved changes will be lost! Click X again to close)').waitFor();
    await page.screenshot({ path: 'e2e/artifacts/embedded-unsaved-close.png' });
    await close.click();
    await page
      .getByTestId('chart-sidebar')
      .getByTestId('chart-name')
      .waitFor({ state: 'detached' });

    // New chart: no SQL choice, only the selected table, then the v2 builder.
    await page.getByTestId('embedded-add-chart').click();
    await page.getByTestId('new-embedded-chart').waitFor();
    expect(await page.getByTestId('new-chart-kind').count()).toBe(0);
    await page.getByTestId('new-chart-table').click();
    expect(await optionTexts(page)).toEqual(['Orders']);
    await page.getByRole('option', { name: 'Orders' }).click();
    await page.getByTestId('new-chart-create').click();
    await page.getByTestId('chart-builder-v2').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('publish-chart').count()).toBe(0);
    await page.getByTestId('table-picker').click();
    expect(await optionTexts(page)).toEqual(['Orders']);
    await page.keyboard.press('Escape');
    // The raw rows of the preview are globex's only.
    await page
      .getByTestId('chart-preview')
      .getByText('globex')
      .first()
      .waitFor({ timeout: 30_000 });
    const preview = await page.getByTestId('chart-preview').innerText();
    for (const other of ['acme', 'initech', 'umbrella', 'stark'])
      expect(preview).not.toContain(other);
    await page.screenshot({ path: 'e2e/artifacts/embedded-v2-builder.png' });
    // A tenant without createChartSQL saves the v2 chart (the query is not changed).
    await page.getByTestId('chart-name').fill(`Globex chart ${Date.now()}`);
    await page.getByTestId('apply-changes').click();
    await page
      .locator('[data-testid="apply-changes"][data-status="done"]')
      .waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('chart-version').innerText()).toBe('v2');
    await page.context().close();
  });

  it('a readOnly token, or a link that does not ask, offers no editing', async () => {
    const readOnly = await tenantToken('initech', {
      readOnly: true,
      createChart: true,
      editCharts: true,
    });
    const page = await openShare(readOnly);
    await page.getByTestId('dashboard-body').waitFor();
    expect(await page.getByTestId('embedded-add-chart').count()).toBe(0);
    expect(await page.locator('[data-testid^="edit-chart-"]').count()).toBe(0);
    await page.context().close();

    const editor = await tenantToken('umbrella', { createChart: true, editCharts: true });
    const plain = await openShare(editor, '');
    await plain.getByTestId('dashboard-body').waitFor();
    expect(await plain.getByTestId('embedded-add-chart').count()).toBe(0);
    await plain.context().close();
  });

  it('the server refuses SQL edits and publication from tenants', async () => {
    const token = await tenantToken('stark', { createChart: true });
    const created = await api<{ chartId: string }>(
      '/chart/v3/create-chart',
      { starterConnection: connectionId, starterTable: 'orders', configVersion: 'v1' },
      token,
    );
    made.push(created.chartId);
    await expect(api('/chart/publish-chart', { chartId: created.chartId }, token)).rejects.toThrow(
      /admins only/,
    );
  });
});
