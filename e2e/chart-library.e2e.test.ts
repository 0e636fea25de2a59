import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

const url = inject('serverUrl');
const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);

interface DashboardRow {
  id: string;
  name: string;
  version: number;
  config: { charts: Record<string, { version: number }> } & Record<string, unknown>;
}
interface ChartRow {
  id: string;
  name: string;
  version: number;
  published: boolean;
  config: unknown;
  connection: string | null;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let dashboard: DashboardRow;
const stamp = Date.now();
const PICK_NAME = `Library pick ${stamp}`;
const DRAFT_NAME = `Draft to delete ${stamp}`;
const made: string[] = [];
const pageErrors: string[] = [];

const shot = (name: string) =>
  page.screenshot({ path: `e2e/artifacts/chart-library-${name}.png`, fullPage: false });

async function getDashboard(id: string): Promise<DashboardRow> {
  return (
    await api<{ dashboard: DashboardRow }>('/tenant/get-dashboard-v2', { dashboard: { id } }, token)
  ).dashboard;
}
async function getChart(id: string, version: number): Promise<ChartRow> {
  return (await api<{ chart: ChartRow }>('/tenant/get-chart-v2', { chart: { id, version } }, token))
    .chart;
}
async function listCharts() {
  return (
    await api<{ charts: Array<{ id: string; name: string; published: boolean }> }>(
      '/chart/list',
      undefined,
      token,
    )
  ).charts;
}
/** The chart document with its title set to the chart name (as 'Apply changes' saves it). */
function withTitle(config: unknown, name: string): unknown {
  const doc = config as { chartConfig?: Record<string, unknown> };
  return { ...doc, chartConfig: { ...doc.chartConfig, title: name } };
}
/** A copy of `sourceId` saved under `name` (PATCH /chart/v3), published or not. */
async function libraryChart(
  sourceId: string,
  name: string,
  published: boolean,
  thumbnail?: string,
): Promise<string> {
  const { chartId } = await api<{ chartId: string }>(
    '/chart/v2/copy',
    { chart: { id: sourceId, version: 1 } },
    token,
  );
  made.push(chartId);
  const source = await getChart(chartId, 1);
  const res = await fetch(`${url}/chart/v3`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      id: chartId,
      name,
      config: withTitle(source.config, name),
      connection: source.connection,
      ...(thumbnail ? { thumbnail } : {}),
    }),
  });
  expect(res.status).toBe(200);
  if (published) await api('/chart/publish-chart', { chartId }, token);
  return chartId;
}
/** Waits until the dashboard shows `n` chart cards and none is loading; their states. */
async function settledCards(n: number): Promise<string[]> {
  await page.waitForFunction(
    (count) => {
      const cards = [...document.querySelectorAll('[data-testid^="chart-card-"]')];
      return (
        cards.length === count && cards.every((c) => c.getAttribute('data-state') !== 'loading')
      );
    },
    n,
    { timeout: 60_000 },
  );
  return page.$$eval('[data-testid^="chart-card-"]', (cards) =>
    cards.map((c) => c.getAttribute('data-state') ?? ''),
  );
}
const visibleCards = () =>
  page.locator('[data-testid="library-drawer"] [data-testid^="library-card-"]');

beforeAll(async () => {
  token = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN)).token;
  const { dashboards } = await api<{ dashboards: Array<{ id: string; name: string }> }>(
    '/dashboard/list',
    undefined,
    token,
  );
  const demo = dashboards.find((d) => d.name === 'Sales overview') ?? dashboards[0]!;
  dashboard = await getDashboard(demo.id);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await signInContext(context, url);
  page = await context.newPage();
  // The picked chart gets a real thumbnail: a picture of a chart card of the demo dashboard.
  const charts = await listCharts();
  const source =
    charts.find((c) => c.name === 'Revenue by month' && c.id in dashboard.config.charts) ??
    charts.find((c) => c.id in dashboard.config.charts)!;
  await page.goto(`${url}/dashboards/${dashboard.id}`);
  await settledCards(Object.keys(dashboard.config.charts).length);
  await page.waitForTimeout(800);
  const picture = await page
    .getByTestId(`chart-card-${source.id}`)
    .screenshot({ type: 'jpeg', quality: 70 });
  const thumbnail = `data:image/jpeg;base64,${picture.toString('base64')}`;
  await libraryChart(source.id, PICK_NAME, true, thumbnail);
  await libraryChart(source.id, DRAFT_NAME, false);
  page.on('pageerror', (e) => pageErrors.push(e.message));
});

afterAll(async () => {
  // Leave the demo dashboard with its charts (other browser tests count them) and no extra charts.
  if (dashboard && token) {
    const latest = await getDashboard(dashboard.id);
    if (latest.version !== dashboard.version) {
      await api(
        '/dashboard/v3/save',
        { dashboardId: dashboard.id, name: dashboard.name, config: dashboard.config },
        token,
      );
    }
    for (const chartId of made) {
      await api('/chart/unpublish-chart', { chartId }, token).catch(() => undefined);
      await api('/chart/delete-chart', { chartId }, token).catch(() => undefined);
    }
  }
  await context?.close();
  await browser?.close();
});

