import { randomUUID } from 'node:crypto';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresReachable } from '../test/local-services';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/test-server';

// Decision 021: a chart on a dashboard buckets dates in the dashboard's stored zone, read by the
// server (never a zone sent by the browser), on every engine; the zone is part of the cached query.

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

/** Two orders on 31 January 2025 (UTC): 10:00 (19:00 in Tokyo) and 23:30 (1 February in Tokyo). */
const ORDERS_SQL =
  "SELECT TIMESTAMP '2025-01-31 10:00:00' AS created_at, 7 AS amount " +
  "UNION ALL SELECT TIMESTAMP '2025-01-31 23:30:00' AS created_at, 50 AS amount";

const pgUp = await postgresReachable();
const mariaZones = await mariaDbHasZoneTables();

/** MariaDB converts zones only with its time zone tables loaded (mysql_tzinfo_to_sql). */
async function mariaDbHasZoneTables(): Promise<boolean> {
  try {
    const conn = await mysql.createConnection({
      host: '127.0.0.1',
      port: 3306,
      user: 'root',
      database: 'test',
    });
    try {
      const [rows] = await conn.query("SELECT CONVERT_TZ('2025-01-01', 'UTC', 'Asia/Tokyo') AS t");
      return (rows as Array<{ t: unknown }>)[0]?.t !== null;
    } finally {
      await conn.end();
    }
  } catch {
    return false;
  }
}

/** A classic Line chart of revenue by day over the two orders, on `connectionId`. */
async function dailyChart(connectionId: string): Promise<{ id: string; version: number }> {
  const created = await api('POST', '/chart/v3/create-chart', { configVersion: 'v1' });
  expect(created.status, created.json.error?.message).toBe(200);
  const id = created.json.data.chartId as string;
  const saved = await api('PATCH', '/chart/v3', {
    id,
    name: 'Revenue by day',
    connection: connectionId,
    configVersion: 'v1',
    config: {
      type: 'Line',
      dataPrep: {
        query: ORDERS_SQL,
        rawTableNames: [],
        rawTables: [],
        outputColumns: [],
        steps: [],
      },
      chartConfig: {
        type: 'Line',
        title: 'Revenue by day',
        xAxis: { column: 'created_at', format: { label: 'Day', bucketing: 'day' } },
        yAxis: [{ column: 'amount', baseAggregationStrategy: 'Sum', format: { label: 'Revenue' } }],
      },
      filters: [],
    },
  });
  expect(saved.status, saved.json.error?.message).toBe(200);
  return { id, version: saved.json.data.chartVersion as number };
}

/** A new dashboard showing `chart`, in `zone` (a configured zone's label or IANA name). */
async function dashboardIn(chart: { id: string; version: number }, zone: string | null) {
  const dashboardId = randomUUID();
  const saved = await api('POST', '/dashboard/v3/save', {
    dashboardId,
    name: `Zone ${zone ?? 'none'} ${dashboardId.slice(0, 6)}`,
    config: {
      charts: {
        [chart.id]: { version: chart.version, layout: { i: chart.id, x: 0, y: 0, w: 4, h: 8 } },
      },
      filters: [],
    },
    dashboardVersion: 0,
  });
  expect(saved.status, saved.json.error?.message).toBe(200);
  if (zone) {
    const set = await api('POST', '/dashboard/set-timezone', {
      dashboardId,
      selectedTimezone: zone,
    });
    expect(set.status, set.json.error?.message).toBe(200);
  }
  return dashboardId;
}

/** Revenue by day as { 'YYYY-MM-DD': sum } from a chart-data answer. */
function byDay(data: { columns: Array<{ name: string }>; rows: Array<Record<string, unknown>> }) {
  const [day, sum] = data.columns.map((c) => c.name);
  return Object.fromEntries(
    data.rows.map((r) => [dayOf(r[day!]), Number(r[sum!])] as const),
  ) as Record<string, number>;
}

