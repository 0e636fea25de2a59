import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { E2E_ADMIN } from './server-process';

const url = inject('serverUrl');
let browser: Browser;

/** Every classic and v2 chart type the gallery shows, by its card's test id suffix. */
const SLUGS = [
  'table',
  'text',
  'stat-card',
  'kpi-card',
  'donut-chart',
  'pie-chart',
  'bar-list',
  'map',
  'heat-map',
  'scatter-plot',
  'grouped-bar',
  'stacked-bar',
  'combo-chart',
  'line',
  'area-line',
  'advanced-line',
  'bar',
  'area',
  'stacked-area',
  'segment-pager',
  'v2-table',
  'v2-kpicard',
  'v2-pie',
  'v2-donut',
  'v2-bar',
  'v2-line',
  'v2-area',
  'v2-scatter',
];

/** Cards drawn without a 2D canvas (HTML, or the WebGL map). */
const NOT_PLOTTED = ['table', 'text', 'stat-card', 'kpi-card', 'map', 'v2-table', 'v2-kpicard'];

/** Text a card must show: in its DOM, or drawn on its canvases (legends, axis labels). */
const EXPECTED_TEXT: Record<string, string[]> = {
  table: ['order_id', 'customer'],
  text: ['Chartroom gallery'],
  'stat-card': ['$'],
  'kpi-card': ['Orders'],
  'pie-chart': ['Desktop', 'Mobile', 'Tablet'],
  'stacked-bar': ['completed', 'cancelled'],
  'grouped-bar': ['Orders', 'Units', 'Web'],
  'combo-chart': ['Revenue', 'Orders'],
  'advanced-line': ['Web', 'Mobile', 'Partner', 'Retail'],
  'stacked-area': ['Desktop', 'Mobile'],
  'heat-map': ['Mon', 'Sun', '0', '12', '23'],
  'donut-chart': ['Electronics'],
  'segment-pager': ['Segments 1–20 of'],
  'v2-table': ['Category', 'Revenue', 'Units'],
  'v2-kpicard': ['v2 kpiCard — average order'],
  'v2-pie': ['Desktop', 'Mobile', 'Tablet'],
  'v2-donut': ['completed', 'pending'],
  'v2-bar': ['Revenue', 'Units', 'Web'],
  'v2-line': ['Web', 'Retail', 'Partner'],
  'v2-area': ['Desktop', 'Mobile'],
  'v2-scatter': ['Price', 'Units'],
};

type TextCanvas = HTMLCanvasElement & { __drawnText?: string[] };

/**
 * Records the text ECharts draws on each 2D canvas (legends and labels are not in the DOM), on
 * the canvas element itself.
 */
function recordCanvasText() {
  const proto = CanvasRenderingContext2D.prototype;
  const original = proto.fillText;
  proto.fillText = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof original>) {
    const canvas = this.canvas as TextCanvas;
    (canvas.__drawnText ??= []).push(String(args[0]));
    return original.apply(this, args);
  };
}

async function signIn(page: Page) {
  await page.goto(`${url}/sign-in`);
  await page.getByTestId('sign-in-email').fill(E2E_ADMIN.email);
  await page.getByTestId('sign-in-password').fill(E2E_ADMIN.password);
  await page.getByTestId('sign-in-submit').click();
  await page.locator('[data-testid^="dashboard-link-"]').first().waitFor({ timeout: 30_000 });
}

/** Waits until every gallery card has left loading; returns slug → state. */
async function settledStates(page: Page): Promise<Record<string, string>> {
  await page.waitForFunction(
    (n) => {
      const cards = [...document.querySelectorAll('[data-testid^="gallery-card-"]')];
      return cards.length >= n && cards.every((c) => c.getAttribute('data-state') !== 'loading');
    },
    SLUGS.length,
    { timeout: 90_000 },
  );
  const pairs = await page.$$eval('[data-testid^="gallery-card-"]', (cards) =>
    cards.map((c) => [
      (c.getAttribute('data-testid') ?? '').replace('gallery-card-', ''),
      c.getAttribute('data-state') ?? '',
    ]),
  );
  return Object.fromEntries(pairs);
}

/** Per card: number of 2D canvases, how many are blank, and all text (DOM and canvas). */
async function cardReport(page: Page) {
  return page.$$eval('[data-testid^="gallery-card-"]', (cards) =>
    cards.map((card) => {
      const canvases = [...card.querySelectorAll('canvas')] as TextCanvas[];
      let blank = 0;
      let drawn = 0;
      for (const c of canvases) {
        const ctx = c.getContext('2d');
        if (!ctx || c.width === 0) continue; // WebGL (the map) or not laid out
        drawn += 1;
        const data = ctx.getImageData(0, 0, c.width, c.height).data;
        let empty = true;
        for (let i = 3; i < data.length; i += 4) {
          if (data[i] !== 0) {
            empty = false;
            break;
          }
        }
        if (empty) blank += 1;
      }
      return {
        slug: (card.getAttribute('data-testid') ?? '').replace('gallery-card-', ''),
        canvases: drawn,
        blank,
        text: `${(card as HTMLElement).innerText}\n${canvases.flatMap((c) => c.__drawnText ?? []).join('\n')}`,
      };
    }),
  );
}

