import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api-call';
import { launchBrowser, signInContext } from './browser';
import {
  createExportDashboard,
  EXPORT_CHARTS,
  waitForDrawnCards,
} from './dashboard-export-helpers';
import { E2E_ADMIN } from './server-process';

const url = inject('serverUrl');
let browser: Browser;
let context: BrowserContext;
let admin: string;
let dashboardId: string;
const name = `PDF board ${Date.now().toString(36)}`;
const fileName = `${name.replace(/ /g, '_')}.pdf`;
const dir = mkdtempSync('/tmp/h5-pdf-');

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await signInContext(context, url);
  admin = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  dashboardId = (await createExportDashboard(url, admin, name)).id;
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
  if (dashboardId) {
    await fetch(`${url}/dashboard?id=${dashboardId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    }).catch(() => undefined);
  }
});

/** A PPM (P6) image's pixels: the share of non-white ones and how many distinct colours. */
function ppmStats(file: string): { width: number; height: number; inked: number; colours: number } {
  const data = readFileSync(file);
  // Header: "P6\n<w> <h>\n<max>\n" (pdftoppm writes no comments).
  const header = data.subarray(0, 64).toString('latin1');
  const match = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(header);
  if (!match) throw new Error('not a P6 PPM');
  const [, w, h] = match;
  const width = Number(w);
  const height = Number(h);
  const start = match[0].length;
  let inked = 0;
  const colours = new Set<number>();
  for (let i = start; i + 2 < data.length; i += 3) {
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    if (r < 240 || g < 240 || b < 240) inked += 1;
    colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
  }
  return { width, height, inked: inked / (width * height), colours: colours.size };
}

/** Clicks Download PDF, saves the file and checks it: name, A4 landscape, page 1 drawn. */
async function downloadAndCheck(page: Page, label: string): Promise<void> {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/dashboard-pdf-[^/]*\.js$/.test(r.url())) chunks.push(r.url());
  });
  expect(chunks, 'the PDF code is not loaded before the click').toEqual([]);
  const button = page.getByTestId('dashboard-pdf');
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    button.click(),
  ]);
  expect(chunks.length, 'the PDF code is fetched on the click').toBe(1);
  expect(download.suggestedFilename()).toBe(fileName);
  const pdf = join(dir, `${label}.pdf`);
  await download.saveAs(pdf);
  await expect.poll(() => button.getAttribute('data-state')).toBe('idle');

  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
  expect(info).toMatch(new RegExp(`Title:\\s+${name}`));
  const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  expect(pages).toBeGreaterThanOrEqual(1);

  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    `e2e/artifacts/dashboard-pdf-${label}-page1`,
  ]);
  execFileSync('pdftoppm', [
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    join(dir, `${label}-page1`),
  ]);
  const stats = ppmStats(join(dir, `${label}-page1.ppm`));
  expect(stats.width).toBeGreaterThan(stats.height); // landscape
  expect(stats.inked).toBeGreaterThan(0.03);
  expect(stats.colours).toBeGreaterThan(20);
  // Every page but page 1 has a card or more on it too.
  for (let p = 2; p <= pages; p += 1) {
    execFileSync('pdftoppm', [
      '-r',
      '30',
      '-f',
      String(p),
      '-l',
      String(p),
      '-singlefile',
      pdf,
      join(dir, `${label}-page${p}`),
    ]);
    expect(ppmStats(join(dir, `${label}-page${p}.ppm`)).inked).toBeGreaterThan(0.02);
    if (p === 2) {
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '60',
        '-f',
        '2',
        '-l',
        '2',
        '-singlefile',
        pdf,
        `e2e/artifacts/dashboard-pdf-${label}-page2`,
      ]);
    }
  }
}

describe('Download PDF', () => {
  it('in the hub: an A4 landscape PDF named after the dashboard, its charts drawn in it', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${url}/dashboards/${dashboardId}`);
    await waitForDrawnCards(page, EXPORT_CHARTS.length);
    await page.screenshot({ path: 'e2e/artifacts/dashboard-pdf-hub-1280.png' });
    await downloadAndCheck(page, 'hub');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('dashboard-pdf').waitFor();
    await page.screenshot({ path: 'e2e/artifacts/dashboard-pdf-hub-390.png' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws a MapLibre (WebGL) map card into the PDF, not an empty frame', async () => {
    const { charts } = await apiCall<{ charts: Array<{ id: string; name: string }> }>(
      url,
      '/chart/list',
      undefined,
      admin,
    );
    const map = charts.find((c) => c.name === 'Customers around the world')!;
    const mapBoard = randomUUID();
    await apiCall(
      url,
      '/dashboard/v3/save',
      {
        dashboardId: mapBoard,
        name: `Map ${name}`,
        dashboardVersion: 0,
        config: {
          title: `Map ${name}`,
          filters: [],
          charts: { [map.id]: { version: 1, layout: { i: map.id, x: 0, y: 0, w: 8, h: 10 } } },
        },
      },
      admin,
    );
    const page = await context.newPage();
    try {
      await page.goto(`${url}/dashboards/${mapBoard}`);
      await waitForDrawnCards(page, 1);
      expect(await page.locator('canvas.maplibregl-canvas').count()).toBe(1);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByTestId('dashboard-pdf').click(),
      ]);
      const pdf = join(dir, 'map.pdf');
      await download.saveAs(pdf);
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '60',
        '-singlefile',
        pdf,
        'e2e/artifacts/dashboard-pdf-map-page1',
      ]);
      execFileSync('pdftoppm', ['-r', '60', '-singlefile', pdf, join(dir, 'map-page1')]);
      // The map's sea and land fill its card: a blank WebGL capture left it white (about 2 %).
      expect(ppmStats(join(dir, 'map-page1.ppm')).inked).toBeGreaterThan(0.2);
    } finally {
      await page.close();
      await fetch(`${url}/dashboard?id=${mapBoard}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin}` },
      }).catch(() => undefined);
    }
  });

  it("on the share page, for a tenant whose organisation's plan includes it", async () => {
    const { token } = await apiCall<{ token: string }>(
      url,
      '/tenant/create-token',
      { tenant: { id: 'acme', payload: { tenant_id: 'acme' } }, dashboardIds: [dashboardId] },
      admin,
    );
    const tenantContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await tenantContext.newPage();
    await page.goto(`${url}/share/dashboard/${dashboardId}?jwt=${token}`);
    await waitForDrawnCards(page, EXPORT_CHARTS.length);
    await page.getByTestId('dashboard-pdf').waitFor();
    await page.screenshot({ path: 'e2e/artifacts/dashboard-pdf-share-1280.png' });
    await downloadAndCheck(page, 'share');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'e2e/artifacts/dashboard-pdf-share-390.png' });
    await tenantContext.close();
  });
});
