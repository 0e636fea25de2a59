// `npm run bench` (bench/query): the demo dashboard's queries on a 10,000,000-row `orders`
// table, each run three ways in the same run (issue 3, DESIGN.md §8):
//   1. hand-written reference SQL directly on the engine,
//   2. the SQL compileChart produces, directly on the engine,
//   3. POST /query/chart-data of a real server process with the query cache off,
// then the cached answer's latency from a restart of the same server with the cache on.
// The same for PostgreSQL when it is reachable. Results also go to bench/results/query-<date>.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chartDocumentSchema,
  type ChartDocument,
  type DashboardFilterInput,
  type FilterValue,
} from '@chartroom/core';
import { ApiClient } from './api';
import { compilePlan, runPlan, sameAnswer, type BenchCase } from './cases';
import { profileClock, summariseCpuProfile } from './cpu-profile';
import { DEMO_QUERIES, lastDays, postgresPrep, type DateWindow } from './demo-queries';
import { openDuckDb, openPostgres, PG_CONFIG } from './engines';
import { dropPostgres, loadPostgres, PG_SCHEMA } from './postgres-data';
import { profileOverhead, type ProfileReport } from './profile';
import { BENCH_ADMIN, startBenchServer, type BenchServer } from './server';
import { median, ms, timeInterleaved, timeRuns, verdict } from './stats';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 9));
const ROWS = Number(process.env.CHARTROOM_DEMO_ROWS ?? 10_000_000);
const PG_ROWS = Number(process.env.CHARTROOM_BENCH_PG_ROWS ?? 1_000_000);
const WINDOW_DAYS = 90;
const CPU_PROFILE = process.env.BENCH_CPU_PROF === '1';
/** Reuse a DATA_DIR (and its warehouse) across runs; default: a fresh one, removed after. */
const KEEP_DIR = process.env.CHARTROOM_BENCH_DATA_DIR;
const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));

const TARGET = { compiled: 1.1, overhead: 1.1, cachedMs: 2 };

interface CaseResult {
  engine: string;
  chart: string;
  variant: string;
  sameAnswer: boolean;
  rows: number;
  handMs: number;
  compiledMs: number;
  apiMs: number;
  apiServerMs: number;
  /** The engine's share of the server's time (Server-Timing `db`), median. */
  apiDbMs: number;
  compiledRatio: number;
  overheadRatio: number;
  cachedMs: number;
  cachedServerMs: number;
  queries: number;
  hand: string;
  compiled: BenchCase['plan'];
}

interface ChartRow {
  id: string;
  name: string;
  version: number;
  config: unknown;
}

const dataDir = KEEP_DIR ?? mkdtempSync(join(tmpdir(), 'chartroom-bench-'));
mkdirSync(dataDir, { recursive: true });
const cpuProfileDir = CPU_PROFILE ? mkdtempSync(join(tmpdir(), 'chartroom-cpuprof-')) : undefined;
const cachedProfileDir = CPU_PROFILE
  ? mkdtempSync(join(tmpdir(), 'chartroom-cpuprof-cached-'))
  : undefined;
const started = performance.now();
const results: CaseResult[] = [];
const notes: string[] = [];
let profile: ProfileReport | null = null;
let cpuSummary: string[] = [];
let cachedCpuSummary: string[] = [];