async function checkGallery(page: Page, scheme: 'light' | 'dark') {
  const states = await settledStates(page);
  expect(Object.keys(states).sort()).toEqual([...SLUGS].sort());
  const notReady = Object.entries(states).filter(([, s]) => s !== 'ready');
  expect(notReady, JSON.stringify(notReady)).toEqual([]);
  const viewerStates = await page.$$eval(
    '[data-testid^="gallery-card-"] [data-testid="chart-viewer"]',
    (els) => els.map((e) => e.getAttribute('data-state')),
  );
  expect(viewerStates.every((s) => s === 'ready')).toBe(true);

  // The map draws a canvas stand-in first and swaps to WebGL when it can; charts animate in.
  await page
    .waitForSelector('[data-map-renderer="webgl"][data-map-points]', { timeout: 8_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1_500);

  const report = await cardReport(page);
  const blank = report.filter((r) => r.blank > 0).map((r) => r.slug);
  expect(blank, `blank canvases in ${scheme}`).toEqual([]);
  const plotted = report.filter((r) => r.canvases > 0).map((r) => r.slug);
  for (const slug of SLUGS.filter((s) => !NOT_PLOTTED.includes(s))) {
    expect(plotted, `${slug} drew a canvas`).toContain(slug);
  }
  for (const [slug, texts] of Object.entries(EXPECTED_TEXT)) {
    const card = report.find((r) => r.slug === slug);
    for (const text of texts)
      expect(card?.text, `${slug} (${scheme}) shows '${text}'`).toContain(text);
  }
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
  if (scheme === 'dark') expect(r + g + b).toBeLessThan(200);
  else expect(r + g + b).toBeGreaterThan(600);
  // Identifier columns are shown without thousands separators ('199810', not '199,810').
  const firstId = await page
    .getByTestId('gallery-card-table')
    .locator('tbody tr')
    .first()
    .locator('td')
    .first()
    .innerText();
  expect(firstId.trim()).toMatch(/^\d+$/);
  // Amounts are right-aligned like Metabase's (header too); identifiers stay on the left.
  const align = await page
    .getByTestId('gallery-card-table')
    .evaluate((card) =>
      ['th', 'tbody tr:first-child td'].map((cells) =>
        [...card.querySelectorAll(cells)]
          .slice(0, 7)
          .map((c) => getComputedStyle(c.querySelector('p') ?? c).textAlign === 'right'),
      ),
    );
  // order_id … quantity: quantity (the seventh column) is the only number that is not an id.
  const rightAligned = [false, false, false, false, false, false, true];
  expect(align).toEqual([rightAligned, rightAligned]);
  await page.screenshot({ path: `e2e/artifacts/gallery-${scheme}.png`, fullPage: true });
  for (const slug of SLUGS) {
    await page
      .getByTestId(`gallery-card-${slug}`)
      .screenshot({ path: `e2e/artifacts/cards/${scheme}-${slug}.png` });
  }
}

/** The segment pager asks the server for the next 20 segments and draws them. */
async function checkSegmentPager(page: Page) {
  const card = page.getByTestId('gallery-card-segment-pager');
  const range = card.getByTestId('segment-pager-range');
  const first = await range.innerText();
  const total = Number(/of (\d+)/.exec(first)?.[1] ?? 0);
  expect(total).toBeGreaterThan(20);
  await card.getByLabel('Next page').click();
  await expect.poll(() => range.innerText()).toBe(`Segments 21–${Math.min(40, total)} of ${total}`);
  await expect.poll(() => card.getAttribute('data-state')).toBe('ready');
  const legend = await card.evaluate((el) =>
    [...el.querySelectorAll('canvas')]
      .flatMap((c) => (c as HTMLCanvasElement & { __drawnText?: string[] }).__drawnText ?? [])
      .join('\n'),
  );
  expect(legend.length).toBeGreaterThan(0);
  await card.getByLabel('Previous page').click();
  await expect.poll(() => range.innerText()).toBe(first);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('chart gallery (/dev/gallery)', () => {
  it('draws every chart type from live demo data in light and dark', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.addInitScript(recordCanvasText);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page);
    await page.goto(`${url}/dev/gallery`);
    await page.getByTestId('gallery-page').waitFor({ timeout: 30_000 });
    await page.getByTestId('gallery-scheme').getByText('Light', { exact: true }).click();
    await checkGallery(page, 'light');
    await checkSegmentPager(page);

    await page.getByTestId('gallery-scheme').getByText('Dark', { exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
      .toBe('dark');
    await checkGallery(page, 'dark');
    // The switch is the hub's colour scheme: it holds across a reload.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
      .toBe('dark');
    expect(errors).toEqual([]);
    await page.close();
  });
});
