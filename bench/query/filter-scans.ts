// `npm run bench:filter-scans` (from bench/: `node --import tsx query/filter-scans.ts`): the server
// time of the demo dashboard's filter-value scans (POST /query/filter-values, the Select
// filters' options), cold (answer cache off: the engine runs every scan) and warm (cache on, the
// warm-up filled it), for an admin and a tenant, unfiltered and cross-filtered by the date filter
// (decision 028). The server's own time is Fastify's `responseTime` from its request log.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiClient } from './api';
import { BENCH_ADMIN, startBenchServer, type BenchServer } from './server';
import { median, ms } from './stats';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const ROWS = Number(process.env.CHARTROOM_DEMO_ROWS ?? 1_000_000);
/** Reuse a DATA_DIR (and its warehouse) across runs; default: a fresh one, removed after. */
const KEEP_DIR = process.env.CHARTROOM_BENCH_DATA_DIR;

interface StoredFilter {
  id: string;
  displayName?: string;
  filterType: string;
}

interface ScanCase {
  label: string;
  caller: 'admin' | 'tenant';
  body: {
    dashboardId: string;
    filterId: string;
    filterValues?: Array<{ filterId: string; value: string }>;
  };
}

export interface ScanFigure {
  label: string;
  caller: string;
  values: number;
  coldServerMs: number;
  warmServerMs: number;
}

/** The scans the demo dashboard makes: each Select filter, alone and under the date filter. */
async function scanCases(admin: ApiClient): Promise<ScanCase[]> {
  const { dashboards } = await admin.call<{ dashboards: Array<{ id: string; name: string }> }>(
    '/dashboard/list',
  );
  const demo = dashboards.find((d) => d.name === 'Sales overview') ?? dashboards[0];
  if (!demo) throw new Error('no demo dashboard');
  const { dashboard } = await admin.call<{ dashboard: { config: { filters: StoredFilter[] } } }>(
    '/tenant/get-dashboard-v2',
    { dashboard: { id: demo.id } },
  );
  const filters = dashboard.config.filters;
  const date = filters.find((f) => f.filterType === 'Date');
  const cases: ScanCase[] = [];
  for (const f of filters.filter((x) => x.filterType === 'Select')) {
    const name = f.displayName ?? f.id;
    for (const caller of ['admin', 'tenant'] as const) {
      cases.push({ label: name, caller, body: { dashboardId: demo.id, filterId: f.id } });
      if (date) {
        cases.push({
          label: `${name} | ${date.displayName ?? date.id} last 30 days`,
          caller,
          body: {
            dashboardId: demo.id,
            filterId: f.id,
            filterValues: [{ filterId: date.id, value: 'last30days' }],
          },
        });
      }
    }
  }
  return cases;
}

async function clients(server: BenchServer): Promise<Record<'admin' | 'tenant', ApiClient>> {
  const admin = new ApiClient(server.url);
  await admin.signIn(BENCH_ADMIN);
  const tenant = new ApiClient(server.url);
  const { token } = await admin.call<{ token: string }>('/tenant/create-token', {
    tenant: { id: 'acme', name: 'Acme Corp', payload: { tenant_id: 'acme' } },
  });
  tenant.token = token;
  return { admin, tenant };
}

/** Median server time (ms) of `RUNS` scans after one warm-up, and the number of values. */
async function timeScan(
  server: BenchServer,
  client: ApiClient,
  body: ScanCase['body'],
): Promise<{ serverMs: number; values: number }> {
  let values = 0;
  await client.call('/query/filter-values', body);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const seen = server.requests.length;
    const answer = await client.call<{ values: string[] }>('/query/filter-values', body);
    values = answer.values.length;
    // The request's log line follows its answer closely.
    for (let wait = 0; wait < 50 && server.requests.length === seen; wait++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    const log = server.requests.slice(seen).find((r) => r.url.startsWith('/query/filter-values'));
    if (log) times.push(log.responseTime);
  }
  return { serverMs: median(times), values };
}

/** Runs both servers (cache off, then on) on one DATA_DIR and answers the figures. */
export async function benchFilterScans(dataDir: string, rows = ROWS): Promise<ScanFigure[]> {
  const cold = new Map<string, { serverMs: number; values: number }>();
  let cases: ScanCase[] = [];
  const key = (c: ScanCase) => `${c.caller}:${c.label}`;
  const off = await startBenchServer({ dataDir, rows, cache: false });
  try {
    const who = await clients(off);
    cases = await scanCases(who.admin);
    for (const c of cases) cold.set(key(c), await timeScan(off, who[c.caller], c.body));
  } finally {
    await off.stop();
  }
  const on = await startBenchServer({ dataDir, rows, cache: true });
  try {
    const who = await clients(on);
    const out: ScanFigure[] = [];
    for (const c of cases) {
      const warm = await timeScan(on, who[c.caller], c.body);
      const first = cold.get(key(c));
      out.push({
        label: c.label,
        caller: c.caller,
        values: warm.values,
        coldServerMs: first?.serverMs ?? Number.NaN,
        warmServerMs: warm.serverMs,
      });
    }
    return out;
  } finally {
    await on.stop();
  }
}

export function printFilterScans(figures: readonly ScanFigure[]): void {
  const head = ['scan', 'caller', 'values', 'cold ms (server)', 'warm ms (server)'];
  const rows = figures.map((f) => [
    f.label,
    f.caller,
    String(f.values),
    ms(f.coldServerMs),
    ms(f.warmServerMs),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  const all = (pick: (f: ScanFigure) => number) => median(figures.map(pick));
  console.log(
    `median of the dashboard's scans: cold ${ms(all((f) => f.coldServerMs))} ms, ` +
      `warm ${ms(all((f) => f.warmServerMs))} ms (server time, median of ${RUNS} runs each)`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dataDir = KEEP_DIR ?? mkdtempSync(join(tmpdir(), 'chartroom-bench-scans-'));
  mkdirSync(dataDir, { recursive: true });
  console.log(
    `filter-value scans: ${ROWS.toLocaleString('en-US')} orders, median of ${RUNS} runs after a ` +
      `warm-up, cold = answer cache off, warm = cache on; DATA_DIR ${dataDir}`,
  );
  try {
    printFilterScans(await benchFilterScans(dataDir));
  } finally {
    if (!KEEP_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}
