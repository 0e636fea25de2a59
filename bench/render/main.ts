// `npm run bench:render` (bench/render), in headless Chromium:
// 1. time to draw a Line chart of 100,000 points and a data table of 2,000 rows through
//    @chartroom/ui's ChartRenderer, each beside the same page with an empty chart (no rows) as
//    the baseline (issue 4, DESIGN.md §8). The page (bench/render/page) is built with Vite's API
//    and served from a loopback server; each run is a fresh page, the cases interleaved. Ratios.
// 2. the hub (issue 11, hub-bench.ts): initial JS per route of a production build, and the time
//    from navigation until the demo dashboard is drawn (hub page and share page, cold and warm
//    answer cache), against the budgets with PASS/MISS.
import { createReadStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser';
import { build } from 'vite';
import { benchFilterScans, printFilterScans, type ScanFigure } from '../query/filter-scans';
import { median } from '../query/stats';
import { runHubBench, type HubFigures } from './hub-bench';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
/** Loads per page and answer-cache state (the issue: median of 5). */
const LOAD_RUNS = Math.max(1, Number(process.env.BENCH_LOAD_RUNS ?? 5));
/** Orders in the demo warehouse of the hub part (the product's default demo). */
const DEMO_ROWS = Math.max(1000, Number(process.env.BENCH_DEMO_ROWS ?? 1_000_000));
/** Profiled warm loads per page (BENCH_RENDER_PROFILE=1: 3; a number: that many; none by default). */
const PROFILE_RUNS = ((v) => (v === '1' ? 3 : Math.max(0, Number(v ?? 0) || 0)))(
  process.env.BENCH_RENDER_PROFILE,
);
/** `charts`, `hub`, `scans` (the server time of the demo dashboard's filter-value scans) or all (default). */
const PARTS = new Set((process.env.BENCH_RENDER_PARTS ?? 'charts,hub,scans').split(','));
const PAGE_DIR = fileURLToPath(new URL('./page', import.meta.url));
const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
const PAIRS = [
  { name: 'line', baseline: 'line-empty', what: 'Line chart, 100,000 points' },
  { name: 'table', baseline: 'table-empty', what: 'Data table, 2,000 rows' },
] as const;
const CASES = PAIRS.flatMap((p) => [p.name, p.baseline]);

interface RenderResult {
  drawnMs: number;
  paintMs: number;
  error?: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** Serves the built page (static files) on 127.0.0.1. */
function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir)) file = join(dir, 'index.html');
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

async function runCase(browser: Browser, url: string, name: string): Promise<RenderResult> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${url}/index.html?case=${name}`);
    await page.waitForFunction(() => window.__renderResult !== undefined, undefined, {
      timeout: 120_000,
    });
    const result = await page.evaluate(() => window.__renderResult);
    if (!result || result.error) throw new Error(`${name}: ${result?.error ?? 'no result'}`);
    return result;
  } finally {
    await page.close();
  }
}

declare global {
  interface Window {
    __renderResult?: RenderResult;
  }
}

const fmt = (x: number) => x.toFixed(1).padStart(8);

interface ChartFigures {
  runs: number;
  summary: Array<Record<string, number | string>>;
  samples: Record<string, RenderResult[]>;
}

/** Part 1: the Line chart and the table beside their empty baselines. */
async function runChartCases(browser: Browser): Promise<ChartFigures> {
  const outDir = mkdtempSync(join(tmpdir(), 'chartroom-bench-render-'));
  let server: Server | undefined;
  try {
    console.log('bench/render: building the page with Vite …');
    await build({
      root: PAGE_DIR,
      base: './',
      logLevel: 'warn',
      configFile: false,
      plugins: [react()],
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    });
    const served = await serve(outDir);
    server = served.server;
    const times = new Map<string, RenderResult[]>(CASES.map((c) => [c, []]));
    // One warm-up of each case, then RUNS interleaved.
    for (const name of CASES) await runCase(browser, served.url, name);
    for (let run = 0; run < RUNS; run++) {
      for (const name of CASES) times.get(name)?.push(await runCase(browser, served.url, name));
    }
    const med = (name: string, key: 'drawnMs' | 'paintMs') =>
      median((times.get(name) ?? []).map((r) => r[key]));

    console.log(`\nbench/render: Chromium (${browser.version()}), ${RUNS} runs, medians in ms`);
    console.log('mount → drawn: ECharts `finished` / first table row; → paint: the next frame\n');
    console.log(
      `${'case'.padEnd(28)}${'drawn'.padStart(8)}${'paint'.padStart(8)}  ${'empty drawn'.padStart(11)}${'paint'.padStart(8)}  ${'drawn ×'.padStart(8)}${'paint ×'.padStart(8)}`,
    );
    const summary = PAIRS.map((p) => {
      const row = {
        case: p.what,
        drawnMs: med(p.name, 'drawnMs'),
        paintMs: med(p.name, 'paintMs'),
        emptyDrawnMs: med(p.baseline, 'drawnMs'),
        emptyPaintMs: med(p.baseline, 'paintMs'),
      };
      const drawnRatio = row.drawnMs / row.emptyDrawnMs;
      const paintRatio = row.paintMs / row.emptyPaintMs;
      console.log(
        `${p.what.padEnd(28)}${fmt(row.drawnMs)}${fmt(row.paintMs)}  ${fmt(row.emptyDrawnMs).padStart(11)}${fmt(row.emptyPaintMs)}  ${fmt(drawnRatio)}${fmt(paintRatio)}`,
      );
      return { ...row, drawnRatio, paintRatio };
    });
    return { runs: RUNS, summary, samples: Object.fromEntries(times) };
  } finally {
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function main() {
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const charts = PARTS.has('charts') ? await runChartCases(browser) : undefined;
    const hub: HubFigures | undefined = PARTS.has('hub')
      ? await runHubBench(browser, {
          runs: LOAD_RUNS,
          demoRows: DEMO_ROWS,
          profileRuns: PROFILE_RUNS,
        })
      : undefined;
    let scans: ScanFigure[] | undefined;
    if (PARTS.has('scans')) {
      // Issue 13: the server time of the demo dashboard's filter-value scans, cold and warm.
      const dataDir = mkdtempSync(join(tmpdir(), 'chartroom-bench-scans-'));
      try {
        console.log('\nFilter-value scans of the demo dashboard (server time, median):');
        scans = await benchFilterScans(dataDir, DEMO_ROWS);
        printFilterScans(scans);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `render-${new Date().toISOString().slice(0, 10)}.json`);
    writeFileSync(
      file,
      JSON.stringify({ chromium: browser.version(), charts, hub, scans }, null, 2),
    );
    console.log(`\nresults: ${file}`);
  } finally {
    await browser?.close();
  }
}

await main();
