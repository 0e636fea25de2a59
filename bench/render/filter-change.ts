// The filter-change figure of `npm run bench:render` (issue 13): on the demo dashboard in headless
// Chromium, the time from a filter change to every chart it targets redrawn, with a warm engine
// (the page loaded, the server's code and DuckDB warm) and a cold answer cache (cleared just
// before each change), median of the runs. The change is the Channel filter's new value, set
// through the filter-control protocol (docs/embedding/filter-control.md) by a host page around
// the share page: a precise start (the host posts the message) without the 1000 ms debounce a
// viewer's pick waits for.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Browser, Frame } from 'playwright-core';
import { apiCall } from '../../e2e/api-call';
import { median } from '../query/stats';

export interface FilterChangeOptions {
  url: string;
  /** An admin's bearer token. */
  admin: string;
  /** The demo dashboard (with the seeded `filter-channel` filter). */
  dashboardId: string;
  /** A tenant token for the share page. */
  jwt: string;
  clearAnswerCache: () => Promise<void>;
  runs: number;
}

export interface FilterChangeFigures {
  /** Charts the Channel filter targets (redrawn per change) and the dashboard's charts. */
  targeted: number;
  charts: number;
  medianMs: number;
  samples: Array<{ value: string[]; ms: number; refetched: number; others: number }>;
}

interface DemoFilter {
  id: string;
  chartFilterStructures?: Record<string, unknown>;
}

/** Channel values of the demo warehouse: a different pick per change (no client cache hit). */
const CHANNELS = ['Web', 'Mobile', 'Partner', 'Retail'];
function pick(run: number): string[] {
  const combos: string[][] = [
    ...CHANNELS.map((c) => [c]),
    ...CHANNELS.flatMap((a, i) => CHANNELS.slice(i + 1).map((b) => [a, b])),
  ];
  return combos[run % combos.length]!;
}

/**
 * Runs in the frame: from now, when every one of `ids` has gone through loading (or an undrawn
 * chart) and is back ready and drawn; resolves with the last card's time (ms since the epoch,
 * timeOrigin-based, comparable with the host's clock) and the cards that changed state.
 */
function watchScript(ids: string[], timeoutMs: number): string {
  return `new Promise((resolve) => {
    const ids = ${JSON.stringify(ids)};
    const now = () => performance.timeOrigin + performance.now();
    const left = new Set(ids);
    const seenBusy = new Set();
    const doneAt = {};
    const busy = new Set();
    const check = () => {
      for (const card of document.querySelectorAll('[data-testid^="chart-card-"]')) {
        const id = card.getAttribute('data-testid').slice('chart-card-'.length);
        const state = card.getAttribute('data-state');
        const drawn = card.querySelector('[data-chart-drawn]')?.getAttribute('data-chart-drawn');
        if (state === 'loading' || drawn === 'false') { seenBusy.add(id); busy.add(id); }
        if (left.has(id) && seenBusy.has(id) && state === 'ready' && drawn === 'true') {
          left.delete(id);
          doneAt[id] = now();
        }
      }
      if (left.size === 0) finish();
    };
    const observer = new MutationObserver(check);
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve({ at: Math.max(...Object.values(doneAt)), busy: [...busy], left: [...left] });
    };
    const timer = setTimeout(finish, ${timeoutMs});
    observer.observe(document.body, { subtree: true, attributes: true, childList: true,
      attributeFilter: ['data-state', 'data-chart-drawn'] });
    window.__filterWatch = 'armed';
  })`;
}

/** A host page that embeds the share page and posts set messages on request. */
function hostPage(src: string, chartroomOrigin: string): string {
  return `<!doctype html><html><head><title>bench host</title></head><body style="margin:0">
<iframe id="dash" src="${src.replace(/&/g, '&amp;')}" style="border:0;width:1280px;height:2400px"></iframe>
<script>
  window.ready = false;
  window.addEventListener('message', (event) => {
    if (event.data && event.data.type === 'chartroom:filter-control-ready') window.ready = true;
  });
  window.change = (values) => {
    const at = performance.timeOrigin + performance.now();
    document.getElementById('dash').contentWindow.postMessage(
      { type: 'chartroom:set-filter-values', version: 1, values }, ${JSON.stringify(chartroomOrigin)});
    return at;
  };
</script></body></html>`;
}

