import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, signInAsAdmin } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';
import { createOrdersChart } from './chart-builder-v2-helpers';

// The chart lifecycle in the hub, as an admin, through real clicks and typing (issue 5):
// 'Refine model' in both builders and its golden charts in the library, the strict-tenant warning,
// a `{{variable}}` query given a value, the unsaved flag of a saved chart, and the reload of a
// chart after its first 'Apply changes'.
const url = inject('serverUrl');
const api = <T>(path: string, body: unknown) => apiCall<T>(url, path, body, token);

interface ListedChart {
  id: string;
  name: string;
  version: number;
  config_version: string;
}
interface ConnectionRow {
  id: string;
  name: string;
  tenantStrict: boolean;
}
interface GoldenRow {
  id: string;
  chart_id: string | null;
  prompt: string;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let demo: ConnectionRow;
let channel = '';
const made: string[] = [];
const pageErrors: string[] = [];
const stamp = Date.now();
const CLASSIC_NAME = `E2E lifecycle ${stamp}`;
const CLASSIC_PROMPT = `Revenue per sales channel? ${stamp}`;
const V2_PROMPT = `Orders of the demo warehouse, v2 ${stamp}`;
let classicId = '';
let v2Id = '';
/** The demo chart edited in the unsaved-flag test, and its name to restore. */
let demoChart: ListedChart | undefined;
let demoChartName = '';

const shot = async (name: string) => {
  await page.mouse.move(1, 999);
  await page.screenshot({ path: `e2e/artifacts/chart-lifecycle-${name}.png`, fullPage: false });
};

async function listCharts(): Promise<ListedChart[]> {
  return (await api<{ charts: ListedChart[] }>('/chart/list', undefined)).charts;
}
async function goldenCharts(chartId: string): Promise<GoldenRow[]> {
  const { goldenCharts: rows } = await api<{ goldenCharts: GoldenRow[] }>(
    '/chart/v3/get-golden-charts',
    undefined,
  );
  return rows.filter((g) => g.chart_id === chartId);
}
async function setStrict(tenantStrict: boolean): Promise<void> {
  const res = await fetch(`${url}/connection`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id: demo.id, tenantStrict }),
  });
  if (!res.ok) throw new Error(`PATCH /connection: ${res.status} ${await res.text()}`);
}

