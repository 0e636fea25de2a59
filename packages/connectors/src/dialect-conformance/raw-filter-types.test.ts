import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import {
  chartDocumentSchema,
  compileChart,
  type ChartDocument,
  type DashboardFilterInput,
} from '@chartroom/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, TenantScope } from '../connector';
import { createConnector } from '../registry';

// Dashboard filters on a raw table (sourceType Raw, legacy 'Before logic', V2 raw columns): the
// connector rewrites every reference of the table into the table filtered by the value, inside
// the tenant scope, on real DuckDB and PostgreSQL. Rows: 5 Jan, 31 Jan 23:30, 10 Feb, 20 Feb,
// 15 Mar 09:00, 2 Apr 2025 (UTC); tenants acme (1-4) and globex (5-6).

const ROWS = [
  [1, '2025-01-05 10:00:00', 100, 'Web', true, 'ann', 'acme'],
  [2, '2025-01-31 23:30:00', 50, 'Mobile', true, 'bob', 'acme'],
  [3, '2025-02-10 12:00:00', 70, 'Web', false, 'ann', 'acme'],
  [4, '2025-02-20 08:00:00', 30, 'Retail', true, 'cid', 'acme'],
  [5, '2025-03-15 09:00:00', 200, 'Web', true, 'dan', 'globex'],
  [6, '2025-04-02 10:00:00', 999, 'Mobile', true, 'bob', 'globex'],
] as const;
const VALUES = ROWS.map(
  ([id, at, amount, channel, paid, customer, tenant]) =>
    `(${id}, '${at}', ${amount}, '${channel}', ${paid}, '${customer}', '${tenant}')`,
).join(', ');
const COLUMNS =
  'id INTEGER, created_at TIMESTAMP, amount DOUBLE PRECISION, channel VARCHAR(20), paid BOOLEAN, customer VARCHAR(20), tenant_id VARCHAR(20)';
const now = new Date('2025-03-15T12:00:00Z');
const CHART = 'chart-raw';

interface Engine {
  connector: Connector;
  table: string;
  close(): Promise<void>;
}