console.log(
  `query bench: ${ROWS.toLocaleString('en-US')} orders, median of ${RUNS} runs after a warm-up, ` +
    `DATA_DIR ${dataDir}`,
);
let server: BenchServer | null = await startBenchServer({
  dataDir,
  rows: ROWS,
  cache: false,
  ...(cpuProfileDir ? { cpuProfileDir } : {}),
});
for (const line of server.output.filter((l) => l.includes('Demo warehouse'))) console.log(line);
const duck = await openDuckDb(join(dataDir, 'warehouse', 'demo.duckdb'));
let pgEngine: ReturnType<typeof openPostgres> | null = null;
const cases: BenchCase[] = [];
try {
  const api = new ApiClient(server.url);
  await api.signIn(BENCH_ADMIN);
  const { dashboards } = await api.call<{ dashboards: Array<{ id: string }> }>('/dashboard/list');
  const dashboardId = dashboards[0]!.id;
  const { dashboard } = await api.call<{ dashboard: { config: { filters?: unknown } } }>(
    '/tenant/get-dashboard-v2',
    { dashboard: { id: dashboardId } },
  );
  const dashboardFilters = (dashboard.config.filters ?? []) as DashboardFilterInput[];
  const { charts: list } = await api.call<{ charts: Array<Omit<ChartRow, 'config'>> }>(
    '/chart/list',
  );
  const { charts } = await api.call<{ charts: ChartRow[] }>('/tenant/get-charts-v3', {
    charts: list.map((c) => ({ id: c.id, version: c.version })),
  });
  const chartByName = new Map(
    charts.map((c) => [list.find((l) => l.id === c.id)?.name ?? '', c] as const),
  );
  const [[lastDay] = []] = await duck.query(
    "SELECT strftime(max(created_at), '%Y-%m-%d') FROM orders",
  );
  const window = lastDays(String(lastDay), WINDOW_DAYS);
  console.log(
    `date filter: ${window.days[0]} … ${window.days[1]}; previous period ` +
      `${window.previous.start} … ${window.previous.end}`,
  );

  // --- DuckDB: saved demo charts on the demo dashboard, its date filter ---
  for (const query of DEMO_QUERIES) {
    const chart = chartByName.get(query.chart);
    if (!chart) throw new Error(`demo chart ${query.chart} not found`);
    const doc = chartDocumentSchema.parse(chart.config);
    for (const w of query.dateColumn ? [null, window] : [null]) {
      const values: Array<{ filterId: string; value: FilterValue }> = w
        ? [{ filterId: 'filter-date', value: w.days }]
        : [];
      cases.push({
        engine: duck,
        query,
        window: w,
        label: caseLabel(query.chart, doc, w),
        hand: query.reference({ engine: 'duckdb', table: (t) => t, window: w }),
        plan: await compilePlan(duck, doc, {
          chartId: chart.id,
          dashboardFilters,
          dashboardFilterValues: new Map(values.map((v) => [v.filterId, v.value])),
          chartFilterValues: new Map(),
          segmentPage: 0,
        }),
        apiBody: { chart: { id: chart.id }, dashboardId, filterValues: values },
      });
    }
  }

  // --- PostgreSQL: the same charts as unsaved charts on a bench connection ---
  pgEngine = openPostgres();
  const pgReason =
    process.env.BENCH_POSTGRES === '0'
      ? 'BENCH_POSTGRES=0'
      : await pgEngine.query('SELECT 1').then(
          () => null,
          (err: unknown) =>
            `${PG_CONFIG.host}:${PG_CONFIG.port} unreachable (${err instanceof Error ? err.message : String(err)})`,
        );
  if (pgReason) {
    notes.push(`PostgreSQL skipped: ${pgReason}`);
    await pgEngine.close().catch(() => undefined);
    pgEngine = null;
  } else {
    const loaded = await loadPostgres(duck, pgEngine.pool, PG_ROWS);
    console.log(
      `PostgreSQL: loaded ${Object.entries(loaded.tables)
        .map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`)
        .join(', ')} into ${PG_SCHEMA} in ${(loaded.ms / 1000).toFixed(1)} s`,
    );
    const { connection } = await api.call<{ connection: { id: string } }>('/connection/create', {
      name: 'Bench PostgreSQL',
      settings: { type: 'postgres', ...PG_CONFIG, ssl: false },
    });
    for (const query of DEMO_QUERIES) {
      const chart = chartByName.get(query.chart)!;
      const saved = chartDocumentSchema.parse(chart.config);
      const config = pgChartConfig(chart.config, query.dateColumn);
      const doc = chartDocumentSchema.parse(config);
      for (const w of query.dateColumn ? [null, window] : [null]) {
        const values = w ? [{ filterId: 'chart-filter-0', value: w.days }] : [];
        cases.push({
          engine: pgEngine,
          query,
          window: w,
          label: caseLabel(query.chart, saved, w),
          hand: query.reference({
            engine: 'postgres',
            table: (t) => `${PG_SCHEMA}.${t}`,
            window: w,
          }),
          plan: await compilePlan(pgEngine, doc, {
            chartFilterValues: new Map(values.map((v) => [v.filterId, v.value])),
            segmentPage: 0,
          }),
          apiBody: {
            chart: { config, connection: connection.id },
            chartFilterValues: values,
          },
        });
      }
    }
  }

  // --- cache off: hand-written vs compiled vs API, interleaved ---
  const measuredFrom = profileClock();
  const measuredRequests = server.requests.length;
  for (const c of cases) {
    const hand = await c.engine.query(c.hand);
    const compiled = await runPlan(c.engine, c.plan);
    const same = sameAnswer(hand, compiled, c.query.compare);
    const before = server.requests.length;
    const dbRuns: number[] = [];
    const [handRuns, compiledRuns, apiRuns] = await timeInterleaved(RUNS, [
      () => c.engine.query(c.hand),
      () => runPlan(c.engine, c.plan),
      async () => {
        await api.call('/query/chart-data', c.apiBody);
        if (api.lastDbMs !== undefined) dbRuns.push(api.lastDbMs);
      },
    ]);
    const serverRuns = await serverTimes(server, before, RUNS);
    const handMs = median(handRuns!);
    const compiledMs = median(compiledRuns!);
    const apiMs = median(apiRuns!);
    results.push({
      engine: c.engine.label,
      chart: c.query.chart,
      variant: c.label,
      sameAnswer: same,
      rows: compiled.length,
      handMs,
      compiledMs,
      apiMs,
      apiServerMs: median(serverRuns),
      apiDbMs: dbRuns.length ? median(dbRuns) : Number.NaN,
      compiledRatio: compiledMs / handMs,
      overheadRatio: apiMs / compiledMs,
      cachedMs: Number.NaN,
      cachedServerMs: Number.NaN,
      queries: 1 + (c.plan.segments ? 1 : 0) + (c.plan.comparison ? 1 : 0),
      hand: c.hand,
      compiled: c.plan,
    });
    process.stdout.write('.');
  }
  process.stdout.write('\n');

  // --- where the API overhead goes (cache off) ---
  profile = await profileOverhead({
    api,
    server,
    duck,
    warehouse: join(dataDir, 'warehouse', 'demo.duckdb'),
    cases: cases.filter((c) => c.engine === duck),
    runs: RUNS,
  });

  // --- cache on: restart on the same DATA_DIR ---
  const measuredTo = profileClock();
  await server.stop();
  if (cpuProfileDir)
    cpuSummary = summariseCpuProfile(
      cpuProfileDir,
      { from: measuredFrom, to: measuredTo },
      server.requests.length - measuredRequests,
    );
  server = null;
  server = await startBenchServer({
    dataDir,
    rows: ROWS,
    cache: true,
    ...(cachedProfileDir ? { cpuProfileDir: cachedProfileDir } : {}),
  });
  const cachedApi = new ApiClient(server.url);
  await cachedApi.signIn(BENCH_ADMIN);
  const cachedFrom = profileClock();
  const cachedRequests = server.requests.length;
  for (const [i, c] of cases.entries()) {
    const before = server.requests.length;
    // The warm-up run fills the cache; the timed runs are answered from it.
    const runs = await timeRuns(RUNS, () => cachedApi.call('/query/chart-data', c.apiBody));
    const serverRuns = await serverTimes(server, before, RUNS);
    results[i]!.cachedMs = median(runs);
    results[i]!.cachedServerMs = median(serverRuns);
  }
  const cachedTo = profileClock();
  await server.stop();
  if (cachedProfileDir)
    cachedCpuSummary = summariseCpuProfile(
      cachedProfileDir,
      { from: cachedFrom, to: cachedTo },
      server.requests.length - cachedRequests,
    );
} finally {
  await server?.stop();
  await duck.close();
  if (pgEngine) {
    await dropPostgres(pgEngine.pool).catch(() => undefined);
    await pgEngine.close();
  }
  if (!KEEP_DIR) rmSync(dataDir, { recursive: true, force: true });
  for (const dir of [cpuProfileDir, cachedProfileDir])
    if (dir) rmSync(dir, { recursive: true, force: true });
}

printResults();
const file = join(RESULTS_DIR, `query-${new Date().toISOString().slice(0, 10)}.json`);
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      rows: ROWS,
      postgresRows: PG_ROWS,
      runs: RUNS,
      targets: TARGET,
      notes,
      results,
      profile,
      cpuProfile: { cacheOff: cpuSummary, cacheOn: cachedCpuSummary },
    },
    null,
    2,
  )}\n`,
);
console.log(`\nresults: ${file} (${((performance.now() - started) / 1000).toFixed(0)} s in all)`);

