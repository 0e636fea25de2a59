import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/test-server';

// Issue 10, finding 2: one tenant's slow queries made another tenant's one-row query wait 67 s.
// Here one tenant sends 16 distinct queries that each run until the connection's timeout.

const TIMEOUT_SECONDS = 4;

let server: TestServer;
let connectionId: string;
let acme: string;
let globex: string;
let acmeKey: string;

/** A scoped-table query that runs until the timeout; `i` makes each one distinct (no sharing). */
const slowSql = (i: number) =>
  `SELECT count(*) AS n FROM orders a, orders b, orders c WHERE a.order_id + b.order_id + c.order_id = -${i}`;

function run(token: string, sqlQuery: string, signal?: AbortSignal) {
  return fetch(`${server.url}/query/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ connectionId, sqlQuery }),
    ...(signal ? { signal } : {}),
  });
}

async function timed(token: string, sqlQuery: string) {
  const started = performance.now();
  const res = await run(token, sqlQuery);
  const json = (await res.json()) as { data?: unknown[]; error?: { message: string } };
  return { status: res.status, json, ms: performance.now() - started };
}

/** Polls until `done()` holds (the test's own timeout bounds it). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 20));
}

const usage = () => server.services.queries.slots.usage(connectionId, acmeKey);

beforeAll(async () => {
  server = await startTestServer();
  const signIn = await server.api<{ data: { token: string } }>('POST', '/auth/sign-in', {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  const admin = signIn.json.data.token;
  const list = await server.api<{ data: { connections: { id: string; type: string }[] } }>(
    'GET',
    '/connection/list',
    undefined,
    admin,
  );
  const demo = list.json.data.connections.find((c) => c.type === 'duckdb');
  if (!demo) throw new Error('no demo connection');
  connectionId = demo.id;
  const patched = await server.api(
    'PATCH',
    '/connection',
    { id: connectionId, timeoutSeconds: TIMEOUT_SECONDS },
    admin,
  );
  expect(patched.status).toBe(200);
  const mint = async (id: string) => {
    const res = await server.api<{ data: { token: string } }>(
      'POST',
      '/tenant/create-token',
      { tenant: { id, payload: { tenant_id: id } }, permissions: { createChartSQL: true } },
      admin,
    );
    expect(res.status).toBe(200);
    return res.json.data.token;
  };
  acme = await mint('acme');
  globex = await mint('globex');
  acmeKey = `${String(decodeJwt(acme).org)}:tenant:acme`;
});

afterAll(async () => {
  // Every request of this file has been answered; sockets left open by aborted fetches would
  // otherwise hold the server's close until Node's header timeout.
  server?.app.server.closeAllConnections();
  await server?.stop();
});

describe('fair sharing of a connection', () => {
  it("answers another tenant's one-row query within 1 s while one tenant runs 16 queries until the timeout", async () => {
    const cachedSql = 'SELECT count(*) AS n FROM orders';
    const warm = await timed(acme, cachedSql);
    expect(warm.status).toBe(200);

    const flood = Array.from({ length: 16 }, (_, i) => timed(acme, slowSql(i + 1)));
    // Acme holds every slot a tenant may hold, and more of its queries wait.
    const org = String(decodeJwt(acme).org);
    const record = await server.services.connections.find(org, connectionId);
    if (!record) throw new Error('no connection record');
    const engine = (await server.services.pool.get(record)).maxParallelRuns;
    const { slots, perKey } = server.services.queries.slots.limits(engine);
    expect(perKey).toBeLessThan(slots);
    await until(() => usage().running === perKey && usage().waiting > 0);

    const other = await timed(globex, 'SELECT order_id FROM orders ORDER BY order_id LIMIT 1');
    expect(other.status).toBe(200);
    expect(other.json.data).toHaveLength(1);
    expect(other.ms).toBeLessThan(1000);

    // Acme's own cached answer does not queue behind its running queries either.
    const hit = await timed(acme, cachedSql);
    expect(hit.status).toBe(200);
    expect(hit.json.data).toEqual(warm.json.data);
    expect(hit.ms).toBeLessThan(1000);

    // Each flooding query timed out on the engine, or could not start within the timeout and was
    // told to come back later.
    const answers = await Promise.all(flood);
    for (const answer of answers) {
      if (answer.status === 400) {
        expect(answer.json.error?.message).toMatch(/timed out after 4 s/);
      } else {
        expect(answer.status).toBe(503);
        expect(answer.json.error?.message).toMatch(
          /^This connection is busy: no query slot became free in \d+ s\. Try again in \d+ s\.$/,
        );
      }
    }
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    expect(usage()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a busy answer a Retry-After header', async () => {
    const flood = Array.from({ length: 6 }, (_, i) => run(acme, slowSql(100 + i)));
    const answers = await Promise.all(flood);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      const retryAfter = Number(answer.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(TIMEOUT_SECONDS);
    }
    await Promise.all(answers.map((a) => a.body?.cancel()));
  });

  it('drops the queries of a client that went away, waiting or running', async () => {
    const controller = new AbortController();
    const flood = Array.from({ length: 6 }, (_, i) =>
      run(acme, slowSql(200 + i), controller.signal).catch((e: unknown) => e),
    );
    // All six passed preparation: two run, four wait.
    await until(() => usage().running + usage().waiting === 6);
    controller.abort();
    await Promise.all(flood);
    // Waiting ones left the queue; running ones were interrupted well before their timeout.
    const started = performance.now();
    await until(() => usage().running === 0 && usage().waiting === 0);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_SECONDS * 1000);
  });
});
