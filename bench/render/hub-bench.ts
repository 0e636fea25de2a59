// The hub figures of `npm run bench:render` (issue 11): initial JS per route of a production
// build, and the time from navigation until the 14-chart demo dashboard is drawn, on the hub
// page (signed in) and the share page (tenant token), with a cold and a warm server answer cache.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { apiCall } from '../../e2e/api-call';
import { E2E_ADMIN, startServerProcess } from '../../e2e/server-process';
import { median } from '../query/stats';
import { PHASES, timeDashboardLoad, type LoadResult, type LoadTarget } from './dashboard-load';
import { runFilterChangeBench, type FilterChangeFigures } from './filter-change';
import {
  addProfile,
  addTrace,
  emptySummary,
  emptyTraceSummary,
  formatSummary,
  formatTraceSummary,
  SourceMapper,
} from './browser-profile';
import { formatInitialJsTable, measureInitialJs, type InitialJs } from './initial-js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The budget: the demo dashboard drawn within 1.5 s of navigation, warm answer cache. */
export const DRAWN_BUDGET_WARM_MS = 1500;

export interface HubBenchOptions {
  runs: number;
  /** Orders in the demo warehouse (the product's default demo: 1,000,000). */
  demoRows: number;
  /** Profiled warm loads per page after the timed ones (0: none; BENCH_RENDER_PROFILE). */
  profileRuns: number;
}

export interface LoadFigures {
  page: string;
  cache: 'cold' | 'warm';
  medianMs: number;
  budgetMs: number | null;
  samples: LoadResult[];
}

export interface HubFigures {
  initialJs: Record<string, InitialJs>;
  loads: LoadFigures[];
  demoRows: number;
  runs: number;
  /** Filter change → affected charts redrawn (issue 13, filter-change.ts). */
  filterChange: FilterChangeFigures;
}

/** `npm run build -w @chartroom/hub` into `outDir` (production code, as it ships). */
function buildHub(outDir: string): void {
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', '@chartroom/hub', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error('hub build failed');
}

function printLoads(loads: LoadFigures[], chartNames: Map<string, string>): void {
  const ms = (x: number) => `${x.toFixed(0)}ms`.padStart(8);
  console.log(
    `${'page'.padEnd(28)}${'cache'.padEnd(6)}${'drawn'.padStart(8)}${'min'.padStart(8)}${'max'.padStart(8)}${'budget'.padStart(9)}        ${'DCL'.padStart(8)}${'1st card'.padStart(9)}${'data'.padStart(8)}  calls    last card drawn`,
  );
  for (const l of loads) {
    const drawn = l.samples.map((s) => s.drawnMs);
    const med = (key: 'domContentLoadedMs' | 'firstCardMs' | 'dataDoneMs') =>
      median(l.samples.map((s) => s[key]));
    const calls = [
      ...new Set(
        l.samples.map((s) =>
          s.singleCalls > 0 ? `${s.batchCalls}b+${s.singleCalls}` : `${s.batchCalls} batch`,
        ),
      ),
    ].join(',');
    const last = [
      ...new Set(
        l.samples.map((s) => chartNames.get(s.lastCard.replace(/^chart-card-/, '')) ?? s.lastCard),
      ),
    ].join(', ');
    const budget = l.budgetMs === null ? '—' : `≤ ${l.budgetMs}`;
    const verdict = l.budgetMs === null ? '    ' : l.medianMs <= l.budgetMs ? 'PASS' : 'MISS';
    console.log(
      `${l.page.padEnd(28)}${l.cache.padEnd(6)}${ms(l.medianMs)}${ms(Math.min(...drawn))}${ms(Math.max(...drawn))}${budget.padStart(9)}  ${verdict}  ${ms(med('domContentLoadedMs'))}${ms(med('firstCardMs')).padStart(9)}${ms(med('dataDoneMs'))}  ${calls.padEnd(7)}  ${last}`,
    );
  }
  console.log(
    '\ndrawn: median (min, max) ms from navigation until every card is drawn; DCL: DOMContentLoaded;\n' +
      "1st card: the first card drawn; data: the chart data's last byte; calls: chart-data requests\n" +
      'per load (batch / single); medians over the runs.',
  );
}