function caseLabel(chart: string, doc: ChartDocument, w: DateWindow | null): string {
  if (!w) return `${chart} · all time`;
  const stat = doc.chartConfig?.type === 'Stat Card';
  return `${chart} · ${w.label}${stat ? ' + previous' : ''}`;
}

/** The saved demo chart for the PostgreSQL copy: its prep on the bench schema, a date filter. */
function pgChartConfig(config: unknown, dateColumn: string | null): Record<string, unknown> {
  const saved = config as { dataPrep: { query: string } } & Record<string, unknown>;
  return {
    ...saved,
    dataPrep: { ...saved.dataPrep, query: postgresPrep(saved.dataPrep.query, PG_SCHEMA) },
    filters: dateColumn
      ? [
          {
            displayName: 'Date',
            filterType: 'Date',
            filterSubType: 'Date Range',
            filterTarget: { sourceType: 'Output', outputColumn: dateColumn },
          },
        ]
      : [],
  };
}

/** The server's own responseTime of the last `runs` chart-data requests since `before`. */
async function serverTimes(s: BenchServer, before: number, runs: number): Promise<number[]> {
  await new Promise((r) => setTimeout(r, 30)); // the log line may trail the answer
  const times = s.requests
    .slice(before)
    .filter((r) => r.url === '/query/chart-data')
    .map((r) => r.responseTime);
  return times.slice(-runs);
}

