import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

// The demo dashboard on phones, tablets and desktops (issue 11, 'Responsive share page and hub'):
// the share page (tenant token) and the hub's dashboard page at 390, 768, 1024 and 1440 px, with
// screenshots in e2e/artifacts/ (share-390.png …, hub-390.png …) and measured facts: no page
// overflow sideways, cards inside the window and stacked full width on a phone, KPI values not
// cut, the table scrolling sideways inside its card with its last row in view, filters inside
// the window.
const url = inject('serverUrl');
const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);

const WIDTHS = [390, 768, 1024, 1440] as const;
const HEIGHT = 844;

let browser: Browser;
let admin: string;
let dashboardId: string;
let chartCount: number;
let tenantJwt: string;
let classicChartId: string;

beforeAll(async () => {
  admin = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN)).token;
  const { dashboards } = await api<{ dashboards: Array<{ id: string; name: string }> }>(
    '/dashboard/list',
    undefined,
    admin,
  );
  dashboardId = (dashboards.find((d) => d.name === 'Sales overview') ?? dashboards[0]!).id;
  const { dashboard } = await api<{ dashboard: { config: { charts: Record<string, unknown> } } }>(
    '/tenant/get-dashboard-v2',
    { dashboard: { id: dashboardId } },
    admin,
  );
  chartCount = Object.keys(dashboard.config.charts).length;
  tenantJwt = (
    await api<{ token: string }>(
      '/tenant/create-token',
      { tenant: { id: 'acme', name: 'Acme Corp', key: 'acme', payload: { tenant_id: 'acme' } } },
      admin,
    )
  ).token;
  const { charts } = await api<{ charts: Array<{ id: string; name: string }> }>(
    '/chart/list',
    undefined,
    admin,
  );
  classicChartId = charts.find((c) => c.name === 'Revenue by month')!.id;
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Waits until every card's chart reports drawn (`data-chart-drawn="true"`). */
async function waitDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const cards = [...document.querySelectorAll('[data-testid^="chart-card-"]')];
      const drawn = document.querySelectorAll('[data-chart-drawn="true"]').length;
      return (
        cards.length >= n &&
        drawn >= n &&
        cards.every((c) => c.getAttribute('data-state') !== 'loading')
      );
    },
    chartCount,
    { timeout: 90_000 },
  );
  // Let entry animations end before the screenshot.
  await page.waitForTimeout(1_200);
}

interface Facts {
  innerWidth: number;
  scrollWidth: number;
  breakpoint: string | null;
  canvasWidth: number;
  cards: Array<{ left: number; right: number; top: number; width: number }>;
  kpis: Array<{ text: string; scrollWidth: number; clientWidth: number }>;
  filters: Array<{ left: number; right: number }>;
  table: {
    overflowX: string;
    scrollWidth: number;
    clientWidth: number;
    scrolledBy: number;
    lastRowBottom: number;
    visibleBottom: number;
    cutHeaders: string[];
    cutCells: number;
    pagerHeight: number;
  } | null;
}

/** The measured facts of the dashboard on `page` (see the file comment). */
function measure(page: Page): Promise<Facts> {
  return page.evaluate(() => {
    const rect = (el: Element) => el.getBoundingClientRect();
    const canvas = document.querySelector('[data-testid="dashboard-canvas"]')!;
    const cards = [...document.querySelectorAll('[data-testid^="chart-card-"]')].map((c) => {
      const r = rect(c);
      return { left: r.left, right: r.right, top: r.top, width: r.width };
    });
    const kpis = [...document.querySelectorAll<HTMLElement>('[data-testid="stat-value"]')].map(
      (el) => ({
        text: el.textContent ?? '',
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }),
    );
    const filters = [...document.querySelectorAll('[data-testid^="filter-filter-"]')].map((f) => {
      const r = rect(f);
      return { left: r.left, right: r.right };
    });
    const scroll = document.querySelector<HTMLElement>('[data-testid="data-table-scroll"]');
    let table: Facts['table'] = null;
    if (scroll) {
      const rows = scroll.querySelectorAll('tbody tr');
      const last = rows[rows.length - 1]!;
      const before = scroll.scrollLeft;
      scroll.scrollLeft = 60;
      const scrolledBy = scroll.scrollLeft - before;
      scroll.scrollLeft = before;
      const cut = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1;
      const headerTexts = [...scroll.querySelectorAll<HTMLElement>('thead th p')];
      const cells = [...scroll.querySelectorAll<HTMLElement>('tbody td')];
      const pager = document.querySelector('[data-testid="table-pagination"]');
      table = {
        overflowX: getComputedStyle(scroll).overflowX,
        scrollWidth: scroll.scrollWidth,
        clientWidth: scroll.clientWidth,
        scrolledBy,
        lastRowBottom: rect(last).bottom,
        visibleBottom: rect(scroll).top + scroll.clientHeight,
        cutHeaders: headerTexts.filter(cut).map((el) => el.textContent ?? ''),
        cutCells: cells.filter(cut).length,
        pagerHeight: pager ? rect(pager).height : 0,
      };
    }
    return {
      innerWidth: window.innerWidth,
      scrollWidth: document.scrollingElement!.scrollWidth,
      breakpoint: canvas.getAttribute('data-breakpoint'),
      canvasWidth: rect(canvas).width,
      cards,
      kpis,
      filters,
      table,
    };
  });
}

