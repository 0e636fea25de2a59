import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

// Issue 12, admin edit mode: edit mode, drag and resize, local drafts, Save, remove, reset, the
// chart sidebar (dashboards.md §2, §3, §4; decision 018).

const url = inject('serverUrl');
const api = <T>(path: string, body: unknown) => apiCall<T>(url, path, body, token);

interface Layout {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Config {
  title?: string;
  charts: Record<string, { version: number; layout: Layout }>;
  filters: Array<{ id: string; chartFilterIds: string[]; chartFilterStructures: object }>;
  layouts?: Record<string, Layout[]>;
}
interface DashboardRow {
  id: string;
  name: string;
  version: number;
  config: Config;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let connectionId: string;
const stamp = Date.now();
const NAME = `Edit board ${stamp}`;
const pageErrors: string[] = [];
let dashboardId = '';
/** The charts added in edit mode, in the order they were added (copies of library charts). */
const added: string[] = [];

const shot = (name: string) =>
  page.screenshot({ path: `e2e/artifacts/dashboard-edit-${name}.png`, fullPage: false });

async function getDashboard(): Promise<DashboardRow> {
  return (
    await api<{ dashboard: DashboardRow }>('/tenant/get-dashboard-v2', {
      dashboard: { id: dashboardId },
    })
  ).dashboard;
}
const cards = () => page.locator('[data-testid^="chart-card-"]');
const canvas = () => page.getByTestId('dashboard-canvas');
/**
 * The layout the page's breakpoint uses: its stored layout, else the charts' own (lg, and md or
 * sm with lg's 8 columns, write the charts' layouts; decision 018).
 */
function shownLayout(config: Config, breakpoint: string): Map<string, Layout> {
  const items = config.layouts?.[breakpoint] ?? Object.values(config.charts).map((e) => e.layout);
  return new Map(items.map((l) => [l.i, { i: l.i, x: l.x, y: l.y, w: l.w, h: l.h }]));
}
const TRACKED = ['Chart Added', 'Chart Moved', 'Chart Removed', 'Dashboard Saved'] as const;
/** Usage events of the last 7 days by name (the hub sends them through POST /analytics/send-event). */
async function eventCounts(): Promise<Record<string, number>> {
  const usage = await api<{ eventsByName: Array<{ eventName: string; events: number }> }>(
    '/analytics/usage?days=7',
    undefined,
  );
  return Object.fromEntries(
    TRACKED.map((name) => [
      name,
      usage.eventsByName.find((e) => e.eventName === name)?.events ?? 0,
    ]),
  );
}
let countsBefore: Record<string, number> = {};
async function settleTransitions(): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))).then(
      () => undefined,
    ),
  );
  await page.waitForTimeout(300);
}

