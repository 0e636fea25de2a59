import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

// The edit toolbar's settings (dashboards.md §2, §4, §5, §8; decision 020), through the real hub
// and server: Golden Prompts, Golden Tables (at most 3, confirmed), Edit CSS applied only inside
// the dashboard (hub and share page), Language switching the share page's texts, Timezone,
// the exportable and public toggles.
const url = inject('serverUrl');
const run = Date.now().toString(36);

interface Row {
  id: string;
  name: string;
  version: number;
  config: {
    charts: Record<string, unknown>;
    styleOverrides?: string;
    advanced: { language: string };
  };
  golden_prompts?: { prompts: string[] };
  selected_table?: { tables: Array<{ connectionId: string; table: string; displayName?: string }> };
  tz?: number | null;
  tz_name?: string | null;
  local_tz: boolean;
  is_exportable: boolean;
  is_public?: boolean;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: string;
let boardId = '';
let blankId = '';
let connectionName = '';
const made: string[] = [];
const pageErrors: string[] = [];

const api = <T>(path: string, body: unknown, token = admin) => apiCall<T>(url, path, body, token);
const row = async (id: string) =>
  (await api<{ dashboard: Row }>('/tenant/get-dashboard-v2', { dashboard: { id } })).dashboard;
/** A screenshot once running animations (modal transitions) are over. */
async function shot(name: string, p: Page = page): Promise<void> {
  await p.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners and skeletons run forever: wait only for those that end.
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await p.screenshot({ path: `e2e/artifacts/dashboard-settings-${name}.png`, fullPage: false });
}

async function newDashboard(name: string, charts: Record<string, unknown>): Promise<string> {
  const id = `settings-${name}-${run}`;
  await api('/dashboard/v3/save', {
    dashboardId: id,
    name: `Settings ${name} ${run}`,
    config: { title: `Settings ${name} ${run}`, charts, filters: [] },
    dashboardVersion: 0,
  });
  made.push(id);
  return id;
}

async function tenantToken(dashboardId: string): Promise<string> {
  const body = {
    tenant: { id: `settings-viewer-${run}`, payload: { tenant_id: 'acme' } },
    permissions: {},
    dashboardIds: [dashboardId],
  };
  return (await api<{ token: string }>('/tenant/create-token', body)).token;
}

async function openEdit(id: string, p: Page = page): Promise<void> {
  await p.goto(`${url}/build/dashboard/${id}/edit`);
  await p.getByTestId('dashboard-edit-toolbar').waitFor({ timeout: 30_000 });
  // The tools read the dashboard's row: enabled once it is there.
  await expect
    .poll(() => p.getByTestId('dashboard-golden-prompts').isEnabled(), { timeout: 15_000 })
    .toBe(true);
}

/** Picks an option of a Mantine Select (its dropdown is in a portal). */
async function choose(select: ReturnType<Page['getByTestId']>, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).filter({ visible: true }).click();
}