async function allDrawn(frame: Frame): Promise<void> {
  await frame.waitForFunction(
    () => {
      const cards = [...document.querySelectorAll('[data-testid^="chart-card-"]')];
      return (
        cards.length > 0 &&
        cards.every(
          (c) =>
            ['ready', 'empty'].includes(c.getAttribute('data-state') ?? '') &&
            c.querySelector('[data-chart-drawn="false"]') === null,
        )
      );
    },
    undefined,
    { timeout: 120_000 },
  );
}

/**
 * Measures the filter change on a copy of the demo dashboard whose Channel filter has a control
 * key (the copy is deleted afterwards; the demo itself is left as it is).
 */
export async function runFilterChangeBench(
  browser: Browser,
  options: FilterChangeOptions,
): Promise<FilterChangeFigures> {
  const { url, admin } = options;
  const { dashboard } = await apiCall<{
    dashboard: { config: { charts: Record<string, unknown>; filters: DemoFilter[] } };
  }>(url, '/tenant/get-dashboard-v2', { dashboard: { id: options.dashboardId } }, admin);
  const channel = dashboard.config.filters.find((f) => f.id === 'filter-channel');
  if (!channel) throw new Error('the demo dashboard has no Channel filter');
  const charts = Object.keys(dashboard.config.charts);
  const targeted = charts.filter((id) => id in (channel.chartFilterStructures ?? {}));
  const copyId = randomUUID();
  await apiCall(
    url,
    '/dashboard/v3/save',
    {
      dashboardId: copyId,
      name: 'Sales overview (filter bench)',
      dashboardVersion: 0,
      config: {
        ...dashboard.config,
        filters: dashboard.config.filters.map((f) =>
          f.id === 'filter-channel' ? { ...f, controlKey: 'channel', isControlled: true } : f,
        ),
      },
    },
    admin,
  );

  const src = new URL(`/share/dashboard/${copyId}`, url);
  src.searchParams.set('jwt', options.jwt);
  src.searchParams.set('theme', 'light');
  const html = hostPage(src.toString(), new URL(url).origin);
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const hostUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;

  const context = await browser.newContext({ viewport: { width: 1300, height: 2500 } });
  const samples: FilterChangeFigures['samples'] = [];
  try {
    const page = await context.newPage();
    await page.goto(hostUrl);
    await page.waitForFunction(() => (window as unknown as { ready: boolean }).ready, undefined, {
      timeout: 120_000,
    });
    const frame = page.frames().find((f) => f.url().includes('/share/dashboard/'));
    if (!frame) throw new Error('no share page frame');
    await allDrawn(frame);

    // One change first (code paths warm; not counted), then the timed ones.
    for (let run = -1; run < options.runs; run++) {
      const value = pick(run + 1);
      await options.clearAnswerCache();
      const watched = frame.evaluate(watchScript(targeted, 60_000)) as Promise<{
        at: number;
        busy: string[];
        left: string[];
      }>;
      await frame.waitForFunction(
        () => (window as unknown as { __filterWatch?: string }).__filterWatch === 'armed',
      );
      const start = await page.evaluate(
        (values) =>
          (window as unknown as { change: (v: unknown) => number }).change({ channel: values }),
        value,
      );
      const result = await watched;
      if (result.left.length > 0) throw new Error(`charts not redrawn: ${result.left.join(', ')}`);
      await frame.evaluate(() => {
        (window as unknown as { __filterWatch?: string }).__filterWatch = undefined;
      });
      await allDrawn(frame);
      if (run >= 0) {
        samples.push({
          value,
          ms: result.at - start,
          refetched: result.busy.filter((id) => targeted.includes(id)).length,
          others: result.busy.filter((id) => !targeted.includes(id)).length,
        });
      }
    }
  } finally {
    await context.close();
    server.close();
    await fetch(`${url}/dashboard?id=${copyId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    }).catch(() => undefined);
  }

  const figures: FilterChangeFigures = {
    targeted: targeted.length,
    charts: charts.length,
    medianMs: median(samples.map((s) => s.ms)),
    samples,
  };
  console.log(
    `\nFilter change → every affected chart redrawn (share page, Channel filter set by the host ` +
      `through controlledFilterValues; ${figures.targeted} of ${figures.charts} charts targeted; ` +
      `warm engine, answer cache cleared before each change), median of ${options.runs}:\n`,
  );
  console.log(
    `${'filter change → affected charts redrawn'.padEnd(44)}${`${figures.medianMs.toFixed(0)}ms`.padStart(8)}` +
      `   runs: ${samples.map((s) => s.ms.toFixed(0)).join(', ')} ms; other charts reloaded: ${Math.max(0, ...samples.map((s) => s.others))}`,
  );
  return figures;
}