async function duckDb(): Promise<Engine> {
  const dir = mkdtempSync(join(tmpdir(), 'chartroom-raw-filters-'));
  const path = join(dir, 'raw.duckdb');
  const instance = await DuckDBInstance.create(path);
  const conn = await instance.connect();
  await conn.run(`CREATE TABLE orders (${COLUMNS.replaceAll(' PRECISION', '')})`);
  await conn.run(`INSERT INTO orders VALUES ${VALUES}`);
  conn.closeSync();
  instance.closeSync();
  const connector = await createConnector({ type: 'duckdb', path });
  return {
    connector,
    table: 'orders',
    async close() {
      await connector.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const schema = `chartroom_raw_filters_${process.pid}_${Date.now()}`;
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' };

async function postgres(): Promise<Engine | null> {
  const client = new pg.Client(PG);
  try {
    await client.connect();
  } catch {
    return null;
  }
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`CREATE TABLE ${schema}.orders (${COLUMNS})`);
  await client.query(`INSERT INTO ${schema}.orders VALUES ${VALUES}`);
  const connector = await createConnector({
    type: 'postgres',
    ...PG,
    password: 'unused-by-trust',
    ssl: false,
  });
  return {
    connector,
    table: `${schema}.orders`,
    async close() {
      await connector.close();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

function chartOn(table: string): ChartDocument {
  return chartDocumentSchema.parse({
    chartConfig: { type: 'Bar', xAxis: { column: 'id' }, yAxis: [{ column: 'amount' }] },
    dataPrep: {
      query: `SELECT id, amount FROM ${table}`,
      outputColumns: [
        { columnName: 'id', type: 'number' },
        { columnName: 'amount', type: 'number' },
      ],
    },
  });
}

type Make = (table: string) => DashboardFilterInput;
const raw =
  (filterType: string, filterSubType: string | undefined, column: string): Make =>
  (table) => ({
    id: 'f',
    filterType,
    ...(filterSubType ? { filterSubType } : {}),
    chartFilterStructures: { [CHART]: { sourceType: 'Raw', table, column } },
  });

type Case = [string, Make, unknown, number[], string?];
const CASES: Case[] = [
  ['Input Equals', raw('Input', 'Input Equals', 'customer'), 'an', [1, 3, 5]],
  ['Number Equal to', raw('Number', 'Number Equal to', 'amount'), 70, [3]],
  ['Date After', raw('Date', 'Date After', 'created_at'), '2025-02-10', [3, 4, 5, 6]],
  ['Date Before', raw('Date', 'Date Before', 'created_at'), '2025-01-31', [1, 2]],
  ['Date Single', raw('Date', 'Date Single', 'created_at'), '2025-01-31', [2]],
  ['Date Range', raw('Date', 'Date Range', 'created_at'), ['2025-01-01', '2025-02-10'], [1, 2, 3]],
  [
    'Date Range (No Timestamp)',
    raw('Date', 'Date Range (No Timestamp)', 'created_at'),
    ['2025-02-01', '2025-03-15'],
    [3, 4, 5],
  ],
  ['Select Single', raw('Select', 'Select Single', 'channel'), 'Retail', [4]],
  ['Select Multi', raw('Select', 'Select Multi', 'channel'), ['Web', 'Retail'], [1, 3, 4, 5]],
  ['Toggle', raw('Toggle', undefined, 'paid'), false, [3]],
  ['preset month to date', raw('Date', 'Date Range', 'created_at'), 'monthToDate', [5]],
  [
    'preset yesterday in Pacific/Honolulu',
    raw('Date', 'Date Range', 'created_at'),
    'yesterday',
    [5],
    'Pacific/Honolulu',
  ],
  [
    "legacy V1 'Before logic'",
    (table) => ({
      id: 'f',
      filterType: 'Select',
      filterSubType: 'Select Multi',
      filterTargets: [
        { chartId: CHART, type: 'Before logic', targetTable: table, targetColumn: 'channel' },
      ],
    }),
    ['Mobile'],
    [2, 6],
  ],
  [
    "legacy V1 'Before logic' without a table (the chart's only table)",
    () => ({
      id: 'f',
      filterType: 'Number',
      filterTargets: [{ chartId: CHART, type: 'Before logic', targetColumn: 'amount' }],
    }),
    999,
    [6],
  ],
  [
    'legacy V2 raw column',
    (table) => ({
      id: 'f',
      filterType: 'Input',
      globalFilterConfig: {
        columnType: 'Raw',
        globalFilterableName: 'customer',
        globalFilterableTable: table,
      },
    }),
    'bo',
    [2, 6],
  ],
];

function suite(name: string, open: () => Promise<Engine | null>) {
  describe(`raw-table dashboard filters on ${name}`, () => {
    let engine: Engine;
    beforeAll(async () => {
      const e = await open();
      if (!e) throw new Error(`${name} is not reachable`);
      engine = e;
    });
    afterAll(async () => engine?.close());

    const ids = async (
      filter: DashboardFilterInput,
      value: unknown,
      zone = 'UTC',
      tenant = false,
    ) => {
      const compiled = compileChart(engine.connector.dialect, chartOn(engine.table), {
        chartId: CHART,
        dashboardFilters: [filter],
        dashboardFilterValues: { f: value as string },
        timeZone: zone,
        now,
      });
      expect(compiled.tableFilters).toHaveLength(1);
      const scope: TenantScope[] = tenant
        ? [{ table: engine.table, column: 'tenant_id', value: 'acme' }]
        : [];
      const prepared = await engine.connector.prepare(compiled.main, {
        tenant: scope,
        tableFilters: compiled.tableFilters,
      });
      const result = await engine.connector.run(prepared);
      return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    };

    it.each(CASES)('%s', async (_label, make, value, expected, zone) => {
      expect(await ids(make(engine.table), value, zone)).toEqual(expected);
    });

    it("keeps a raw filter inside the tenant's rows", async () => {
      const web = raw('Select', 'Select Multi', 'channel')(engine.table);
      expect(await ids(web, ['Web', 'Mobile'], 'UTC', true)).toEqual([1, 2, 3]);
      const payload = raw('Input', 'Input Equals', 'customer')(engine.table);
      expect(await ids(payload, "' OR 1=1 --", 'UTC', true)).toEqual([]);
    });
  });
}

const pgUp = await postgres()
  .then(async (e) => {
    await e?.close();
    return e !== null;
  })
  .catch(() => false);

suite('DuckDB', duckDb);
if (pgUp) suite('PostgreSQL', postgres);
else describe.skip('raw-table dashboard filters on PostgreSQL (needs 127.0.0.1:5432)', () => {});