beforeAll(async () => {
  admin = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  const { dashboards } = await api<{ dashboards: Array<{ id: string; name: string }> }>(
    '/dashboard/list',
    undefined,
  );
  const demo = dashboards.find((d) => d.name === 'Sales overview') ?? dashboards[0]!;
  // Three of the demo dashboard's charts: enough to see cards styled, quick to draw.
  const charts = Object.fromEntries(Object.entries((await row(demo.id)).config.charts).slice(0, 3));
  boardId = await newDashboard('board', charts);
  blankId = await newDashboard('blank', {});
  const { connections } = await api<{
    connections: Array<{ id: string; name: string; defaultConnection: boolean }>;
  }>('/connection/list', undefined);
  connectionName = (connections.find((c) => c.defaultConnection) ?? connections[0]!).name;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, url);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  for (const id of made) {
    await fetch(`${url}/dashboard?id=${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    });
  }
});

describe('dashboard settings dialogs and toggles', () => {
  it('shows the settings tools in the edit toolbar (1280 and 390 px)', async () => {
    await openEdit(boardId);
    await shot('toolbar-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('dashboard-golden-tables').scrollIntoViewIfNeeded();
    await shot('toolbar-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('Golden Prompts: Enter or plus, trimmed, empty ignored, remove, Apply saves the row', async () => {
    await openEdit(boardId);
    const before = await row(boardId);
    await page.getByTestId('dashboard-golden-prompts').click();
    const dialog = page.getByTestId('golden-prompts-dialog');
    const input = dialog.getByTestId('golden-prompt-input');
    await dialog.getByTestId('golden-prompts-empty').waitFor();
    await input.fill('  Revenue by month  ');
    await input.press('Enter');
    await input.fill('   ');
    await input.press('Enter');
    await input.fill('Top customers this year');
    await dialog.getByTestId('golden-prompt-add').click();
    await input.fill('Drop me');
    await input.press('Enter');
    await expect
      .poll(() => dialog.getByTestId('golden-prompt').allInnerTexts())
      .toEqual(['Revenue by month', 'Top customers this year', 'Drop me']);
    await dialog.getByTestId('golden-prompt-remove').nth(2).click();
    await expect
      .poll(() => dialog.getByTestId('golden-prompt-count').innerText())
      .toBe('2 prompts');
    await shot('prompts-1280');

    // A failed save says so and keeps the dialog open; nothing is written.
    await page.route('**/dashboard/update-golden-prompts', (route) => route.abort());
    await dialog.getByTestId('golden-prompts-apply').click();
    await dialog.getByText('Failed to update prompts').waitFor();
    await page.unroute('**/dashboard/update-golden-prompts');
    expect((await row(boardId)).version).toBe(before.version);

    await dialog.getByTestId('golden-prompts-apply').click();
    await dialog.waitFor({ state: 'detached' });
    const after = await row(boardId);
    expect(after.golden_prompts?.prompts).toEqual(['Revenue by month', 'Top customers this year']);
    expect(after.version).toBe(before.version + 1);
    // Opened again, the dialog lists what was saved.
    await page.getByTestId('dashboard-golden-prompts').click();
    await expect
      .poll(() => dialog.getByTestId('golden-prompt').allInnerTexts())
      .toEqual(['Revenue by month', 'Top customers this year']);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('prompts-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
  });

  it('Golden Tables: up to 3 (add disappears), count wording, confirm, saved, reloaded', async () => {
    await openEdit(boardId);
    await page.getByTestId('dashboard-golden-tables').click();
    const dialog = page.getByTestId('golden-tables-dialog');
    await dialog.getByTestId('golden-tables-empty').waitFor();
    expect(await dialog.getByTestId('golden-table-count').innerText()).toBe('No table selected');
    expect(await dialog.getByTestId('golden-tables-apply').isDisabled()).toBe(true);

    const tables = ['main.orders', 'main.customers', 'main.products'];
    for (const [index, table] of tables.entries()) {
      await dialog.getByTestId('golden-table-add').click();
      const entry = dialog.getByTestId('golden-table-row').nth(index);
      await choose(entry.getByTestId('golden-table-connection'), connectionName);
      await choose(entry.getByTestId('golden-table-table'), table);
      await entry.getByTestId('golden-table-display-name').fill(`Nice ${table}`);
    }
    await expect
      .poll(() => dialog.getByTestId('golden-table-count').innerText())
      .toBe('3 tables selected');
    // At 3 the add button is gone.
    expect(await dialog.getByTestId('golden-table-add').count()).toBe(0);
    await dialog.getByTestId('golden-table-max').waitFor();
    await shot('tables-three-1280');

    await dialog.getByTestId('golden-table-remove').nth(2).click();
    await expect
      .poll(() => dialog.getByTestId('golden-table-count').innerText())
      .toBe('2 tables selected');
    await dialog.getByTestId('golden-table-remove').nth(1).click();
    await expect
      .poll(() => dialog.getByTestId('golden-table-count').innerText())
      .toBe('1 table selected');
    await dialog.getByTestId('golden-table-description').first().fill('Every order, one row each');

    const before = await row(boardId);
    await dialog.getByTestId('golden-tables-apply').click();
    const confirm = page.getByTestId('golden-tables-confirm');
    await confirm
      .getByText('This change affects every deployed instance of this dashboard.', { exact: false })
      .waitFor();
    await shot('tables-confirm-1280');
    // A failed save: 'An error occurred', back in the dialog with the tables kept; nothing written.
    await page.route('**/dashboard/set-selected-table-list', (route) => route.abort());
    await confirm.getByTestId('golden-tables-confirm-save').click();
    await dialog.getByText('An error occurred').waitFor();
    await page.unroute('**/dashboard/set-selected-table-list');
    expect((await row(boardId)).version).toBe(before.version);
    await dialog.getByTestId('golden-tables-apply').click();
    await confirm.getByTestId('golden-tables-confirm-save').click();
    await confirm.waitFor({ state: 'detached' });
    const after = await row(boardId);
    expect(after.version).toBe(before.version + 1);
    expect(after.selected_table?.tables).toEqual([
      expect.objectContaining({
        table: 'main.orders',
        displayName: 'Nice main.orders',
        description: 'Every order, one row each',
      }),
    ]);
    // Reloaded: the page shows the new version.
    await page.getByTestId('dashboard-golden-tables').click();
    await expect
      .poll(() => dialog.getByTestId('golden-table-count').innerText())
      .toBe('1 table selected');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('tables-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
  });

  it('Edit CSS applies only inside the dashboard, in the hub and on the share page', async () => {
    await openEdit(boardId);
    const before = await row(boardId);
    await page.getByTestId('dashboard-edit-css').click();
    const dialog = page.getByTestId('edit-css-dialog');
    const editor = dialog.locator('.cm-content');
    await editor.waitFor();
    // A stray closing brace would end the scope: refused.
    await editor.click();
    await page.keyboard.insertText('} body { background: rgb(0, 128, 0) }');
    await dialog.getByText('has no opening brace', { exact: false }).waitFor();
    expect(await dialog.getByTestId('edit-css-save').isDisabled()).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    const css =
      '.mantine-Card-root { outline: 3px solid rgb(255, 0, 0); }\nbody { background: rgb(0, 128, 0); }';
    await page.keyboard.insertText(css);
    await shot('css-1280');
    await dialog.getByTestId('edit-css-save').click();
    await dialog.waitFor({ state: 'detached' });
    const after = await row(boardId);
    expect(after.config.styleOverrides).toBe(css);
    expect(after.version).toBe(before.version + 1);

    const check = async (p: Page) => {
      await p.locator('[data-dashboard-scope] .mantine-Card-root').first().waitFor();
      return p.evaluate(() => {
        const inside = document.querySelector('[data-dashboard-scope] .mantine-Card-root');
        // A card-like element outside the dashboard, as the rest of a page may have.
        const outside = document.createElement('div');
        outside.className = 'mantine-Card-root';
        document.body.appendChild(outside);
        const result = {
          inside: inside ? getComputedStyle(inside).outlineColor : null,
          outside: getComputedStyle(outside).outlineStyle,
          body: getComputedStyle(document.body).backgroundColor,
        };
        outside.remove();
        return result;
      });
    };
    await expect
      .poll(async () => (await check(page)).inside, { timeout: 15_000 })
      .toBe('rgb(255, 0, 0)');
    const hub = await check(page);
    expect(hub.outside).toBe('none');
    expect(hub.body).not.toBe('rgb(0, 128, 0)');
    await shot('css-applied-hub-1280');

    const viewer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const share = await viewer.newPage();
    await share.goto(`${url}/share/dashboard/${boardId}?jwt=${await tenantToken(boardId)}`);
    await share.getByTestId('dashboard-title').waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await check(share)).inside, { timeout: 15_000 })
      .toBe('rgb(255, 0, 0)');
    const shared = await check(share);
    expect(shared.outside).toBe('none');
    expect(shared.body).not.toBe('rgb(0, 128, 0)');
    await expect
      .poll(() => share.locator('[data-chart-drawn="true"]').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await shot('css-applied-share-1280', share);
    await share.setViewportSize({ width: 390, height: 844 });
    await shot('css-applied-share-390', share);
    await viewer.close();
  });

  it('Language: the share page’s texts switch to the dashboard’s language', async () => {
    const token = await tenantToken(blankId);
    const viewer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const share = await viewer.newPage();
    await share.goto(`${url}/share/dashboard/${blankId}?jwt=${token}`);
    await share.getByText('Add chart to get started').waitFor({ timeout: 30_000 });

    await openEdit(blankId);
    await page.getByTestId('dashboard-settings-menu').click();
    await page.getByTestId('dashboard-settings-language').click();
    const dialog = page.getByTestId('dashboard-language-dialog');
    await choose(dialog.getByTestId('dashboard-language-select'), 'Français');
    await shot('language-1280');
    await dialog.getByTestId('dashboard-language-save').click();
    await dialog.waitFor({ state: 'detached' });
    expect((await row(blankId)).config.advanced.language).toBe('fr');
    // The admin's hub stays in its own language.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await share.reload();
    await share.getByText('Ajoutez un graphique pour commencer').waitFor({ timeout: 30_000 });
    expect(await share.evaluate(() => document.documentElement.lang)).toBe('fr');
    await shot('language-share-fr-1280', share);
    await share.setViewportSize({ width: 390, height: 844 });
    await shot('language-share-fr-390', share);
    await viewer.close();
  });

  it('Timezone: a zone of the list and the local flag, saved by set-timezone', async () => {
    await openEdit(boardId);
    await page.getByTestId('dashboard-settings-menu').click();
    await expect
      .poll(() => page.getByTestId('dashboard-settings-timezone-current').innerText())
      .toBe('Greenwich Mean Time (GMT)');
    await page.getByTestId('dashboard-settings-timezone').click();
    const dialog = page.getByTestId('dashboard-timezone-dialog');
    await expect
      .poll(() => dialog.getByTestId('dashboard-timezone-select').inputValue())
      .toBe('Greenwich Mean Time (GMT)');
    await choose(dialog.getByTestId('dashboard-timezone-select'), 'Japan Standard Time (JST)');
    await dialog.getByTestId('dashboard-timezone-local').check();
    await shot('timezone-1280');
    await dialog.getByTestId('dashboard-timezone-save').click();
    await dialog.waitFor({ state: 'detached' });
    const after = await row(boardId);
    expect(after).toMatchObject({ tz: 9, tz_name: 'Asia/Tokyo', local_tz: true });
    await page.getByTestId('dashboard-settings-menu').click();
    await expect
      .poll(() => page.getByTestId('dashboard-settings-timezone-current').innerText())
      .toBe('Japan Standard Time (JST)');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('settings-menu-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
  });

  it('Exportable: tooltip, spinner while saving, flips; a failure says so', async () => {
    await openEdit(boardId);
    const toggle = page.getByTestId('dashboard-exportable');
    expect((await row(boardId)).is_exportable).toBe(false);
    await toggle.hover();
    await page.getByText('For on-prem usage set your dashboards as exportable').waitFor();
    await shot('exportable-tooltip-1280');
    // Slow the call a little so the spinner can be seen.
    await page.route('**/dashboard/v2/set-export-flag', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await toggle.click({ force: true });
    await page.getByTestId('exportable-saving').waitFor();
    await expect.poll(async () => (await row(boardId)).is_exportable).toBe(true);
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.unroute('**/dashboard/v2/set-export-flag');

    await page.route('**/dashboard/v2/set-export-flag', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'Export flag store is down' } }),
      }),
    );
    await toggle.click({ force: true });
    await page.getByText('Export flag store is down', { exact: false }).waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.unroute('**/dashboard/v2/set-export-flag');
    await shot('exportable-error-1280');

    await toggle.click({ force: true });
    await expect.poll(async () => (await row(boardId)).is_exportable).toBe(false);
  });

  it('Public: a switch with its explanation, then the link to copy', async () => {
    await openEdit(boardId);
    await page.getByTestId('dashboard-public').click();
    const panel = page.getByTestId('dashboard-public-panel');
    await panel.getByTestId('dashboard-public-switch').click({ force: true });
    await expect.poll(async () => (await row(boardId)).is_public).toBe(true);
    const link = panel.getByTestId('dashboard-public-link');
    await expect.poll(() => link.inputValue()).toBe(`${url}/share/dashboard/${boardId}`);
    await shot('public-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('public-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    // The toolbar re-lays out between widths and the popover may close with it: open it again
    // if so, and turn the switch off only once it is back and shows 'on'.
    if (!(await panel.isVisible())) await page.getByTestId('dashboard-public').click();
    const publicSwitch = panel.getByTestId('dashboard-public-switch');
    await publicSwitch.waitFor();
    await expect.poll(() => publicSwitch.isChecked()).toBe(true);
    await publicSwitch.click({ force: true });
    await expect.poll(async () => (await row(boardId)).is_public).toBe(false);
    expect(pageErrors).toEqual([]);
  });
});
