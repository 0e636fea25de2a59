// One timed load of a dashboard page in headless Chromium: from navigation until every chart
// card's chart element says `data-chart-drawn="true"` (packages/ui chart-drawn.tsx: ECharts
// `finished`, table rows, map loaded). Each load is a fresh browser context: a cold browser
// cache, no CPU throttling.
import type { Browser } from 'playwright-core';
import { signInContext } from '../../e2e/browser';
import { startProfile, stopProfile, type CpuProfile } from './browser-profile';
import { cpuBetween, snapshotCpu, snapshotThreads, type CpuByKind } from './process-cpu';

export interface LoadTarget {
  /** Printed name of the page. */
  name: string;
  /** The page's URL (absolute). */
  url: string;
  /** Signs the e2e admin in first (the session cookies of the context). */
  signedIn: boolean;
}

export interface LoadResult {
  /** ms from navigation start until the last card's chart was drawn. */
  drawnMs: number;
  /** Chart cards on the page when all were drawn. */
  cards: number;
  /** ms from navigation start: DOMContentLoaded, the first card drawn, the data's last byte. */
  domContentLoadedMs: number;
  firstCardMs: number;
  dataDoneMs: number;
  /** The card drawn last (its data-testid) and when. */
  lastCard: string;
  /** Requests for chart data: batched calls and single chart-data calls. */
  batchCalls: number;
  singleCalls: number;
  /** ms from navigation start of each phase (PHASES), NaN when the page had no such phase. */
  phases: Record<string, number>;
  /** ms from navigation start when each card (by its data-testid) was drawn. */
  cardAt: Record<string, number>;
  /** CPU ms of the load by process kind (renderer, gpu, browser, utility, server), /proc. */
  cpu: CpuByKind;
  /** The same by thread name (`kind/thread`, e.g. `renderer/CrRendererMain`). */
  threads: CpuByKind;
  /** The page's main-thread CPU profile of the load (with `{ profile: true }`). */
  profile?: CpuProfile;
  /** The browser's trace of the load (with `{ trace: true }`), devtools.timeline categories. */
  trace?: Buffer;
}

/**
 * The load's phases, read from the page's resource timing: `[name, pattern of the URL's path,
 * which end of the request]`. `start` is when the browser asked, `first` its first byte, `end`
 * its last byte.
 */
export const PHASES: ReadonlyArray<readonly [string, RegExp, 'start' | 'first' | 'end']> = [
  ['entry JS', /^\/assets\/index-[^/]*\.js$/, 'end'],
  ['dashboard call', /^\/tenant\/get-dashboard-v2$/, 'end'],
  ['charts call', /^\/tenant\/get-charts-v3$/, 'end'],
  ['batch sent', /^\/query\/chart-data\/batch$/, 'start'],
  ['batch 1st byte', /^\/query\/chart-data\/batch$/, 'first'],
  ['batch last byte', /^\/query\/chart-data\/batch$/, 'end'],
  ['ECharts chunk', /^\/assets\/echarts-core-[^/]*\.js$/, 'end'],
  ['map chunk', /^\/assets\/PointsMap-[^/]*\.js$/, 'end'],
  ['MapLibre chunk', /^\/assets\/maplibre-gl-[^/]*\.js$/, 'end'],
  ['countries', /^\/assets\/countries-110m-[^/]*\.js$/, 'end'],
];

interface DrawnState {
  at?: number;
  cards?: number;
  error?: string;
  /** When each card (by its data-testid) was first drawn. */
  cardAt?: Record<string, number>;
}

declare global {
  interface Window {
    __dashboardDrawn?: DrawnState;
  }
}

/**
 * Runs in the page before its scripts: records `performance.now()` (ms since navigation start)
 * the moment `expected` cards exist and each card's chart element is drawn; a card in the error
 * state ends the wait with its text. A string, not a function: tsx's transpiled functions may
 * call helpers that do not exist in the page.
 */