function dayOf(value: unknown): string {
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? text;
}

async function chartData(body: Record<string, unknown>) {
  const res = await api('POST', '/query/chart-data', body);
  expect(res.status, res.json.error?.message).toBe(200);
  return byDay(res.json.data);
}

const UTC_DAYS = { '2025-01-31': 57 };
const TOKYO_DAYS = { '2025-01-31': 7, '2025-02-01': 50 };

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
});
afterAll(async () => server?.stop());

function engineSuite(engine: string, connection: () => Promise<string>) {
  describe(`${engine}: a dashboard's zone buckets its charts' dates`, () => {
    let chart: { id: string; version: number };
    let tokyo: string;
    let utc: string;
    let gmt: string;
    beforeAll(async () => {
      chart = await dailyChart(await connection());
      tokyo = await dashboardIn(chart, 'Asia/Tokyo');
      utc = await dashboardIn(chart, null);
      gmt = await dashboardIn(chart, 'Greenwich Mean Time (GMT)');
    });

    it('an order at 23:30 UTC is on the next day in Asia/Tokyo and the same day in UTC', async () => {
      expect(await chartData({ chart, dashboardId: tokyo })).toEqual(TOKYO_DAYS);
      // Right after, the same chart on a UTC dashboard: another query, not the cached answer.
      expect(await chartData({ chart, dashboardId: utc })).toEqual(UTC_DAYS);
      expect(await chartData({ chart, dashboardId: gmt })).toEqual(UTC_DAYS);
      expect(await chartData({ chart, dashboardId: tokyo })).toEqual(TOKYO_DAYS);
    });

    it("the dashboard's stored zone wins over a zone sent with the request", async () => {
      expect(await chartData({ chart, dashboardId: tokyo, tz: 'UTC' })).toEqual(TOKYO_DAYS);
      expect(await chartData({ chart, dashboardId: utc, tz: 'Asia/Tokyo' })).toEqual(UTC_DAYS);
    });

    it('the batch call of a dashboard buckets in its zone too', async () => {
      const res = await fetch(`${server.url}/query/chart-data/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ dashboardId: tokyo, charts: [chart] }),
      });
      expect(res.status).toBe(200);
      const [line] = (await res.text())
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(byDay(line.data)).toEqual(TOKYO_DAYS);
    });

    it('a chart alone (the builders) uses the zone it is sent, checked', async () => {
      expect(await chartData({ chart, tz: 'Asia/Tokyo' })).toEqual(TOKYO_DAYS);
      expect(await chartData({ chart })).toEqual(UTC_DAYS);
      const bad = await api('POST', '/query/chart-data', { chart, tz: "UTC'; SELECT 1; --" });
      expect(bad.status).toBe(400);
      expect(bad.json.error?.message).toMatch(/time zone/i);
    });
  });
}

engineSuite('DuckDB (demo warehouse)', async () => server.seeded!.connectionId);

describe.skipIf(!pgUp)('PostgreSQL (skipped when unreachable)', () => {
  engineSuite('PostgreSQL', async () => {
    const created = await api('POST', '/connection/create', {
      name: `Zones PG ${randomUUID().slice(0, 6)}`,
      settings: {
        type: 'postgres',
        host: '127.0.0.1',
        port: 5432,
        database: 'test',
        user: 'postgres',
      },
    });
    expect(created.status, created.json.error?.message).toBe(200);
    return created.json.data.connection.id as string;
  });
});

describe.skipIf(!mariaZones)('MariaDB (skipped without its time zone tables)', () => {
  engineSuite('MariaDB', async () => {
    const created = await api('POST', '/connection/create', {
      name: `Zones MariaDB ${randomUUID().slice(0, 6)}`,
      settings: { type: 'mysql', host: '127.0.0.1', port: 3306, database: 'test', user: 'root' },
    });
    expect(created.status, created.json.error?.message).toBe(200);
    return created.json.data.connection.id as string;
  });
});
