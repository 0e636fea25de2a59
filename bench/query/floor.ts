// The per-request floor on its own (`npm run bench:floor -w @chartroom/bench`): a small demo,
// then GET /health and POST /query/run 'SELECT 1' many times, timed at the client and by the
// server's own responseTime, with a CPU profile of the server over the measured window.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './api';
import { profileClock, summariseCpuProfile } from './cpu-profile';
import { BENCH_ADMIN, startBenchServer } from './server';
import { median, ms } from './stats';

const N = Number(process.env.BENCH_FLOOR_REQUESTS ?? 2000);
const dataDir = mkdtempSync(join(tmpdir(), 'chartroom-floor-'));
const profDir = mkdtempSync(join(tmpdir(), 'chartroom-floor-prof-'));
const server = await startBenchServer({
  dataDir,
  rows: 20_000,
  cache: process.env.BENCH_FLOOR_CACHE !== '0',
  ...(process.env.BENCH_CPU_PROF === '1' ? { cpuProfileDir: profDir } : {}),
});
try {
  const api = new ApiClient(server.url);
  await api.signIn(BENCH_ADMIN);
  const { connections } = await api.call<{ connections: Array<{ id: string; name: string }> }>(
    '/connection/list',
  );
  const demo = connections.find((c) => c.name === 'Demo warehouse');
  if (!demo) throw new Error('no demo connection');
  const { dashboards } = await api.call<{ dashboards: Array<{ id: string }> }>('/dashboard/list');
  const dashboardId = dashboards[0]!.id;
  const { charts } = await api.call<{ charts: Array<{ id: string; name: string }> }>('/chart/list');
  // BENCH_FLOOR_CHART picks a demo chart by name (e.g. 'Recent orders', a 2,000-row table).
  const chart = charts.find((c) => c.name === process.env.BENCH_FLOOR_CHART) ?? charts[0]!;
  const { token: tenantToken } = await api.call<{ token: string }>('/tenant/create-token', {
    tenant: { id: 'acme', name: 'Acme', key: 'acme', payload: { tenant_id: 'acme' } },
  });
  const tenant = new ApiClient(server.url);
  tenant.token = tenantToken;
  const cases: Array<[string, string, () => Promise<unknown>]> = [
    ['GET /health', '/health', () => api.call('/health')],
    [
      "POST /query/run 'SELECT 1'",
      '/query/run',
      () => api.call('/query/run', { sqlQuery: 'SELECT 1 AS one', connectionId: demo.id }),
    ],
    [
      `cached POST /query/chart-data '${chart.name}'`,
      '/query/chart-data',
      () =>
        api.call('/query/chart-data', { chart: { id: chart.id }, dashboardId, filterValues: [] }),
    ],
    [
      `cached POST /query/chart-data '${chart.name}' as tenant acme`,
      '/query/chart-data',
      () =>
        tenant.call('/query/chart-data', {
          chart: { id: chart.id },
          dashboardId,
          filterValues: [],
        }),
    ],
  ];
  const only = process.env.BENCH_FLOOR_ONLY;
  const chosen = cases.filter(([, path]) => !only || path === only);
  const from = profileClock();
  for (const [label, path, call] of chosen) {
    for (let i = 0; i < Number(process.env.BENCH_FLOOR_WARMUP ?? 200); i++) await call();
    const start = server.requests.length;
    const client: number[] = [];
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      await call();
      client.push(performance.now() - t);
    }
    await new Promise((r) => setTimeout(r, 200));
    const serverTimes = server.requests
      .slice(start)
      .filter((r) => r.url.startsWith(path))
      .map((r) => r.responseTime);
    console.log(
      `${label}: ${ms(median(client))} ms client, ${ms(median(serverTimes))} ms server (n=${N})`,
    );
  }
  const to = profileClock();
  await server.stop();
  if (process.env.BENCH_CPU_PROF === '1') {
    for (const line of summariseCpuProfile(profDir, { from, to }, N * chosen.length, 40))
      console.log(line);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profDir, { recursive: true, force: true });
}
