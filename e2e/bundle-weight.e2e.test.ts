// Initial JavaScript budgets of the built hub (issue 11) and the "drawn" marker contract.
//
// Weight: measured on the hub the global setup built, with bench/render/initial-js.ts (entry +
// modulepreloads + static imports, plus the route's lazy chunks and their static imports), in
// gzipped bytes. Browser: the sign-in page fetches exactly its counted scripts (so the measure is
// what a browser loads) and none of ECharts, TipTap or MapLibre; on the demo dashboard and its
// share page every chart card ends with `data-chart-drawn="true"`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  INITIAL_JS_BUDGETS,
  lazyChartPartFiles,
  measureInitialJs,
  type InitialJs,
} from '../bench/render/initial-js';
import { apiCall } from './api-call';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';

const url = inject('serverUrl');
const hubDist = inject('hubDist');
let browser: Browser;
let demoDashboardId = '';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const describeRoute = (m: InitialJs) =>
  `${m.route}: ${kb(m.gzipBytes)} gzipped in ${m.files.length} files ` +
  `(budget ${kb(m.budgetGzipBytes)})`;

beforeAll(async () => {
  const { token } = await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN);
  const { dashboards } = await apiCall<{ dashboards: Array<{ id: string; name: string }> }>(
    url,
    '/dashboard/list',
    undefined,
    token,
  );
  demoDashboardId = (dashboards.find((d) => d.name === 'Sales overview') ?? dashboards[0]!).id;
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('initial JavaScript budgets (gzipped)', () => {
  const measured = measureInitialJs(hubDist);

  it('sign-in page ≤ 200 kB', () => {
    const m = measured['sign-in'];
    expect(m.budgetGzipBytes).toBe(200_000);
    expect(m.gzipBytes, describeRoute(m)).toBeLessThanOrEqual(INITIAL_JS_BUDGETS['sign-in']);
  });

  it('dashboard route ≤ 350 kB before any chart loads a lazy part', () => {
    const m = measured.dashboard;
    expect(m.budgetGzipBytes).toBe(350_000);
    expect(m.gzipBytes, describeRoute(m)).toBeLessThanOrEqual(INITIAL_JS_BUDGETS.dashboard);
  });

  // The share page's initial JS is the entry, the page and its loading skeleton: the dashboard
  // view (data hooks, schemas, filter bar, grid, cards) is a chunk requested as the page renders,
  // filter controls a chunk per kind, react-grid-layout only for editing, the builders only for a
  // link that may edit.
  it('share page ≤ 200 kB', () => {
    const m = measured.share;
    expect(m.budgetGzipBytes).toBe(200_000);
    expect(m.gzipBytes, describeRoute(m)).toBeLessThanOrEqual(INITIAL_JS_BUDGETS.share);
  });

  it('share page stays without the builders, the dashboard view, the grid library and zod', () => {
    const m = measured.share;
    const names = m.files.map((f) => f.file);
    expect(
      names.some((f) => /ChartBuilder|V2Builder|EmbeddedEditing/.test(f)),
      names.join(),
    ).toBe(false);
    // The dashboard view and the editable grid are lazy chunks of their own, not counted.
    const manifest = JSON.parse(
      readFileSync(join(hubDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; isDynamicEntry?: boolean }>;
    for (const src of [
      'src/features/dashboards/DashboardView.tsx',
      'packages/ui/src/dashboard/EditableGrid.tsx',
    ]) {
      const chunk = Object.entries(manifest).find(([key]) => key.endsWith(src))?.[1];
      expect(chunk?.isDynamicEntry, src).toBe(true);
      expect(names).not.toContain(chunk!.file);
    }
    // No counted file holds zod, react-grid-layout, the date pickers or floating-ui (source maps).
    // (Vite's own helpers, e.g. the preload helper, have no map.)
    const sources = names.flatMap((file) => {
      if (!existsSync(join(hubDist, `${file}.map`))) return [];
      const map = JSON.parse(readFileSync(join(hubDist, `${file}.map`), 'utf8')) as {
        sources: string[];
      };
      return map.sources;
    });
    expect(sources.some((s) => s.includes('node_modules/react-dom/'))).toBe(true);
    expect(
      sources.filter((s) =>
        /node_modules\/(zod|react-grid-layout|react-draggable|@mantine\/dates|react-number-format|@floating-ui)\//.test(
          s,
        ),
      ),
    ).toEqual([]);
  });

  it('no route counts ECharts, TipTap or MapLibre', () => {
    const parts = Object.values(lazyChartPartFiles(hubDist));
    for (const m of Object.values(measured)) {
      const names = m.files.map((f) => f.file);
      expect(
        names.filter((f) => parts.includes(f)),
        m.route,
      ).toEqual([]);
    }
  });
});

/** Script URLs (dist-relative paths) the page requests while `run` goes. */
async function scriptsRequested(page: Page, run: () => Promise<void>): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const path = new URL(request.url()).pathname.replace(/^\//, '');
    scripts.add(path);
  });
  await run();
  return [...scripts].sort();
}

describe('scripts in the browser', () => {
  it('the sign-in page fetches exactly its counted scripts and no chart library', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requested = await scriptsRequested(page, async () => {
      await page.goto(`${url}/sign-in`);
      await page.getByTestId('sign-in-email').waitFor();
      await page.waitForLoadState('networkidle');
    });
    await context.close();
    const counted = measureInitialJs(hubDist)['sign-in'].files.map((f) => f.file);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((f) => !counted.includes(f))).toEqual([]);
    const parts = lazyChartPartFiles(hubDist);
    expect(requested).not.toContain(parts.echarts);
    expect(requested).not.toContain(parts.tiptap);
    expect(requested).not.toContain(parts.maplibre);
    expect(requested.some((f) => /echarts|tiptap|maplibre/i.test(f))).toBe(false);
  });
});

describe('drawn marker (data-chart-drawn)', () => {
  async function expectEveryCardDrawn(page: Page): Promise<number> {
    const cards = page.locator('[data-testid^="chart-card-"]');
    await cards.first().waitFor({ timeout: 30_000 });
    const count = await cards.count();
    await expect
      .poll(() => page.locator('[data-chart-drawn="true"]').count(), { timeout: 60_000 })
      .toBe(count);
    // One marker per card, each inside its card.
    expect(await page.locator('[data-chart-drawn]').count()).toBe(count);
    expect(await page.locator('[data-testid^="chart-card-"] [data-chart-drawn]').count()).toBe(
      count,
    );
    return count;
  }

  it('every chart card of the demo dashboard ends drawn (ECharts finished, table, map)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await signInContext(context, url);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${url}/dashboards/${demoDashboardId}`);
    expect(await expectEveryCardDrawn(page)).toBe(14);
    // ECharts charts drew on canvas once drawn.
    expect(
      await page.locator('[data-chart-drawn="true"] [data-testid="echart"] canvas').count(),
    ).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the share page of the demo dashboard ends drawn too', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await signInContext(context, url);
    const page = await context.newPage();
    await page.goto(`${url}/share/dashboard/${demoDashboardId}?theme=light`);
    expect(await expectEveryCardDrawn(page)).toBe(14);
    await context.close();
  });
});
