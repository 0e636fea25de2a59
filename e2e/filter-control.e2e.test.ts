import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Browser, BrowserContext, Frame, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api-call';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';

// Filter control keys (issue 13, decision 030, docs/embedding/filter-control.md): a copy of the
// demo dashboard whose Channel filter has the control key `channel`, driven from a host page
// through @chartroom/react and through a bare iframe (link parameter and postMessage). The
// controlled filter is hidden when embedded, marked in the hub, and a change re-queries only the
// charts it targets.

const url = inject('serverUrl');
/** Helper 5's port range (4150-4159): the host app's pages. */
const HOST_PORT = 4152;
const HOST = `http://127.0.0.1:${HOST_PORT}`;
const ROOT = resolve('.');
const TOOLTIP = 'This filter is controlled externally and will not appear when embedded';

let browser: Browser;
let context: BrowserContext;
let admin: string;
let tenantToken: string;
let hostServer: Server;
const hostPages = new Map<string, { type: string; body: string }>();
const dashboardId = randomUUID();
/** Charts the Channel filter targets, and the dashboard's other charts. */
let targeted: string[] = [];
let untouched: string[] = [];
let demoConfig: { charts: Record<string, unknown>; filters: DemoFilter[] };

const api = <T>(path: string, body: unknown, token = admin) => apiCall<T>(url, path, body, token);

interface DemoFilter {
  id: string;
  controlKey?: string | null;
  chartFilterStructures?: Record<string, unknown>;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, url);
  admin = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN, undefined)).token;
  // The demo dashboard: the one with the seeded Channel filter. Its copy gets the control key
  // (the demo itself stays as other browser tests expect it).
  const { dashboards } = await api<{ dashboards: Array<{ id: string }> }>(
    '/dashboard/list',
    undefined,
  );
  type DemoRow = { config: { charts: Record<string, unknown>; filters: DemoFilter[] } };
  const demos: DemoRow[] = [];
  for (const d of dashboards) {
    const { dashboard } = await api<{ dashboard: DemoRow }>('/tenant/get-dashboard-v2', {
      dashboard: { id: d.id },
    });
    if (dashboard.config.filters?.some((f) => f.id === 'filter-channel')) {
      demos.push(dashboard);
      break;
    }
  }
  const demo = demos[0];
  if (!demo) throw new Error('the demo dashboard is missing');
  // A key other files' copies may carry is not copied: the first test sets it.
  demoConfig = {
    ...demo.config,
    filters: demo.config.filters.map((f) => ({ ...f, controlKey: null, isControlled: false })),
  };
  const channel = demo.config.filters.find((f) => f.id === 'filter-channel')!;
  const charts = Object.keys(demo.config.charts);
  targeted = charts.filter((id) => id in (channel.chartFilterStructures ?? {}));
  untouched = charts.filter((id) => !targeted.includes(id));
  expect(targeted.length).toBeGreaterThan(0);
  expect(untouched.length).toBeGreaterThan(0);
  // A visible Select filter (order status, scanned) whose options the controlled Channel narrows.
  const { connection } = Object.values(channel.chartFilterStructures ?? {})[0] as {
    connection: string;
  };
  demoConfig.filters.push({
    id: 'filter-status',
    displayName: 'Status',
    filterType: 'Select',
    filterSubType: 'Select Single',
    filterSourceType: 'Raw',
    filterTable: 'orders',
    filterColumn: 'status',
    filterRestrictionMethod: 'Scan',
    chartFilterIds: [targeted[0]!],
    chartFilterStructures: {
      [targeted[0]!]: { connection, sourceType: 'Raw', table: 'orders', column: 'status' },
    },
    layout: { i: 'filter-status', x: 6, y: 0, w: 3, h: 2 },
    saved: true,
  } as DemoFilter);
  await api('/dashboard/v3/save', {
    dashboardId,
    name: `Filter control ${Date.now().toString(36)}`,
    dashboardVersion: 0,
    config: { ...demoConfig, title: 'Filter control' },
  });
  tenantToken = (
    await api<{ token: string }>('/tenant/create-token', {
      tenantId: 'acme',
      expiresInSeconds: 900,
    })
  ).token;

  hostServer = createServer((req, res) => {
    const page = hostPages.get((req.url ?? '').split('?')[0]!);
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': page.type }).end(page.body);
  });
  await new Promise<void>((done) => hostServer.listen(HOST_PORT, '127.0.0.1', done));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await new Promise((done) => hostServer?.close(done));
  await fetch(`${url}/dashboard?id=${dashboardId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${admin}` },
  }).catch(() => undefined);
});