/** Picks an option of a Mantine Select by its label. */
async function pick(select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** A new classic chart on the Demo warehouse, at its 'Prepare data' step over orders. */
async function newChartAtPrepareData(name: string): Promise<void> {
  await page.goto(`${url}/charts/new`);
  await page.getByTestId('chart-builder').waitFor({ timeout: 30_000 });
  const picker = page.getByTestId('connection-picker');
  await expect.poll(() => picker.inputValue(), { timeout: 30_000 }).not.toBe('');
  if ((await picker.inputValue()) !== demo.name) await pick(picker, demo.name);
  await page.getByTestId('chart-name').fill(name);
  await pick(page.getByTestId('raw-table-select'), 'main.orders');
  await page.keyboard.press('Escape');
  await page.getByTestId('step-raw-next').click();
  await page.locator('.cm-content').waitFor();
}

async function previewQuery(sql: string): Promise<void> {
  await page.locator('.cm-content').fill(sql);
  await page.getByTestId('preview-data').click();
}

/** Opens 'Refine model', checks the Apply rules, and stores `prompt` as a golden chart. */
async function refineWith(chartId: string, prompt: string, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Refine your AI model' });
  const apply = dialog.getByTestId('refine-apply');
  const before = (await goldenCharts(chartId)).length;
  await page.getByTestId('refine-model').click();
  await dialog.waitFor();
  expect(await apply.isDisabled()).toBe(true);
  await dialog.getByTestId('refine-model-prompt').fill('    ');
  expect(await apply.isDisabled()).toBe(true);
  await page.waitForTimeout(300); // the modal's transition
  await shot(`${name}-refine-blank`);
  // Escape and Cancel close the dialog and store nothing.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('refine-model').click();
  await dialog.waitFor();
  expect(await dialog.getByTestId('refine-model-prompt').inputValue()).toBe('');
  await dialog.getByTestId('refine-model-prompt').fill(prompt);
  expect(await apply.isDisabled()).toBe(false);
  await dialog.getByTestId('refine-cancel').click();
  await dialog.waitFor({ state: 'detached' });
  expect((await goldenCharts(chartId)).length).toBe(before);

  await page.getByTestId('refine-model').click();
  await dialog.waitFor();
  await dialog.getByTestId('refine-model-prompt').pressSequentially(prompt, { delay: 2 });
  await page.waitForTimeout(300);
  await shot(`${name}-refine-typed`);
  await apply.click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  await expect
    .poll(async () => (await goldenCharts(chartId)).map((g) => g.prompt))
    .toContain(prompt);
  expect((await goldenCharts(chartId)).length).toBe(before + 1);
}

beforeAll(async () => {
  token = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  const { connections } = await api<{ connections: ConnectionRow[] }>(
    '/connection/list',
    undefined,
  );
  demo = connections.find((c) => c.name === 'Demo warehouse')!;
  // A real channel of the demo orders, for the variable's value.
  const answer = await api<unknown>('/query/run', {
    connectionId: demo.id,
    sqlQuery: 'SELECT channel, count(*) AS n FROM orders GROUP BY channel ORDER BY n DESC',
  });
  const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as Array<{
    channel: string;
  }>;
  channel = rows[0]!.channel;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
});

afterAll(async () => {
  if (token && demo) await setStrict(demo.tenantStrict).catch(() => undefined);
  if (token && demoChart) {
    // Put the demo chart's name back if the test stopped before doing it.
    const now = (await listCharts()).find((c) => c.id === demoChart!.id);
    if (now && now.name !== demoChartName) {
      const { chart } = await api<{ chart: { config: unknown; connection: string | null } }>(
        '/tenant/get-chart-v2',
        { chart: { id: now.id, version: now.version } },
      );
      await fetch(`${url}/chart/v3`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          id: now.id,
          name: demoChartName,
          connection: chart.connection,
          config: chart.config,
          configVersion: 'v1',
        }),
      }).catch(() => undefined);
    }
  }
  for (const chartId of made) {
    await api('/chart/delete-chart', { chartId }).catch(() => undefined);
  }
  await context?.close();
  await browser?.close();
});

