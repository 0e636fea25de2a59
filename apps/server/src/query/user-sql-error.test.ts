import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/test-server';
import { LOCAL_POSTGRES_URL, postgresReachable } from '../test/local-services';

// Errors of SQL a user wrote point into the user's own text (line, caret, excerpt), never into
// the SQL that ran around it (the chart's compiled query, the row cap, DuckDB's deparse).

type Json = { data?: unknown; error?: { message: string } };

let server: TestServer;
let admin: string;
let demo: string;
const api = (method: string, path: string, body?: unknown) =>
  server.api<Json>(method, path, body, admin);

/** The error message of POST /query/run (400 expected). */
async function runError(connectionId: string, sqlQuery: string): Promise<string> {
  const res = await api('POST', '/query/run', { connectionId, sqlQuery });
  expect(res.status, JSON.stringify(res.json)).toBe(400);
  return res.json.error!.message;
}

/** The error message of an unsaved Table chart over `query` (POST /query/chart-data). */
async function chartError(connectionId: string, query: string): Promise<string> {
  const config = {
    type: 'Table',
    chartConfig: { type: 'Table', yAxis: [] },
    dataPrep: { query, rawTableNames: [], rawTables: [], outputColumns: [], steps: [] },
  };
  const res = await api('POST', '/query/chart-data', {
    chart: { config, connection: connectionId },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(400);
  return res.json.error!.message;
}

/** Nothing of our SQL: no wrapper, no alias of ours, no internal name. */
function expectNoWrapper(message: string): void {
  expect(message).not.toMatch(/SELECT \* FROM \(/i);
  expect(message).not.toMatch(/__chartroom|builder_preview|"prep"|\bAS prep\b|LIMIT 2000/i);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    (
      await server.api<Json>('POST', '/auth/sign-in', {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      })
    ).json.data as { token: string }
  ).token;
  const list = (await api('GET', '/connection/list')).json.data as {
    connections: { id: string; name: string }[];
  };
  demo = list.connections.find((c) => c.name === 'Demo warehouse')!.id;
});
afterAll(async () => server?.stop());

describe('SQL errors on DuckDB (demo warehouse)', () => {
  it("points an unknown column at the user's line and column", async () => {
    const message = await runError(demo, 'SELECT channel,\n  nope\nFROM orders');
    expect(message).toMatch(/^Error: Binder Error: Referenced column "nope" not found/);
    expect(message).toContain('LINE 2:   nope\n          ^');
    expectNoWrapper(message);
  });

  it("names a syntax error as the user's text has it, with its place", async () => {
    const message = await runError(demo, 'SELECT channel\nFROM orders\nORDER BY');
    expect(message).toContain('syntax error at end of input');
    expect(message).toMatch(/LINE 3: ORDER BY\n {16}\^/);
    expectNoWrapper(message);
  });

  it("points into the chart's data-prep query, not the compiled chart SQL", async () => {
    const message = await chartError(demo, 'SELECT channel,\n  amount,\n  nope\nFROM orders');
    expect(message).toContain('Referenced column "nope" not found');
    expect(message).toContain('LINE 3:   nope');
    expectNoWrapper(message);
  });

  it('keeps an error found only while running, without an excerpt of our SQL', async () => {
    const message = await chartError(demo, 'SELECT CAST(channel AS INTEGER) AS n FROM orders');
    expect(message).toMatch(/Conversion Error: Could not convert string/);
    expect(message).not.toContain('LINE');
    expectNoWrapper(message);
  });
});

const pgUp = await postgresReachable();

describe.skipIf(!pgUp)('SQL errors on PostgreSQL (needs 127.0.0.1:5432)', () => {
  const schema = `sqlerr_${randomUUID().slice(0, 8)}`;
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES_URL });
  let connection = '';
  beforeAll(async () => {
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.query(
      `CREATE TABLE ${schema}.orders AS SELECT * FROM (VALUES ('web', 1), ('shop', 2)) v(channel, amount)`,
    );
    const created = await api('POST', '/connection/create', {
      name: `Postgres ${schema}`,
      settings: {
        type: 'postgres',
        host: '127.0.0.1',
        port: 5432,
        database: 'test',
        user: 'postgres',
        password: 'unused-by-trust',
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    connection = (created.json.data as { connection: { id: string } }).connection.id;
  });
  afterAll(async () => {
    if (connection) await api('DELETE', `/connection?id=${connection}`);
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it("points an unknown column at the user's line and column", async () => {
    const message = await runError(connection, `SELECT channel,\n  nope\nFROM ${schema}.orders`);
    expect(message).toContain('column "nope" does not exist');
    expect(message).toContain('LINE 2:   nope\n          ^');
    expectNoWrapper(message);
  });

  it("names a syntax error as the user's text has it, with its place", async () => {
    const message = await runError(connection, `SELECT channel\nFROM ${schema}.orders\nORDER BY`);
    expect(message).toContain('syntax error at end of input');
    expect(message).toMatch(/LINE 3: ORDER BY\n {16}\^/);
    expectNoWrapper(message);
  });

  it("points into the chart's data-prep query, not the compiled chart SQL", async () => {
    const message = await chartError(
      connection,
      `SELECT channel,\n  amount + 'x'::int AS bad\nFROM ${schema}.orders`,
    );
    expect(message).toContain('invalid input syntax for type integer: "x"');
    expect(message).toContain("LINE 2:   amount + 'x'::int AS bad\n                   ^");
    expectNoWrapper(message);
  });
});