interface SavedDashboard {
  version: number;
  name: string;
  config: { filters: DemoFilter[] };
}

async function saved(): Promise<SavedDashboard> {
  return (
    await api<{ dashboard: SavedDashboard }>('/tenant/get-dashboard-v2', {
      dashboard: { id: dashboardId },
    })
  ).dashboard;
}

/**
 * The Channel filter's key, as the first test sets it in the editor (set here through the API
 * when that test did not, so that each test stands on its own).
 */
async function ensureControlKey(): Promise<void> {
  const row = await saved();
  if (row.config.filters.some((f) => f.controlKey === 'channel')) return;
  await api('/dashboard/v3/save', {
    dashboardId,
    name: row.name,
    dashboardVersion: row.version,
    config: {
      ...demoConfig,
      title: 'Filter control',
      filters: demoConfig.filters.map((f) =>
        f.id === 'filter-channel' ? { ...f, controlKey: 'channel', isControlled: true } : f,
      ),
    },
  });
}

/** Chart ids of the chart-data calls (single and batched) a page makes, with their values. */
function watchChartData(page: Page) {
  const calls: Array<{ chartId: string; filterValues: unknown }> = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/query/chart-data')) return;
    const body = request.postDataJSON() as {
      chart?: { id: string };
      charts?: Array<{ id: string; filterValues?: unknown }>;
      filterValues?: unknown;
    };
    if (body.chart) calls.push({ chartId: body.chart.id, filterValues: body.filterValues });
    for (const c of body.charts ?? [])
      calls.push({ chartId: c.id, filterValues: c.filterValues ?? body.filterValues });
  });
  return calls;
}

/** Every card of the frame has its data and is drawn. */
async function settled(frame: Frame | Page): Promise<void> {
  await frame.waitForFunction(
    () => {
      const cards = [...document.querySelectorAll('[data-testid^="chart-card-"]')];
      return (
        cards.length > 0 &&
        cards.every((c) => ['ready', 'empty'].includes(c.getAttribute('data-state') ?? ''))
      );
    },
    undefined,
    { timeout: 60_000 },
  );
}

async function frameOf(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe').elementHandle({ timeout: 30_000 });
  const frame = await handle!.contentFrame();
  await frame!.getByTestId('dashboard-body').waitFor({ timeout: 60_000 });
  await settled(frame!);
  return frame!;
}

/** The channel value a call sent, if any. */
function channelOf(call: { filterValues: unknown }): unknown {
  const values = (call.filterValues ?? []) as Array<{ filterId: string; value: unknown }>;
  return values.find((v) => v.filterId === 'filter-channel')?.value ?? null;
}

/** After a change: exactly the targeted charts were asked again, each with `value`. */
async function onlyTargetedRefetched(
  frame: Frame,
  calls: Array<{ chartId: string; filterValues: unknown }>,
  value: unknown,
) {
  await expect
    .poll(() => [...new Set(calls.map((c) => c.chartId))].sort())
    .toEqual([...targeted].sort());
  await settled(frame);
  expect(calls.filter((c) => untouched.includes(c.chartId))).toEqual([]);
  for (const call of calls) expect(channelOf(call)).toEqual(value);
}