/** The facts every width must hold. */
function expectFits(facts: Facts, width: number): void {
  expect(facts.innerWidth).toBe(width);
  // No sideways scrolling of the page.
  expect(facts.scrollWidth).toBeLessThanOrEqual(facts.innerWidth);
  expect(facts.cards).toHaveLength(chartCount);
  for (const card of facts.cards) {
    expect(card.width).toBeLessThanOrEqual(facts.innerWidth);
    expect(card.left).toBeGreaterThanOrEqual(0);
    expect(card.right).toBeLessThanOrEqual(facts.innerWidth);
  }
  // KPI values are shown whole (compact notation when narrow), never cut with an ellipsis.
  expect(facts.kpis.length).toBeGreaterThanOrEqual(4);
  for (const kpi of facts.kpis) {
    expect(kpi.scrollWidth, kpi.text).toBeLessThanOrEqual(kpi.clientWidth);
    expect(kpi.text).not.toContain('…');
  }
  for (const filter of facts.filters) {
    expect(filter.left).toBeGreaterThanOrEqual(0);
    expect(filter.right).toBeLessThanOrEqual(facts.innerWidth);
  }
  // The table scrolls sideways inside its card when its columns are wider than the card, shows
  // its last row whole, and its headers and cells are not cut (columns sized to their content).
  const table = facts.table!;
  expect(table).not.toBeNull();
  expect(['auto', 'scroll']).toContain(table.overflowX);
  if (table.scrollWidth > table.clientWidth) expect(table.scrolledBy).toBeGreaterThan(0);
  expect(table.lastRowBottom).toBeLessThanOrEqual(table.visibleBottom + 1);
  expect(table.cutHeaders).toEqual([]);
  expect(table.cutCells).toBe(0);
  // The pager stays on one line.
  expect(table.pagerHeight).toBeLessThanOrEqual(40);
}

/** Stacked (xs, xxs): every card as wide as the grid, one under the other. */
function expectStacked(facts: Facts): void {
  expect(['xs', 'xxs']).toContain(facts.breakpoint);
  for (const card of facts.cards) expect(card.width).toBeGreaterThanOrEqual(facts.canvasWidth - 1);
  const tops = facts.cards.map((c) => Math.round(c.top));
  expect(new Set(tops).size).toBe(tops.length);
}

/** Side by side (sm and up): the four KPI cards share the first row. */
function expectGrid(facts: Facts): void {
  expect(['sm', 'md', 'lg']).toContain(facts.breakpoint);
  const top = Math.min(...facts.cards.map((c) => c.top));
  const firstRow = facts.cards.filter((c) => Math.abs(c.top - top) < 2);
  expect(firstRow.length).toBeGreaterThanOrEqual(4);
}

describe('share page at phone, tablet and desktop widths', () => {
  for (const width of WIDTHS) {
    it(`fits ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: HEIGHT } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${url}/share/dashboard/${dashboardId}?jwt=${tenantJwt}&theme=light`);
      await waitDrawn(page);
      await page.screenshot({ path: `e2e/artifacts/share-${width}.png`, fullPage: true });
      const facts = await measure(page);
      expectFits(facts, width);
      if (width < 1000) expectStacked(facts);
      else expectGrid(facts);
      if (width === 390) expect(facts.breakpoint).toBe('xxs');
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('hub dashboard page at phone, tablet and desktop widths', () => {
  for (const width of WIDTHS) {
    it(`fits ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: HEIGHT } });
      await signInContext(context, url);
      const page = await context.newPage();
      await page.goto(`${url}/dashboards/${dashboardId}`);
      await waitDrawn(page);
      await page.screenshot({ path: `e2e/artifacts/hub-${width}.png`, fullPage: true });
      const facts = await measure(page);
      expectFits(facts, width);
      // The hub's navigation takes room beside the grid from 768 px on; at 1024 px the grid
      // still keeps its columns (sm), on a phone the cards stack.
      if (width <= 768) expectStacked(facts);
      else expectGrid(facts);
      await context.close();
    });
  }
});

describe('builder footer', () => {
  it("sits at the window's bottom edge when the page is shorter than the window", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 2000 } });
    await signInContext(context, url);
    const page = await context.newPage();
    await page.goto(`${url}/charts/${classicChartId}`);
    const footer = page.getByTestId('builder-footer');
    await footer.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    const box = await page.evaluate(() => {
      const r = document.querySelector('[data-testid="builder-footer"]')!.getBoundingClientRect();
      return { bottom: r.bottom, innerHeight: window.innerHeight };
    });
    expect(Math.abs(box.bottom - box.innerHeight)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: 'e2e/artifacts/builder-footer-tall.png' });
    await context.close();
  });
});