/** Per page and cache state: the median CPU ms of each process kind during a load (/proc). */
function printCpu(loads: LoadFigures[]): void {
  const kinds = ['renderer', 'gpu', 'browser', 'utility', 'server'];
  const others = (cpu: Record<string, number>) =>
    Object.entries(cpu)
      .filter(([k]) => !kinds.includes(k))
      .reduce((sum, [, v]) => sum + v, 0);
  const total = (cpu: Record<string, number>) => Object.values(cpu).reduce((a, b) => a + b, 0);
  console.log(
    `\nCPU time per load (ms of all threads, /proc, from navigation until drawn), median:\n`,
  );
  console.log(
    `${'page'.padEnd(28)}${'cache'.padEnd(6)}${[...kinds, 'other', 'total'].map((k) => k.padStart(10)).join('')}`,
  );
  for (const l of loads) {
    const med = (f: (cpu: Record<string, number>) => number) =>
      median(l.samples.map((s) => f(s.cpu)));
    const cells = [...kinds.map((k) => med((c) => c[k] ?? 0)), med(others), med(total)];
    console.log(
      `${l.page.padEnd(28)}${l.cache.padEnd(6)}${cells.map((v) => v.toFixed(0).padStart(10)).join('')}`,
    );
  }
  console.log('\nby thread (median ms per load; the busiest):\n');
  const names = [
    ...new Set(loads.flatMap((l) => l.samples.flatMap((s) => Object.keys(s.threads)))),
  ];
  const rows = names.map((name) => ({
    name,
    values: loads.map((l) => median(l.samples.map((s) => s.threads[name] ?? 0))),
  }));
  rows.sort((a, b) => Math.max(...b.values) - Math.max(...a.values));
  const heads = loads.map((l) => `${l.page.startsWith('share') ? 'share' : 'hub'} ${l.cache}`);
  console.log(`${'thread'.padEnd(36)}${heads.map((h) => h.padStart(11)).join('')}`);
  for (const row of rows.slice(0, 14)) {
    console.log(
      `${row.name.padEnd(36)}${row.values.map((v) => v.toFixed(0).padStart(11)).join('')}`,
    );
  }
}

/** Per page and cache state: the median time of each phase of the load, then of each card. */
function printPhases(loads: LoadFigures[], chartNames: Map<string, string>): void {
  const cell = (x: number) => (Number.isNaN(x) ? '—' : x.toFixed(0)).padStart(11);
  const medianOf = (values: number[]) => {
    const seen = values.filter((v) => !Number.isNaN(v));
    return seen.length > 0 ? median(seen) : NaN;
  };
  const rows = new Map<string, number[]>();
  const row = (name: string) => {
    let values = rows.get(name);
    if (!values) {
      values = [];
      rows.set(name, values);
    }
    return values;
  };
  for (const [i, l] of loads.entries()) {
    const marks = new Set(
      l.samples.flatMap((s) => Object.keys(s.phases).filter((k) => k.startsWith('map:'))),
    );
    const names = ['HTML', 'DCL', ...PHASES.map(([name]) => name), ...marks];
    for (const name of names) {
      const values = l.samples.map((s) =>
        name === 'DCL' ? s.domContentLoadedMs : (s.phases[name] ?? NaN),
      );
      row(name)[i] = medianOf(values);
    }
    const cards = new Set(l.samples.flatMap((s) => Object.keys(s.cardAt)));
    for (const card of cards) {
      const label = `drawn: ${chartNames.get(card.replace(/^chart-card-/, '')) ?? card}`;
      row(label.slice(0, 34))[i] = medianOf(l.samples.map((s) => s.cardAt[card] ?? NaN));
    }
    row('all drawn')[i] = l.medianMs;
  }
  // Columns "hub cold" … "share warm"; rows in the order of the last column.
  const heads = loads.map((l) => `${l.page.startsWith('share') ? 'share' : 'hub'} ${l.cache}`);
  console.log(`\nPhase timeline, median ms from navigation start:\n`);
  console.log(`${'phase'.padEnd(36)}${heads.map((h) => h.padStart(11)).join('')}`);
  const sorted = [...rows].sort(
    (a, b) => (a[1][a[1].length - 1] ?? 0) - (b[1][b[1].length - 1] ?? 0),
  );
  for (const [name, values] of sorted) {
    console.log(`${name.padEnd(36)}${loads.map((_, i) => cell(values[i] ?? NaN)).join('')}`);
  }
}

