// Where the API's overhead over the raw engine goes, with the query cache off and without
// touching server code: the connector called directly (prepare: DuckDB's parser and deparser;
// run: the pooled, capped, converted read), POST /query/run with the same SQL, the fixed cost of
// a trivial request, and the server's own responseTime against the client's latency.
import { createConnector, type Connector, type PreparedQuery } from '@chartroom/connectors';
import type { ApiClient } from './api';
import { runPlan, type BenchCase, type CompiledPlan } from './cases';
import type { DirectEngine } from './engines';
import type { BenchServer } from './server';
import { median, ms, timeInterleaved } from './stats';

export interface ProfileReport {
  lines: string[];
  cases: Array<Record<string, number | string>>;
}

interface ProfileInput {
  api: ApiClient;
  server: BenchServer;
  duck: DirectEngine;
  warehouse: string;
  cases: BenchCase[];
  runs: number;
}

/** The all-time (and one filtered) demo charts that show each kind of overhead. */
const PROFILED = [
  'Revenue by month · all time',
  'Orders by status · all time',
  'Revenue · last 90 days + previous',
  'Customers around the world · all time',
  'Recent orders · all time',
];

export async function profileOverhead(input: ProfileInput): Promise<ProfileReport> {
  const { api, server, duck, runs } = input;
  const lines: string[] = [];
  const out: ProfileReport['cases'] = [];
  const connector = await createConnector({
    type: 'duckdb',
    path: input.warehouse,
    timeoutMs: 30_000,
  });
  const { connections } = await api.call<{ connections: Array<{ id: string; name: string }> }>(
    '/connection/list',
  );
  const demo = connections.find((c) => c.name === 'Demo warehouse');
  try {
    // A trivial request: authentication, routing, validation, logging and one store read.
    const health = await serverTimed(server, '/health', runs, () => api.call('/health'));
    lines.push(
      `fixed cost of a request: GET /health ${ms(health.client)} ms at the client, ` +
        `${ms(health.server)} ms at the server (store read + Fastify + pino)`,
    );
    if (demo) {
      const one = await serverTimed(server, '/query/run', runs, () =>
        api.call('/query/run', { sqlQuery: 'SELECT 1 AS one', connectionId: demo.id }),
      );
      const direct = median(await times(runs, () => duck.query('SELECT 1 AS one')));
      lines.push(
        `POST /query/run 'SELECT 1': ${ms(one.client)} ms client, ${ms(one.server)} ms server ` +
          `vs ${ms(direct)} ms direct: the query path's floor per request`,
      );
    }

    for (const label of PROFILED) {
      const c = input.cases.find((x) => x.label === label);
      if (!c) continue;
      const queries = planQueries(c.plan);
      // prepare: DuckDB parses (json_serialize_sql) and deparses (json_deserialize_sql) each
      // statement; the server keeps prepared statements in an LRU, so only a new SQL text or a
      // new parameter value pays it.
      const coldStart = performance.now();
      const prepared: PreparedQuery[] = [];
      for (const q of queries) prepared.push(await prepare(connector, q));
      const prepareCold = performance.now() - coldStart;
      const prepareWarm = median(
        await times(runs, async () => {
          for (const q of queries) await prepare(connector, q);
        }),
      );
      const preparedPlan = toPlan(c.plan, prepared);
      const before = server.requests.length;
      const [direct, deparsed, viaConnector, viaApi] = await timeInterleaved(runs, [
        () => runPlan(duck, c.plan),
        () => runPlan(duck, preparedPlan),
        () => runConnectorPlan(connector, preparedPlan),
        () => api.call('/query/chart-data', c.apiBody),
      ]);
      const apiServer = median(await serverTail(server, before, '/query/chart-data', runs));
      const d = median(direct!);
      const row: Record<string, number | string> = {
        query: label,
        statements: queries.length,
        directMs: d,
        deparsedDirectMs: median(deparsed!),
        connectorRunMs: median(viaConnector!),
        prepareColdMs: prepareCold,
        prepareWarmMs: prepareWarm,
        apiClientMs: median(viaApi!),
        apiServerMs: apiServer,
      };
      let runLine = '';
      if (queries.length === 1 && c.plan.main.params.length === 0 && demo) {
        const run = await serverTimed(server, '/query/run', runs, () =>
          api.call('/query/run', { sqlQuery: c.plan.main.sql, connectionId: demo.id }),
        );
        row.queryRunClientMs = run.client;
        row.queryRunServerMs = run.server;
        runLine = `; /query/run same SQL ${ms(run.client)} (server ${ms(run.server)})`;
      }
      out.push(row);
      const n = (k: string) => Number(row[k]);
      lines.push(
        `${label} [${queries.length} statement${queries.length > 1 ? 's' : ''}]: ` +
          `direct ${ms(d)} ms; deparsed SQL direct ${ms(n('deparsedDirectMs'))}; ` +
          `connector.run ${ms(n('connectorRunMs'))} (+${ms(n('connectorRunMs') - d)}); ` +
          `prepare ${ms(prepareCold)} cold / ${ms(prepareWarm)} warm; ` +
          `chart-data ${ms(n('apiClientMs'))} client / ${ms(apiServer)} server ` +
          `(server − connector.run ${ms(apiServer - n('connectorRunMs'))}, ` +
          `client − server ${ms(n('apiClientMs') - apiServer)})${runLine}`,
      );
    }
  } finally {
    await connector.close();
  }
  return { lines, cases: out };
}

function planQueries(plan: CompiledPlan) {
  return [plan.segments, plan.main, plan.comparison].filter((q) => q !== undefined);
}

function prepare(
  connector: Connector,
  q: { sql: string; params: readonly (string | number | boolean | null)[] },
): Promise<PreparedQuery> {
  return connector.prepare(q, { tenant: [], tableFilters: [], raw: false });
}

/** The plan with each statement replaced by its prepared (deparsed) text. */
function toPlan(plan: CompiledPlan, prepared: PreparedQuery[]): CompiledPlan {
  let i = 0;
  const next = () => prepared[i++]!;
  const segments = plan.segments ? next() : undefined;
  const main = next();
  const comparison = plan.comparison ? next() : undefined;
  return {
    main,
    ...(segments ? { segments } : {}),
    ...(comparison ? { comparison } : {}),
  };
}

async function runConnectorPlan(connector: Connector, plan: CompiledPlan): Promise<unknown> {
  const options = { rowCap: 2000, timeoutMs: 30_000 };
  if (plan.segments) await connector.run(plan.segments, options);
  return Promise.all([
    connector.run(plan.main, options),
    plan.comparison ? connector.run(plan.comparison, options) : null,
  ]);
}

async function times(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const [out] = await timeInterleaved(runs, [fn]);
  return out!;
}

async function serverTail(
  server: BenchServer,
  before: number,
  url: string,
  runs: number,
): Promise<number[]> {
  await new Promise((r) => setTimeout(r, 30));
  return server.requests
    .slice(before)
    .filter((r) => r.url === url)
    .map((r) => r.responseTime)
    .slice(-runs);
}

async function serverTimed(
  server: BenchServer,
  url: string,
  runs: number,
  fn: () => Promise<unknown>,
): Promise<{ client: number; server: number }> {
  const before = server.requests.length;
  const client = median(await times(runs, fn));
  return { client, server: median(await serverTail(server, before, url, runs)) };
}