function watchDrawnScript(expected: number): string {
  return `(() => {
    const expected = ${JSON.stringify(expected)};
    const state = { cardAt: {} };
    window.__dashboardDrawn = state;
    const check = () => {
      if (state.at !== undefined || state.error !== undefined) return;
      const cards = document.querySelectorAll('[data-testid^="chart-card-"]');
      for (const card of cards) {
        if (card.getAttribute('data-state') === 'error') {
          state.error = card.getAttribute('data-testid') + ': ' + (card.textContent || '').slice(0, 200);
          return;
        }
      }
      const now = performance.now();
      let drawn = 0;
      for (const card of cards) {
        const chart = card.querySelector('[data-chart-drawn]');
        if (!chart || chart.getAttribute('data-chart-drawn') !== 'true') continue;
        drawn++;
        const id = card.getAttribute('data-testid');
        if (state.cardAt[id] === undefined) state.cardAt[id] = now;
      }
      if (cards.length < expected || drawn < cards.length) return;
      state.at = now;
      state.cards = cards.length;
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-chart-drawn', 'data-state'],
    });
  })();`;
}

/** Loads `target` once in a new context and times it until every card is drawn. */
export async function timeDashboardLoad(
  browser: Browser,
  serverUrl: string,
  target: LoadTarget,
  expectedCards: number,
  { profile = false, trace = false }: { profile?: boolean; trace?: boolean } = {},
): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  try {
    if (target.signedIn) await signInContext(context, serverUrl);
    await context.addInitScript({ content: watchDrawnScript(expectedCards) });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let batchCalls = 0;
    let singleCalls = 0;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/query/chart-data/batch') batchCalls++;
      else if (path === '/query/chart-data') singleCalls++;
    });
    const cdp = profile ? await context.newCDPSession(page) : null;
    if (cdp) await startProfile(cdp);
    if (trace) {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
      });
    }
    const cpuBefore = snapshotCpu();
    const threadsBefore = snapshotThreads(cpuBefore);
    await page.goto(target.url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => window.__dashboardDrawn?.at !== undefined || window.__dashboardDrawn?.error,
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    const cpuAfter = snapshotCpu();
    const cpu = cpuBetween(cpuBefore, cpuAfter);
    const threads = cpuBetween(threadsBefore, snapshotThreads(cpuAfter));
    const cpuProfile = cdp ? await stopProfile(cdp) : undefined;
    const traceBuffer = trace ? await browser.stopTracing() : undefined;
    const state = await page.evaluate(() => window.__dashboardDrawn ?? {});
    if (state.error) throw new Error(`${target.name}: a card failed: ${state.error}`);
    if (errors.length > 0) throw new Error(`${target.name}: page errors: ${errors.join('; ')}`);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).map((e) => ({
        path: new URL(e.name).pathname,
        start: e.startTime,
        first: e.responseStart,
        end: e.responseEnd,
      }));
      const marks = performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('chartroom-'))
        .map((m) => ({ name: m.name, at: m.startTime }));
      return {
        marks,
        html: nav?.responseEnd ?? NaN,
        domContentLoaded: nav?.domContentLoadedEventEnd ?? NaN,
        resources,
      };
    });
    const phases: Record<string, number> = { HTML: timing.html };
    for (const [name, pattern, end] of PHASES) {
      const times = timing.resources.filter((r) => pattern.test(r.path)).map((r) => r[end]);
      // The first such request (a chunk is fetched once; the first batch is the dashboard's).
      phases[name] = times.length > 0 ? Math.min(...times) : NaN;
    }
    // The app's own marks (e.g. the map's steps, PointsMap.tsx): the first of each name.
    for (const mark of timing.marks) {
      const name = mark.name.replace(/^chartroom-/, '');
      phases[name] = Math.min(phases[name] ?? Infinity, mark.at);
    }
    const dataEnds = timing.resources
      .filter((r) => r.path.startsWith('/query/chart-data'))
      .map((r) => r.end);
    const cardTimes = Object.entries(state.cardAt ?? {}).sort((a, b) => a[1] - b[1]);
    return {
      drawnMs: state.at ?? NaN,
      cards: state.cards ?? 0,
      domContentLoadedMs: timing.domContentLoaded,
      firstCardMs: cardTimes[0]?.[1] ?? NaN,
      dataDoneMs: dataEnds.length > 0 ? Math.max(...dataEnds) : NaN,
      lastCard: cardTimes.at(-1)?.[0] ?? '',
      batchCalls,
      singleCalls,
      phases,
      cardAt: state.cardAt ?? {},
      cpu,
      threads,
      profile: cpuProfile,
      trace: traceBuffer,
    };
  } finally {
    await context.close();
  }
}