function printResults(): void {
  for (const engine of [...new Set(results.map((r) => r.engine))]) {
    const rows = results.filter((r) => r.engine === engine);
    console.log(`\n${engine}`);
    const header = [
      'query',
      'same',
      'hand ms',
      'compiled ms',
      'API ms (server)',
      `compiled/hand ≤${TARGET.compiled}`,
      `API/direct ≤${TARGET.overhead}`,
      `cached ms (server) ≤${TARGET.cachedMs}`,
    ];
    const table = rows.map((r) => [
      r.variant,
      r.sameAnswer ? 'yes' : 'NO',
      ms(r.handMs),
      ms(r.compiledMs) + (r.queries > 1 ? ` (${r.queries}q)` : ''),
      `${ms(r.apiMs)} (${ms(r.apiServerMs)})`,
      `${r.compiledRatio.toFixed(2)} ${verdict(r.compiledRatio, TARGET.compiled)}`,
      `${r.overheadRatio.toFixed(2)} ${verdict(r.overheadRatio, TARGET.overhead)}`,
      `${ms(r.cachedMs)} (${ms(r.cachedServerMs)}) ${verdict(r.cachedServerMs, TARGET.cachedMs)}`,
    ]);
    printTable(header, table);
    const pass = (f: (r: CaseResult) => boolean) => `${rows.filter(f).length}/${rows.length}`;
    console.log(
      `PASS: compiled/hand ${pass((r) => r.compiledRatio <= TARGET.compiled)}, ` +
        `API/direct ${pass((r) => r.overheadRatio <= TARGET.overhead)}, ` +
        `cached at the server ${pass((r) => r.cachedServerMs <= TARGET.cachedMs)}, ` +
        `cached at the client ${pass((r) => r.cachedMs <= TARGET.cachedMs)}; ` +
        `geometric means: compiled/hand ${geomean(rows.map((r) => r.compiledRatio)).toFixed(2)}, ` +
        `API/direct ${geomean(rows.map((r) => r.overheadRatio)).toFixed(2)}`,
    );
  }
  for (const note of notes) console.log(`\n${note}`);
  const timed = results.filter((r) => Number.isFinite(r.apiDbMs));
  if (timed.length) {
    console.log('\nServer-Timing of chart-data (cache off): server ms = engine + the rest');
    for (const r of timed) {
      console.log(
        `  ${r.engine} ${r.variant}: ${ms(r.apiServerMs)} = ${ms(r.apiDbMs)} in the engine ` +
          `(direct ${ms(r.compiledMs)}) + ${ms(r.apiServerMs - r.apiDbMs)}; client − server ` +
          `${ms(r.apiMs - r.apiServerMs)}`,
      );
    }
  }
  if (profile) {
    console.log('\nWhere the API overhead goes (cache off, DuckDB)');
    for (const line of profile.lines) console.log(`  ${line}`);
  }
  for (const [title, summary] of [
    ['cache off', cpuSummary],
    ['cache on', cachedCpuSummary],
  ] as const) {
    if (!summary.length) continue;
    console.log(`\nServer CPU profile (${title}, measured window only)`);
    for (const line of summary) console.log(`  ${line}`);
  }
}

function geomean(xs: number[]): number {
  const ok = xs.filter((x) => Number.isFinite(x) && x > 0);
  return Math.exp(ok.reduce((a, x) => a + Math.log(x), 0) / ok.length);
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
}