beforeAll(async () => {
  token = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  connectionId = (await api<{ connections: Array<{ id: string }> }>('/connection/list', undefined))
    .connections[0]!.id;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, url);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Leaving with unsaved changes asks first (beforeunload): the test reloads on purpose.
  page.on('dialog', (dialog) => void dialog.accept());
  countsBefore = await eventCounts();
});
afterAll(async () => {
  await browser?.close();
  if (dashboardId) {
    await fetch(`${url}/dashboard?id=${encodeURIComponent(dashboardId)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
});

describe('dashboard edit mode', () => {
  it('creates a dashboard, enters edit mode and adds three charts into the draft', async () => {
    await page.goto(`${url}/dashboards`);
    await page.getByTestId('new-dashboard').click();
    await page.getByTestId('new-dashboard-name').fill(NAME);
    await page.getByTestId('new-dashboard-submit').click();
    await page.waitForURL(/\/dashboards\/[^/]+$/);
    dashboardId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    // View mode: the dotted zero state with the spec text, and 'Edit'.
    const zero = page.getByTestId('dashboard-zero-state');
    await zero.waitFor();
    expect(await zero.getAttribute('data-editing')).toBe('false');
    expect(await zero.innerText()).toContain('Add chart to get started');
    expect(await zero.innerText()).toContain('Switch to Edit mode to add charts here.');
    await shot('view-empty-1280');

    await page.getByTestId('dashboard-edit').click();
    await page.waitForURL(new RegExp(`/build/dashboard/${dashboardId}/edit$`));
    await page.getByTestId('dashboard-edit-toolbar').waitFor();
    await expect.poll(() => zero.getAttribute('data-editing')).toBe('true');
    await page.getByTestId('dashboard-title-input').waitFor();
    expect(await page.getByTestId('dashboard-save').isDisabled()).toBe(true);
    await shot('edit-empty-1280');

    for (let k = 0; k < 3; k++) {
      await page.getByTestId('dashboard-add-chart').first().click();
      const drawer = page.getByTestId('library-drawer');
      await drawer.getByTestId('library-list-published').waitFor({ timeout: 15_000 });
      const pick = drawer.locator('[data-testid^="library-pick-"]:not([disabled])').nth(k);
      await pick.waitFor();
      await pick.click();
      await expect.poll(() => cards().count(), { timeout: 20_000 }).toBe(k + 1);
      await drawer.locator('.mantine-Drawer-content').waitFor({ state: 'hidden' });
    }
    const ids = await cards().evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-testid')!.replace('chart-card-', '')),
    );
    added.push(...ids);
    // Nothing saved yet: the server still has version 1 without charts.
    const row = await getDashboard();
    expect(row.version).toBe(1);
    expect(row.config.charts).toEqual({});
    await page.getByTestId('dashboard-unsaved').waitFor();
    expect(await page.getByTestId('dashboard-unsaved').innerText()).toContain(
      'You have unsaved changes...',
    );
    expect(await page.getByTestId('dashboard-save').isEnabled()).toBe(true);
  });

  it('keeps the draft in local storage across a reload, under the spec keys', async () => {
    await page.waitForTimeout(1300); // the 1 s debounce
    const stored = await page.evaluate(() => ({
      unsaved: localStorage.getItem('unsaved-changes'),
      state: localStorage.getItem('draft-state'),
    }));
    const unsaved = JSON.parse(stored.unsaved ?? '{}') as Record<
      string,
      { dashboard: { baseVersion: number; config: Config } }
    >;
    expect(Object.keys(unsaved[dashboardId]?.dashboard.config.charts ?? {}).sort()).toEqual(
      [...added].sort(),
    );
    expect(JSON.parse(stored.state ?? '{}')[dashboardId]).toMatchObject({ version: 1 });
    await page.reload();
    await expect.poll(() => cards().count(), { timeout: 20_000 }).toBe(3);
    await page.getByTestId('dashboard-unsaved').waitFor();
    await expect
      .poll(() => page.locator('[data-chart-drawn="true"]').count(), { timeout: 30_000 })
      .toBe(3);
    await page.locator('.chartroom-drag-handle').nth(2).waitFor();
    await shot('edit-three-1280');
  });

  it('drags one card by its handle and resizes another, then saves a new version', async () => {
    const [first, , third] = added as [string, string, string];
    const breakpoint = (await canvas().getAttribute('data-breakpoint'))!;
    const width = (await canvas().boundingBox())!.width;
    // Third card (0, 8) → right column: move its handle by half the grid.
    const item = (id: string) => page.locator(`.react-grid-item[data-chart-id="${id}"]`);
    await item(third).hover();
    const handle = item(third).locator('.chartroom-drag-handle');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(box.x + box.width / 2 + (step * width) / 20, box.y + box.height / 2);
    }
    await page.mouse.up();
    // First card: its resize handle down by two rows (40 px each, 10 px margin).
    const resize = item(first).locator('.react-resizable-handle');
    await item(first).hover();
    const corner = (await resize.boundingBox())!;
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2 + step * 10);
    }
    await page.mouse.up();
    await page.waitForTimeout(300);
    await shot('edit-moved-1280');

    const save = page.getByTestId('dashboard-save');
    await save.click();
    await expect.poll(() => save.innerText()).toBe('Saved');
    await page.getByTestId('dashboard-unsaved').waitFor({ state: 'detached' });
    const row = await getDashboard();
    expect(row.version).toBe(2);
    expect(row.name).toBe(NAME);
    const shown = shownLayout(row.config, breakpoint);
    expect(shown.get(third)).toMatchObject({ x: 4, y: 8, w: 4, h: 8 });
    expect(shown.get(first)).toMatchObject({ x: 0, y: 0, w: 4, h: 10 });
    if (breakpoint !== 'xs' && breakpoint !== 'xxs') {
      // On a laptop's grid (md, 8 columns as lg) the edit is the dashboard's own layout.
      expect(row.config.charts[third]?.layout).toMatchObject({ x: 4, y: 8 });
      expect(row.config.layouts?.[breakpoint]).toBeUndefined();
    }
    // The page shows the new version, and the draft is gone.
    await expect.poll(() => page.getByText('v2', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('unsaved-changes'))).toBeNull();

    // After a reload (view mode), the layout is the saved one.
    await page.goto(`${url}/dashboards/${dashboardId}`);
    await page.getByTestId('dashboard-grid').waitFor();
    for (const id of [first, third]) {
      const cell = page.locator(`[data-testid="dashboard-grid"] > [data-chart-id="${id}"]`);
      const saved = shown.get(id)!;
      expect(
        await cell.evaluate((el) =>
          ['x', 'y', 'w', 'h'].map((k) => Number(el.getAttribute(`data-grid-${k}`))),
        ),
      ).toEqual([saved.x, saved.y, saved.w, saved.h]);
    }
    await expect
      .poll(() => page.locator('[data-chart-drawn="true"]').count(), { timeout: 30_000 })
      .toBe(3);
    await shot('view-1280');
  });

  it('removes a chart: its filters leave the aggregate filters, and its linked chart filter goes on Save', async () => {
    const [first, second] = added as [string, string, string];
    // An aggregate filter only on the second chart (linking its chart filter), one on both.
    const chartFilterId = `e2e-cf-${stamp}`;
    await api('/filters/create-or-update-filter', {
      filterId: chartFilterId,
      parentChartId: second,
      filterConfig: {
        displayName: 'Channel',
        filterType: 'Select',
        filterSubType: 'Select Single',
        filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'channel' },
      },
    });
    await api('/filters/save-filters', { filterIds: [chartFilterId] });
    const structure = {
      connection: connectionId,
      sourceType: 'Raw',
      table: 'orders',
      column: 'channel',
    };
    const before = await getDashboard();
    await api('/dashboard/v3/save', {
      dashboardId,
      name: before.name,
      dashboardVersion: before.version,
      config: {
        ...before.config,
        filters: [
          {
            id: 'e2e-only-second',
            displayName: 'Only second',
            filterType: 'Input',
            chartFilterIds: [chartFilterId],
            chartFilterStructures: { [second]: structure },
          },
          {
            id: 'e2e-both',
            displayName: 'Both',
            filterType: 'Input',
            chartFilterStructures: { [first]: structure, [second]: structure },
          },
        ],
      },
    });
    await page.goto(`${url}/build/dashboard/${dashboardId}/edit`);
    // In edit mode the filters are the edit grid's tiles (decision 029).
    await page.getByTestId('filter-tile-e2e-only-second').waitFor();
    await expect.poll(() => cards().count(), { timeout: 20_000 }).toBe(3);

    // The remove button shows on hover (and on keyboard focus).
    const card = page.getByTestId(`chart-card-${second}`);
    await card.hover();
    await page.getByTestId(`card-remove-${second}`).click();
    await expect.poll(() => cards().count()).toBe(2);
    await page.getByTestId('filter-tile-e2e-only-second').waitFor({ state: 'detached' });
    await page.getByTestId('filter-tile-e2e-both').waitFor();
    await page.getByTestId('dashboard-save').click();
    await expect.poll(() => page.getByTestId('dashboard-save').innerText()).toBe('Saved');
    const row = await getDashboard();
    expect(row.version).toBe(4);
    expect(Object.keys(row.config.charts)).not.toContain(second);
    expect(row.config.filters.map((f) => f.id)).toEqual(['e2e-both']);
    expect(Object.keys(row.config.filters[0]!.chartFilterStructures)).toEqual([first]);
    // The chart filter only the removed chart's aggregate filter linked is deleted.
    const chart = await api<{ filters: Array<{ filterId: string }> }>('/tenant/get-chart-v2', {
      chart: { id: second, version: 1 },
    });
    expect(chart.filters.map((f) => f.filterId)).not.toContain(chartFilterId);
  });

  it('resets changes: the draft goes and the saved dashboard comes back', async () => {
    const [first] = added as [string];
    await page.getByTestId(`chart-card-${first}`).hover();
    // Keyboard: the card's buttons show on focus too.
    await page.getByTestId(`card-remove-${first}`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards().count()).toBe(1);
    await page.getByTestId('dashboard-unsaved').waitFor();
    await page.getByTestId('dashboard-reset').click();
    await expect.poll(() => cards().count(), { timeout: 20_000 }).toBe(2);
    await page.getByTestId('dashboard-unsaved').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('unsaved-changes'))).toBeNull();
    expect((await getDashboard()).version).toBe(4);
  });

  it('renames in place and opens a chart in the resizable sidebar with its close guard', async () => {
    const [first] = added as [string];
    const title = page.getByTestId('dashboard-title-input');
    await title.fill(`${NAME} renamed`);
    await page.getByTestId('dashboard-unsaved').waitFor();

    await page.getByTestId(`chart-card-${first}`).hover();
    await page.getByTestId(`card-edit-${first}`).click();
    const content = page.getByTestId('chart-sidebar-content');
    await content.getByTestId('chart-builder').waitFor({ timeout: 30_000 });
    expect(await content.getAttribute('data-width')).toBe('1000');
    // Dragging the left edge 200 px to the right narrows the sidebar by half of that.
    const edge = (await page.getByTestId('chart-sidebar-resize').boundingBox())!;
    await page.mouse.move(edge.x + 4, edge.y + 200);
    await page.mouse.down();
    await page.mouse.move(edge.x + 104, edge.y + 200);
    await page.mouse.move(edge.x + 204, edge.y + 200);
    await page.mouse.up();
    await expect.poll(() => content.getAttribute('data-width')).toBe('900');
    await settleTransitions();
    await shot('sidebar-1280');

    // An unsaved change in the builder: the first close warns, the second closes.
    await content.getByTestId('chart-name').fill(`Renamed chart ${stamp}`);
    await page.getByTestId('chart-sidebar-close').click();
    await page.getByTestId('unsaved-close-warning').waitFor();
    expect(await page.getByTestId('unsaved-close-warning').innerText()).toBe(
      '(Unsaved changes will be lost! Click X again to close)',
    );
    await page.getByTestId('chart-sidebar-close').click();
    await content.waitFor({ state: 'hidden' });

    await page.getByTestId('dashboard-save').click();
    await expect.poll(() => page.getByTestId('dashboard-save').innerText()).toBe('Saved');
    const row = await getDashboard();
    expect(row).toMatchObject({ version: 5, name: `${NAME} renamed` });
    expect(row.config.title).toBe(`${NAME} renamed`);
  });

  it('looks right on a phone (390 px): view, edit mode and the sidebar', async () => {
    const [first] = added as [string];
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}/dashboards/${dashboardId}`);
    await page.getByTestId('dashboard-grid').waitFor();
    await expect
      .poll(() => page.locator('[data-chart-drawn="true"]').count(), { timeout: 30_000 })
      .toBe(2);
    await shot('view-390');
    await page.getByTestId('dashboard-edit').click();
    await page.getByTestId('dashboard-edit-toolbar').waitFor();
    await page.locator('.chartroom-drag-handle').first().waitFor();
    await settleTransitions();
    await shot('edit-390');
    await page.getByTestId(`chart-card-${first}`).hover();
    await page.getByTestId(`card-edit-${first}`).click();
    await page.getByTestId('chart-sidebar-content').getByTestId('chart-builder').waitFor({
      timeout: 30_000,
    });
    await settleTransitions();
    await shot('sidebar-390');
    expect(pageErrors).toEqual([]);
  });

  it("sent 'Chart Added', 'Chart Moved', 'Chart Removed' and 'Dashboard Saved'", async () => {
    // Three added, one moved, two removed (one then reset), three saves from the page.
    const least = { 'Chart Added': 3, 'Chart Moved': 1, 'Chart Removed': 2, 'Dashboard Saved': 3 };
    await expect
      .poll(async () => {
        const now = await eventCounts();
        return TRACKED.every((name) => now[name]! - countsBefore[name]! >= least[name]);
      })
      .toBe(true);
  });
});