describe('chart library picker in the browser', () => {
  it('opens the library from the dashboard with its three tabs and search', async () => {
    await page.goto(`${url}/dashboards/${dashboard.id}`);
    const count = Object.keys(dashboard.config.charts).length;
    await settledCards(count);
    await page.getByTestId('dashboard-add-chart').click();
    const drawer = page.getByTestId('library-drawer');
    await drawer.getByTestId('library-list-published').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('library-tab-published').innerText()).toContain('Published');
    expect(await page.getByTestId('library-tab-draft').innerText()).toContain('Draft');
    expect(await page.getByTestId('library-tab-golden').innerText()).toContain('Golden Charts');
    // Charts already on the dashboard say so and cannot be picked.
    const onDashboard = Object.keys(dashboard.config.charts)[0]!;
    const card = page.getByTestId(`library-card-${onDashboard}`);
    expect(await card.getAttribute('data-in-dashboard')).toBe('true');
    expect(await card.innerText()).toContain('In Dashboard');
    expect(await page.getByTestId(`library-pick-${onDashboard}`).isDisabled()).toBe(true);
    // Cards show the chart's thumbnail, or 'No thumbnail found'.
    const pickCard = page.getByTestId(`library-card-${made[0]}`);
    expect(await pickCard.getByTestId('library-thumbnail').count()).toBe(1);
    expect(await drawer.getByText('No thumbnail found').count()).toBeGreaterThan(0);
    await page.waitForTimeout(400); // drawer transition
    await shot('drawer');

    // Search by name, then by type, then by a date.
    const search = page.getByTestId('library-search');
    await search.fill(`pick ${stamp}`);
    await expect.poll(() => visibleCards().count()).toBe(1);
    expect(await visibleCards().first().innerText()).toContain(PICK_NAME);
    await search.fill('stat card');
    await expect.poll(() => visibleCards().count()).toBeGreaterThan(0);
    for (const type of await visibleCards().getByTestId('library-type').allInnerTexts()) {
      expect(type).toBe('Stat Card');
    }
    await search.fill(new Date().toISOString().slice(0, 10));
    await expect.poll(() => visibleCards().count()).toBeGreaterThan(0);
    await search.fill('no chart is called like this');
    await expect
      .poll(() => page.getByTestId('library-empty').innerText())
      .toBe('🔍 No charts found.');
    await shot('search-empty');
    await search.fill('');

    // Golden Charts: a list or the spec's empty text.
    await page.getByTestId('library-tab-golden').click();
    await expect
      .poll(async () =>
        (await page.getByTestId('library-empty').count()) > 0
          ? await page.getByTestId('library-empty').innerText()
          : 'cards',
      )
      .toMatch(/^(🔍 No golden charts found\.|cards)$/);
    await shot('golden');
    await page.getByTestId('library-tab-published').click();
  });

  it('picks a published chart: Copying..., then the dashboard shows its copy', async () => {
    const count = Object.keys(dashboard.config.charts).length;
    const pickId = made[0]!;
    // Slow the copy down a little so 'Copying...' can be seen.
    await page.route('**/chart/v2/copy', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      await route.continue();
    });
    await page.getByTestId('library-search').fill(PICK_NAME);
    const pickButton = page.getByTestId(`library-pick-${pickId}`);
    await pickButton.click();
    await expect.poll(() => pickButton.innerText(), { timeout: 5_000 }).toBe('Copying...');
    await shot('copying');
    await page.getByTestId('library-drawer').locator('.mantine-Drawer-content').waitFor({
      state: 'detached',
      timeout: 20_000,
    });
    const states = await settledCards(count + 1);
    expect(
      states.every((s) => s === 'ready'),
      states.join(','),
    ).toBe(true);
    await page.unroute('**/chart/v2/copy');

    // The dashboard went to its next version with the unpublished copy below the others.
    const after = await getDashboard(dashboard.id);
    expect(after.version).toBe(dashboard.version + 1);
    const added = Object.keys(after.config.charts).filter((id) => !(id in dashboard.config.charts));
    expect(added).toHaveLength(1);
    made.push(added[0]!);
    const copy = await getChart(added[0]!, 1);
    expect(copy).toMatchObject({ name: PICK_NAME, published: false });
    expect(added[0]).not.toBe(pickId);
    const versions = await api<{ versions: number[] }>(
      '/dashboard/get-version-values',
      { dashboard: { id: dashboard.id } },
      token,
    );
    expect(versions.versions.at(-1)).toBe(dashboard.version + 1);
    await page.getByTestId(`chart-card-${added[0]}`).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await shot('added');
  });

  it('deletes a draft after the confirm dialog', async () => {
    const draftId = made[1]!;
    const copyId = made[2]!;
    await page.getByTestId('dashboard-add-chart').click();
    await page.getByTestId('library-tab-draft').click();
    await page.getByTestId('library-list-draft').waitFor({ timeout: 15_000 });
    // The copy just added is a draft on the dashboard: no delete.
    await page.getByTestId('library-search').fill(`${stamp}`);
    await page.getByTestId(`library-card-${copyId}`).waitFor();
    expect(await page.getByTestId(`library-card-${copyId}`).getAttribute('data-in-dashboard')).toBe(
      'true',
    );
    expect(await page.getByTestId(`library-delete-${copyId}`).count()).toBe(0);
    // Published charts have no delete either.
    expect(await page.getByTestId(`library-card-${made[0]}`).count()).toBe(0);
    await page.waitForTimeout(400);
    await shot('drafts');
    await page.getByTestId(`library-delete-${draftId}`).click();
    await page.getByTestId('delete-confirm').waitFor();
    expect(await page.getByRole('dialog', { name: 'Delete this draft?' }).innerText()).toContain(
      DRAFT_NAME,
    );
    await page.waitForTimeout(300);
    await shot('delete-confirm');
    await page.getByTestId('delete-confirm').click();
    await page
      .getByTestId(`library-card-${draftId}`)
      .waitFor({ state: 'detached', timeout: 15_000 });
    expect((await listCharts()).some((c) => c.id === draftId)).toBe(false);
    made.splice(1, 1);
    expect(pageErrors).toEqual([]);
  });
});