describe('the chart lifecycle in the browser', () => {
  it('signs in', async () => {
    await signInAsAdmin(page, url);
  });

  it("keeps 'Refine model' disabled on a new chart; a reload after the first save shows it", async () => {
    await newChartAtPrepareData(CLASSIC_NAME);
    expect(await page.getByTestId('refine-model').isDisabled()).toBe(true);
    await previewQuery('SELECT channel, amount FROM orders');
    await page.getByTestId('query-preview').waitFor({ timeout: 30_000 });
    await page.getByTestId('step-prep-next').click();
    await pick(page.getByTestId('chart-type'), 'Grouped Bar');
    await pick(page.getByTestId('x-axis-column'), 'channel');
    await page.getByTestId('add-series').click();
    const viewer = page.getByTestId('chart-preview').getByTestId('chart-viewer');
    await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    expect(await page.getByTestId('refine-model').isDisabled()).toBe(true);
    await shot('new-chart');

    await page.getByTestId('apply-changes').click();
    await expect
      .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 30_000 })
      .toBe('Changes applied');
    await page.waitForURL(/\/charts\/(?!new)[^/]+$/);
    classicId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    made.push(classicId);
    const saved = (await listCharts()).find((c) => c.id === classicId);
    expect(saved?.name).toBe(CLASSIC_NAME);
    expect(await page.getByTestId('refine-model').isDisabled()).toBe(false);

    // A reload reads the saved chart, not an empty builder.
    await page.reload();
    await page.getByTestId('build-panel').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('chart-name').inputValue()).toBe(CLASSIC_NAME);
    expect(await page.getByTestId('chart-type').inputValue()).toBe('Grouped Bar');
    expect(await page.getByTestId('x-axis-column').inputValue()).toBe('channel');
    expect(await page.getByTestId('chart-version').innerText()).toBe(`v${saved!.version}`);
    await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    expect(await page.getByTestId('saved-flag').count()).toBe(1);
    await shot('reloaded');
  });

  it("stores a golden chart from 'Refine your AI model' in the classic builder", async () => {
    await refineWith(classicId, CLASSIC_PROMPT, 'classic');
    // Refining stores a golden chart, not a chart version.
    expect(await page.getByTestId('saved-flag').count()).toBe(1);
  });

  it("stores a golden chart from 'Refine model' in the v2 builder", async () => {
    v2Id = await createOrdersChart({ page, url, token });
    made.push(v2Id);
    await refineWith(v2Id, V2_PROMPT, 'v2');
  });

  it("lists both golden charts in the dashboard's chart library (Golden Charts tab)", async () => {
    const { dashboards } = await api<{ dashboards: Array<{ id: string; name: string }> }>(
      '/dashboard/list',
      undefined,
    );
    const dashboard = dashboards.find((d) => d.name === 'Sales overview') ?? dashboards[0]!;
    await page.goto(`${url}/dashboards/${dashboard.id}`);
    await page.getByTestId('dashboard-add-chart').click();
    const drawer = page.getByTestId('library-drawer');
    await drawer.getByTestId('library-list-published').waitFor({ timeout: 15_000 });
    await page.getByTestId('library-tab-golden').click();
    await drawer.getByTestId('library-list-golden').waitFor({ timeout: 15_000 });
    const classic = drawer.getByTestId(`library-card-${classicId}`);
    await expect.poll(() => classic.innerText(), { timeout: 15_000 }).toContain(CLASSIC_PROMPT);
    expect(await classic.innerText()).toContain(CLASSIC_NAME);
    const v2 = drawer.getByTestId(`library-card-${v2Id}`);
    await expect.poll(() => v2.innerText()).toContain(V2_PROMPT);
    await page.getByTestId('library-search').fill(`${stamp}`);
    await expect
      .poll(() => drawer.locator('[data-testid^="library-card-"]').count())
      .toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(400); // drawer transition
    await shot('library-golden');
    await page.keyboard.press('Escape');
  });

  it("warns 'This chart will only work for 0/N of your tenants' on a tenant-strict connection", async () => {
    const { total } = await api<{ total: number }>('/query/strict-tenant-coverage', {
      connectionId: demo.id,
      sqlQuery: 'SELECT tenant_id FROM orders',
    });
    expect(total).toBeGreaterThan(0);
    await setStrict(true);
    // A fresh page load reads the connection list with the strict flag.
    await newChartAtPrepareData(`E2E strict ${stamp}`);
    const coverage = () =>
      page.waitForResponse((r) => r.url().endsWith('/query/strict-tenant-coverage'), {
        timeout: 30_000,
      });
    let answered = coverage();
    await previewQuery('SELECT channel, amount FROM orders');
    await page.getByTestId('query-preview').waitFor({ timeout: 30_000 });
    await answered;
    const warning = page.getByTestId('strict-tenant-warning');
    await expect
      .poll(() => warning.innerText(), { timeout: 15_000 })
      .toContain(`This chart will only work for 0/${total} of your tenants`);
    await warning.scrollIntoViewIfNeeded();
    await shot('strict-warning');

    answered = coverage();
    await previewQuery('SELECT tenant_id, channel, amount FROM orders');
    expect((await (await answered).json()) as { data: { covered: number } }).toMatchObject({
      data: { covered: total },
    });
    await expect
      .poll(() => page.getByTestId('output-column-tenant_id').count(), { timeout: 30_000 })
      .toBe(1);
    await page.waitForTimeout(500);
    expect(await warning.count()).toBe(0);
    await shot('strict-covered');
    await setStrict(demo.tenantStrict);
  });

  it('previews a {{variable}} query with no rows until the variable has a value', async () => {
    await newChartAtPrepareData(`E2E variable ${stamp}`);
    await previewQuery('SELECT channel, amount FROM orders WHERE channel = {{channel}}');
    const chip = page.getByTestId('variable-chip-channel');
    await expect.poll(() => chip.getAttribute('data-missing'), { timeout: 30_000 }).toBeNull();
    expect(await chip.getAttribute('data-no-value')).toBe('true');
    await page.getByTestId('query-preview-empty').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('variable-value-hint').innerText())
      .toContain('{{channel}}');
    await shot('variable-no-value');

    // The 'Input Equals' filter was created: give it a value in 'Configure Filters'.
    await page.getByTestId('step-prep-next').click();
    await page.getByTestId('tab-filters').click();
    const filter = page.getByTestId('chart-filter-channel');
    await filter.waitFor();
    expect(await filter.innerText()).toContain('Input Equals');
    await page.getByTestId('variable-value-channel').fill(channel);
    await shot('variable-filter-value');
    await expect.poll(() => chip.getAttribute('data-no-value')).toBeNull();

    await page.getByTestId('step-prep').click();
    await page.getByTestId('preview-data').click();
    const preview = page.getByTestId('query-preview');
    await preview.waitFor({ timeout: 30_000 });
    expect(Number(await preview.getAttribute('data-rows'))).toBeGreaterThan(0);
    const channels = await preview
      .locator('tbody tr:not([aria-hidden])')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent?.trim() ?? ''));
    expect(channels.length).toBeGreaterThan(0);
    expect(new Set(channels)).toEqual(new Set([channel]));
    expect(await page.getByTestId('variable-value-hint').count()).toBe(0);
    await shot('variable-rows');

    // The chip itself opens the same value field, right where the hint pointed.
    await chip.click();
    const chipValue = page.getByTestId('variable-chip-value-channel');
    await chipValue.waitFor();
    expect(await chipValue.inputValue()).toBe(channel);
    await shot('variable-chip-popover');
    await page.keyboard.press('Escape');
  });

  it("opens a saved demo chart without 'You have unsaved changes!' until it is edited", async () => {
    const charts = await listCharts();
    demoChart =
      charts.find((c) => c.name === 'Revenue by month' && c.config_version === 'v1') ??
      charts.find((c) => c.config_version === 'v1' && !c.name.startsWith('E2E'));
    expect(demoChart).toBeDefined();
    demoChartName = demoChart!.name;
    await page.goto(`${url}/charts`);
    await page.getByTestId(`chart-link-${demoChart!.id}`).click();
    await page.getByTestId('build-panel').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('chart-name').inputValue()).toBe(demoChartName);
    const viewer = page.getByTestId('chart-preview').getByTestId('chart-viewer');
    await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    // Saved, and still saved after the builder settled (schema, chart data, first renders).
    for (let i = 0; i < 5; i += 1) {
      expect(await page.getByTestId('unsaved-flag').count()).toBe(0);
      expect(await page.getByTestId('saved-flag').count()).toBe(1);
      await page.waitForTimeout(300);
    }
    expect(await page.getByTestId('chart-version').innerText()).toBe(`v${demoChart!.version}`);
    await shot('demo-saved');

    await page.getByTestId('chart-name').fill(`${demoChartName} (edited)`);
    await expect
      .poll(() => page.getByTestId('unsaved-flag').innerText())
      .toBe('You have unsaved changes!');
    await shot('demo-unsaved');
    await page.getByTestId('apply-changes').click();
    await expect
      .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 30_000 })
      .toBe('Changes applied');
    await expect.poll(() => page.getByTestId('saved-flag').count()).toBe(1);
    expect(await page.getByTestId('unsaved-flag').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('chart-version').innerText())
      .toBe(`v${demoChart!.version + 1}`);
    const edited = (await listCharts()).find((c) => c.id === demoChart!.id);
    expect(edited).toMatchObject({
      name: `${demoChartName} (edited)`,
      version: demoChart!.version + 1,
    });
    await shot('demo-applied');

    // Back to its name (other tests find the demo charts by name): one more version.
    await expect
      .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 10_000 })
      .toBe('Apply changes');
    await page.getByTestId('chart-name').fill(demoChartName);
    await expect.poll(() => page.getByTestId('unsaved-flag').count()).toBe(1);
    await page.getByTestId('apply-changes').click();
    await expect
      .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 30_000 })
      .toBe('Changes applied');
    await expect
      .poll(async () => (await listCharts()).find((c) => c.id === demoChart!.id))
      .toMatchObject({ name: demoChartName, version: demoChart!.version + 2 });
    expect(pageErrors).toEqual([]);
  });
});
