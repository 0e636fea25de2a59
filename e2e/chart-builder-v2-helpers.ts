import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiCall } from './api-call';

// Shared steps of the v2 (semantic) builder e2e files: sign in, create a chart over the demo
// orders, wait for the preview, check the drawing, and save with 'Apply changes'.

interface ListedChart {
  id: string;
  version: number;
}

export interface V2Session {
  page: Page;
  url: string;
  token: string;
}

export const api = <T>(s: V2Session, path: string, body: unknown) =>
  apiCall<T>(s.url, path, body, s.token);

/** A screenshot without a hover tooltip left over from the last click (the mouse moved away). */
export { signInAsAdmin as signIn } from './browser';

export async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(1, (page.viewportSize()?.height ?? 1000) - 1);
  await expect.poll(() => page.locator('[role="tooltip"]:visible').count()).toBe(0);
  // Open popovers and menus have faded in completely.
  await expect
    .poll(() =>
      page.$$eval('.mantine-Popover-dropdown, .mantine-Menu-dropdown', (els) =>
        els.every((e) => e.getClientRects().length === 0 || getComputedStyle(e).opacity === '1'),
      ),
    )
    .toBe(true);
  await page.screenshot({ path: `e2e/artifacts/chart-builder-v2-${name}.png`, fullPage: false });
}

export function viewer(page: Page): Locator {
  return page.getByTestId('chart-preview').getByTestId('chart-viewer');
}

/** Picks an option of a Mantine Select by its label. */
export async function pick(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/**
 * A saved v2 chart over the demo orders (at v1), open in the builder. 'Create chart' at
 * /charts/new/v2 saves nothing until 'Apply changes' (chart-library-edges.e2e.test.ts), so the
 * chart is created as that first save does (POST /chart/v3/create-chart) and then opened.
 */
export async function createOrdersChart(s: V2Session): Promise<string> {
  const { page } = s;
  const { connections } = await api<{ connections: Array<{ id: string; name: string }> }>(
    s,
    '/connection/list',
    undefined,
  );
  const demo = connections.find((c) => c.name === 'Demo warehouse') ?? connections[0]!;
  const { chartId: id } = await api<{ chartId: string }>(s, '/chart/v3/create-chart', {
    starterConnection: demo.id,
    starterTable: 'orders',
    configVersion: 'v2',
  });
  await page.goto(`${s.url}/charts/${id}/v2`);
  await page.getByTestId('chart-builder-v2').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('chart-version').innerText()).toBe('v1');
  return id;
}

/**
 * Waits until the preview shows fresh data for the current config: the preview is busy from the
 * edit on (while its query waits out the debounce and while it runs), then the viewer is ready.
 */
export async function previewReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByTestId('chart-preview').getAttribute('data-busy'), { timeout: 30_000 })
    .toBe('false');
  await expect
    .poll(() => viewer(page).getAttribute('data-state'), { timeout: 30_000 })
    .toBe('ready');
}

/** A fingerprint of the preview's canvases (their pixels, sampled). */
function canvasPrint(page: Page): Promise<string> {
  return page.$$eval('[data-testid="chart-preview"] canvas', (canvases) =>
    canvases
      .map((c) => {
        const canvas = c as HTMLCanvasElement;
        const ctx = canvas.width > 0 ? canvas.getContext('2d') : null;
        if (!ctx) return '';
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        let hash = 0;
        for (let i = 0; i < data.length; i += 7) hash = (hash * 31 + (data[i] ?? 0)) | 0;
        return `${canvas.width}x${canvas.height}:${hash}`;
      })
      .join('|'),
  );
}

/** Waits until the chart's animation is over: the canvases look the same on two looks in a row. */
export async function chartSettled(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const print = await canvasPrint(page);
        const same = print !== '' && print === last;
        last = print;
        return same;
      },
      { timeout: 30_000, interval: 300 },
    )
    .toBe(true);
}

/** 2D canvases of the preview with at least one painted (non-transparent) pixel. */
export function paintedCanvases(page: Page): Promise<number> {
  return page
    .$$eval('[data-testid="chart-preview"] canvas', (canvases) =>
      canvases.filter((c) => {
        const canvas = c as HTMLCanvasElement;
        if (canvas.width === 0) return false;
        const ctx = canvas.getContext('2d');
        if (!ctx) return false;
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
        return false;
      }),
    )
    .then((painted) => painted.length);
}

/** Data rows of the preview's table (the virtualiser's spacer rows are aria-hidden). */
export function tableRows(page: Page): Locator {
  return viewer(page).locator('tbody tr:not([aria-hidden])');
}

/** Adds a measure of a number field with an aggregation from the Measures list. */
export async function addMeasure(page: Page, field: string, aggregation: string): Promise<void> {
  await page.getByTestId(`measure-${field}`).click();
  // The field's own menu: the previous field's menu may still be fading out.
  await aggregationItem(page, field, aggregation).click();
}

/** An aggregation of the 'Add {field}' menu of the Measures list. */
export function aggregationItem(page: Page, field: string, aggregation: string): Locator {
  return page.getByRole('menu', { name: `Add ${field}` }).getByTestId(`aggregation-${aggregation}`);
}

/** Sets the bucketing of a date dimension from its chip. */
export async function bucketBy(page: Page, field: string, bucketing: string): Promise<void> {
  await page.getByTestId(`show-dimension-${field}`).locator('button').first().click();
  await page.getByTestId(`bucketing-${bucketing}`).click();
}

async function latestVersion(s: V2Session, id: string): Promise<number | undefined> {
  const { charts } = await api<{ charts: ListedChart[] }>(s, '/chart/list', undefined);
  return charts.find((c) => c.id === id)?.version;
}

/** 'Apply changes' and waits for 'Changes applied' and the version shown and listed. */
export async function applyChanges(s: V2Session, id: string, version: number): Promise<void> {
  const { page } = s;
  await page.getByTestId('apply-changes').click();
  await expect
    .poll(() => page.getByTestId('apply-changes').innerText(), { timeout: 30_000 })
    .toBe('Changes applied');
  await expect.poll(() => page.getByTestId('chart-version').innerText()).toBe(`v${version}`);
  expect(await latestVersion(s, id)).toBe(version);
  await expect.poll(() => page.getByTestId('saved-flag').count()).toBe(1);
}

/** The saved v2 config of a chart version. */
export async function savedConfig(
  s: V2Session,
  id: string,
  version: number,
): Promise<Record<string, unknown>> {
  const { chart } = await api<{
    chart: { config_version: string; config: { chartConfigV2: Record<string, unknown> } };
  }>(s, '/tenant/get-chart-v2', { chart: { id, version } });
  expect(chart.config_version).toBe('v2');
  return chart.config.chartConfigV2;
}

/** Deletes the charts a test created (best effort: the chart may be gone already). */
export async function deleteCharts(s: V2Session, ids: readonly string[]): Promise<void> {
  for (const chartId of ids) {
    await api(s, '/chart/delete-chart', { chartId }).catch(() => undefined);
  }
}