export async function runHubBench(browser: Browser, options: HubBenchOptions): Promise<HubFigures> {
  const hubDist = mkdtempSync(join(tmpdir(), 'chartroom-bench-hub-'));
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    console.log('\nbench/render: building the hub (production) …');
    buildHub(hubDist);
    const initialJs = measureInitialJs(hubDist);
    console.log(
      '\nInitial JS per route (index.html scripts, modulepreloads and the route chunks):\n',
    );
    console.log(formatInitialJsTable(initialJs));

    console.log(`\nbench/render: starting a server with the demo (${options.demoRows} orders) …`);
    // Vite's build (the charts part) sets NODE_ENV=production in this process; the server would
    // then demand a CHARTROOM_SECRET_KEY. It runs as the e2e server does.
    const nodeEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      server = await startServerProcess({ hubDist, rows: String(options.demoRows) });
    } finally {
      if (nodeEnv !== undefined) process.env.NODE_ENV = nodeEnv;
    }
    const url = server.url;
    const { token: admin } = await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN);
    const { dashboards } = await apiCall<{ dashboards: Array<{ id: string; name: string }> }>(
      url,
      '/dashboard/list',
      undefined,
      admin,
    );
    const dashboard = dashboards.find((d) => d.name === 'Sales overview') ?? dashboards[0];
    if (!dashboard) throw new Error('no demo dashboard');
    const { dashboard: row } = await apiCall<{
      dashboard: { config: { charts: Record<string, unknown> } };
    }>(url, '/tenant/get-dashboard-v2', { dashboard: { id: dashboard.id } }, admin);
    const expected = Object.keys(row.config.charts).length;
    const { charts } = await apiCall<{ charts: Array<{ id: string; name: string }> }>(
      url,
      '/chart/list',
      undefined,
      admin,
    );
    const chartNames = new Map(charts.map((c) => [c.id, c.name]));
    const { connections } = await apiCall<{ connections: Array<{ id: string; type: string }> }>(
      url,
      '/connection/list',
      undefined,
      admin,
    );
    const { token: jwt } = await apiCall<{ token: string }>(
      url,
      '/tenant/create-token',
      { tenant: { id: 'acme', name: 'Acme Corp', key: 'acme', payload: { tenant_id: 'acme' } } },
      admin,
    );
    // A cold answer cache: every connection's cached answers and prepared statements dropped.
    const clearAnswerCache = async () => {
      for (const c of connections) {
        await apiCall(url, '/connection/clear-cache', { connectionId: c.id }, admin);
      }
    };

    const targets: LoadTarget[] = [
      {
        name: 'dashboard (hub, signed in)',
        url: `${url}/dashboards/${dashboard.id}`,
        signedIn: true,
      },
      {
        name: 'share page (tenant token)',
        url: `${url}/share/dashboard/${dashboard.id}?jwt=${jwt}&theme=light`,
        signedIn: false,
      },
    ];
    // One load of each page first (the server's and the browser's code warm up; not counted).
    for (const target of targets) await timeDashboardLoad(browser, url, target, expected);

    const samples = new Map<string, LoadResult[]>();
    const add = (key: string, result: LoadResult) =>
      samples.set(key, [...(samples.get(key) ?? []), result]);
    for (let run = 0; run < options.runs; run++) {
      for (const target of targets) {
        await clearAnswerCache();
        add(`${target.name}|cold`, await timeDashboardLoad(browser, url, target, expected));
        add(`${target.name}|warm`, await timeDashboardLoad(browser, url, target, expected));
      }
    }
    const loads: LoadFigures[] = targets.flatMap((target) =>
      (['cold', 'warm'] as const).map((cache) => {
        const list = samples.get(`${target.name}|${cache}`) ?? [];
        return {
          page: target.name,
          cache,
          medianMs: median(list.map((s) => s.drawnMs)),
          budgetMs: cache === 'warm' ? DRAWN_BUDGET_WARM_MS : null,
          samples: list,
        };
      }),
    );
    console.log(
      `\nNavigation → every chart card drawn (data-chart-drawn="true" on all ${expected} cards), ` +
        `headless Chromium, fresh context per load (cold browser cache), no CPU throttling, ` +
        `median of ${options.runs}; cold = answer cache cleared (POST /connection/clear-cache) just before:\n`,
    );
    printLoads(loads, chartNames);
    printPhases(loads, chartNames);
    printCpu(loads);
    if (options.profileRuns > 0) {
      const mapper = new SourceMapper(hubDist);
      for (const target of targets) {
        const summary = emptySummary();
        const traced = emptyTraceSummary();
        const drawn: number[] = [];
        const tracedDrawn: number[] = [];
        for (let run = 0; run < options.profileRuns; run++) {
          // Warm answer cache: the previous load filled it. The sampler and the trace apart
          // (each slows the page down its own way).
          const result = await timeDashboardLoad(browser, url, target, expected, { profile: true });
          drawn.push(result.drawnMs);
          if (result.profile) addProfile(summary, result.profile, mapper);
          const withTrace = await timeDashboardLoad(browser, url, target, expected, {
            trace: true,
          });
          tracedDrawn.push(withTrace.drawnMs);
          if (withTrace.trace) addTrace(traced, withTrace.trace);
        }
        console.log(
          `\nCPU profile, ${target.name}, warm, ${options.profileRuns} loads (drawn ${drawn.map((d) => d.toFixed(0)).join(', ')} ms with the profiler on):`,
        );
        for (const line of formatSummary(summary)) console.log(line);
        console.log(
          `traced loads (drawn ${tracedDrawn.map((d) => d.toFixed(0)).join(', ')} ms with tracing on):`,
        );
        for (const line of formatTraceSummary(traced)) console.log(line);
      }
    }
    const filterChange = await runFilterChangeBench(browser, {
      url,
      admin,
      dashboardId: dashboard.id,
      jwt,
      clearAnswerCache,
      runs: options.runs,
    });
    return { initialJs, loads, demoRows: options.demoRows, runs: options.runs, filterChange };
  } finally {
    await server?.stop();
    rmSync(hubDist, { recursive: true, force: true });
  }
}