async function noSidewaysOverflow(page: Page | Frame): Promise<void> {
  // The grids measure their width with a ResizeObserver: they follow a viewport change a frame
  // or more later, so the page is given that time to settle.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

describe('filter control keys', () => {
  it('an admin sets a control key in the editor; the hub marks the filter, the share page hides it', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${url}/build/dashboard/${dashboardId}/edit`);
    await page
      .getByTestId('filter-tile-control-filter-channel')
      .click({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: 'e2e/artifacts/filter-control-edit-missing.png' });
        throw error;
      });
    const modal = page.getByRole('dialog');
    await modal.getByText('Configure filter control').waitFor();
    await modal
      .getByText('Provide a unique key for this filter to control it in your app')
      .waitFor();
    const key = page.getByTestId('filter-control-key');
    expect(await key.getAttribute('placeholder')).toBe('Channel');
    expect(await page.getByTestId('filter-control-save').isDisabled()).toBe(true);
    expect(await page.getByTestId('filter-control-delete').count()).toBe(0);
    await key.fill('channel');
    expect(await page.getByTestId('filter-control-snippet-code').innerText()).toContain(
      'controlledFilterValues={{ channel: ["value 1","value 2"] }}',
    );
    await modal.getByText('Please save the dashboard to use this feature.').waitFor();
    await page.screenshot({ path: 'e2e/artifacts/filter-control-modal-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'e2e/artifacts/filter-control-modal-390.png' });
    await noSidewaysOverflow(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('filter-control-save').click();
    await modal.waitFor({ state: 'detached' });
    await page.getByTestId('dashboard-save').click();
    await expect
      .poll(async () => (await saved()).config.filters.find((f) => f.id === 'filter-channel'))
      .toMatchObject({ controlKey: 'channel' });

    await page.goto(`${url}/dashboards/${dashboardId}`);
    const mark = page.getByTestId('filter-controlled-filter-channel');
    await mark.waitFor({ timeout: 60_000 });
    await mark.hover();
    await expect.poll(() => page.getByRole('tooltip').innerText()).toBe(TOOLTIP);
    await page.screenshot({ path: 'e2e/artifacts/filter-control-hub-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await mark.scrollIntoViewIfNeeded();
    await mark.hover();
    await page.screenshot({ path: 'e2e/artifacts/filter-control-hub-390.png' });
    await noSidewaysOverflow(page);

    // Embedded (the share page), with no value from a host: hidden, the Date filter still shown.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${url}/share/dashboard/${dashboardId}?jwt=${tenantToken}`);
    await page.getByTestId('filter-filter-date').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('filter-filter-channel').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a React host drives it through <ChartroomDashboard controlledFilterValues>', async () => {
    await ensureControlKey();
    const out = await build({
      stdin: {
        contents: `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ChartroomDashboard } from '@chartroom/react';
window.answers = [];
function Host() {
  const [values, setValues] = useState({ channel: ['Web'] });
  window.setValues = setValues;
  return (
    <ChartroomDashboard
      host={window.CHARTROOM}
      dashboardId={window.DASHBOARD}
      token={window.TOKEN}
      width="100%"
      height={900}
      controlledFilterValues={values}
      onFilterValuesApplied={(answer) => window.answers.push(answer)}
    />
  );
}
createRoot(document.getElementById('root')).render(<Host />);`,
        resolveDir: ROOT,
        loader: 'jsx',
      },
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      alias: { '@chartroom/react': resolve(ROOT, 'packages/react/src/index.ts') },
      logLevel: 'silent',
    });
    hostPages.set('/react.js', { type: 'text/javascript', body: out.outputFiles[0]!.text });
    hostPages.set('/react.html', {
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head><title>Host app</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:8px;font-family:sans-serif"><h1 style="font-size:18px">Host app (React)</h1>
<div id="root"></div>
<script>window.CHARTROOM=${JSON.stringify(url)};window.DASHBOARD=${JSON.stringify(dashboardId)};window.TOKEN=${JSON.stringify(tenantToken)};</script>
<script type="module" src="/react.js"></script></body></html>`,
    });

    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const calls = watchChartData(page);
    await page.goto(`${HOST}/react.html`);
    const frame = await frameOf(page);
    expect(new URL(frame.url()).searchParams.get('controlledFilterValues')).toBe(
      JSON.stringify({ channel: ['Web'] }),
    );
    // First paint: the targeted charts asked with the host's value; the filter is not shown.
    for (const id of targeted)
      expect(calls.filter((c) => c.chartId === id).map(channelOf)).toContainEqual(['Web']);
    for (const id of untouched)
      expect(calls.filter((c) => c.chartId === id).map(channelOf)).not.toContainEqual(['Web']);
    expect(await frame.getByTestId('filter-filter-channel').count()).toBe(0);
    await page.screenshot({ path: 'e2e/artifacts/filter-control-react-1280.png' });

    // A new value from the host: posted (no reload), answered, only the targeted charts again.
    const frameUrl = frame.url();
    calls.length = 0;
    await page.evaluate(() =>
      (window as unknown as { setValues: (v: unknown) => void }).setValues({
        channel: ['Mobile', 'Partner'],
      }),
    );
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { answers: unknown[] }).answers))
      .toEqual([
        expect.objectContaining({
          type: 'chartroom:filter-values-applied',
          applied: ['channel'],
          ignored: [],
        }),
      ]);
    await onlyTargetedRefetched(frame, calls, ['Mobile', 'Partner']);
    expect(frame.url()).toBe(frameUrl);

    await page.setViewportSize({ width: 390, height: 844 });
    await settled(frame);
    await page.screenshot({ path: 'e2e/artifacts/filter-control-react-390.png' });
    await noSidewaysOverflow(frame);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a bare iframe drives it through the link parameter and postMessage', async () => {
    await ensureControlKey();
    const src = new URL(`/share/dashboard/${dashboardId}`, url);
    src.searchParams.set('jwt', tenantToken);
    src.searchParams.set('controlledFilterValues', JSON.stringify({ channel: ['Retail'] }));
    hostPages.set('/iframe.html', {
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head><title>Host app</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:8px;font-family:sans-serif"><h1 style="font-size:18px">Host app (iframe)</h1>
<iframe id="dash" src="${src.toString().replace(/&/g, '&amp;')}" style="border:0;width:100%;height:900px"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    if (event.source === document.getElementById('dash').contentWindow) window.received.push(event.data);
  });
  window.send = (values) => document.getElementById('dash').contentWindow.postMessage(
    { type: 'chartroom:set-filter-values', version: 1, requestId: 'r1', values }, ${JSON.stringify(new URL(url).origin)});
</script></body></html>`,
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const calls = watchChartData(page);
    await page.goto(`${HOST}/iframe.html`);
    const frame = await frameOf(page);
    for (const id of targeted)
      expect(calls.filter((c) => c.chartId === id).map(channelOf)).toContainEqual(['Retail']);
    const received = () =>
      page.evaluate(() => (window as unknown as { received: unknown[] }).received);
    await expect.poll(received).toContainEqual({
      type: 'chartroom:filter-control-ready',
      version: 1,
      controlKeys: ['channel'],
    });

    calls.length = 0;
    // The visible Status filter's options are asked again under the host's Channel value.
    const statusScan = page.waitForResponse((response) => {
      if (!response.url().endsWith('/query/filter-values')) return false;
      const body = response.request().postDataJSON() as {
        filterId: string;
        filterValues?: Array<{ filterId: string; value: unknown }>;
      };
      return (
        body.filterId === 'filter-status' &&
        JSON.stringify(body.filterValues) ===
          JSON.stringify([{ filterId: 'filter-channel', value: ['Web'] }])
      );
    });
    await page.evaluate(() =>
      (window as unknown as { send: (v: unknown) => void }).send({ channel: ['Web'], nope: 'x' }),
    );
    const scan = await statusScan;
    expect(scan.status()).toBe(200);
    expect(((await scan.json()) as { data: { values: string[] } }).data.values).toContain(
      'completed',
    );
    await expect.poll(received).toContainEqual({
      type: 'chartroom:filter-values-applied',
      version: 1,
      requestId: 'r1',
      applied: ['channel'],
      ignored: ['nope'],
    });
    await onlyTargetedRefetched(frame, calls, ['Web']);
    expect(await frame.getByTestId('filter-filter-channel').count()).toBe(0);
    await page.screenshot({ path: 'e2e/artifacts/filter-control-iframe-1280.png' });

    // A message of an unknown version is ignored (no answer, no query).
    calls.length = 0;
    const before = (await received()).length;
    await page.evaluate(
      (origin) =>
        document
          .querySelector('iframe')!
          .contentWindow!.postMessage(
            { type: 'chartroom:set-filter-values', version: 2, values: { channel: ['Mobile'] } },
            origin,
          ),
      new URL(url).origin,
    );
    await page.waitForTimeout(1500);
    expect((await received()).length).toBe(before);
    expect(calls).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await settled(frame);
    await page.screenshot({ path: 'e2e/artifacts/filter-control-iframe-390.png' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
