import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { errorAnswerSchema } from '@chartroom/core';
import { routesOf, type ApiRoute, type OpenApiDocument } from './test/openapi-routes';
import { malformedRequests, type FuzzRequest } from './test/malformed-requests';
import { changedTables, storeChecksum } from './test/store-checksum';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from './test/test-server';

// Property-based fuzzing of every route of the server's own OpenAPI document (a new route is
// covered without being listed): malformed bodies and query strings, sent as an admin and as a
// tenant with every permission, must get a 4xx with a clear message, never a 5xx, and write
// nothing. CHARTROOM_FUZZ_SEED and CHARTROOM_FUZZ_RUNS change the seed and the runs per route;
// a failure prints the seed and the request.

const SEED = Number(process.env.CHARTROOM_FUZZ_SEED ?? 20251010);
const RUNS = Number(process.env.CHARTROOM_FUZZ_RUNS ?? 24);

/**
 * 5xx the fuzzer finds in code this test's author does not own, reported and awaiting a fix
 * (`it.fails`: the entry must go once the route answers 4xx). Key: '<caller> <METHOD> <path>'.
 */
const KNOWN_5XX: Record<string, string> = {};

/** Routes that would end the caller's own session: fuzzing them would sign the fuzzer out. */
const SESSION_ENDING = new Set(['POST /auth/sign-out']);

const server = await startTestServer({
  CHARTROOM_RATE_LIMIT_TOKEN: '0',
  CHARTROOM_RATE_LIMIT_ORG: '0',
});
afterAll(async () => server.stop());

type Json = { data?: Record<string, unknown> } & Record<string, unknown>;
const signIn = await server.api<Json>('POST', '/auth/sign-in', {
  email: ADMIN_EMAIL,
  password: ADMIN_PASSWORD,
});
const admin = String(signIn.json.data?.token);
const tenantAnswer = await server.api<Json>(
  'POST',
  '/tenant/create-token',
  {
    tenant: { id: 'acme', name: 'Acme Corp', payload: { tenant_id: 'acme' } },
    permissions: {
      readOnly: false,
      addChart: true,
      addFilter: true,
      removeChart: true,
      createChart: true,
      editCharts: true,
      createChartSQL: true,
    },
  },
  admin,
);
const tenant = String(tenantAnswer.json.data?.token);

/** Real ids (dashboards, charts, connections, filters) so valid-looking parts point at rows. */
async function realIds(): Promise<string[]> {
  const get = async (path: string) =>
    JSON.stringify((await server.api<Json>('GET', path, undefined, admin)).json);
  const text = [
    await get('/dashboard/list'),
    await get('/chart/list'),
    await get('/connection/list'),
  ].join(' ');
  const uuids = text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
  return [...new Set([...uuids, 'filter-date', 'filter-channel'])];
}
const hints = { ids: await realIds() };
const doc = (await server.app.swagger()) as unknown as OpenApiDocument;
const routes = routesOf(doc).filter((r) => !SESSION_ENDING.has(`${r.method} ${r.path}`));

async function send(route: ApiRoute, req: FuzzRequest, token: string) {
  const url = new URL(route.path, server.url);
  for (const [k, v] of req.query) url.searchParams.append(k, v);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (req.contentType) headers['content-type'] = req.contentType;
  const res = await fetch(url, {
    method: route.method,
    headers,
    ...(req.body !== undefined ? { body: req.body } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, requestId: res.headers.get('x-request-id'), text };
}

/** A stable per-test seed, so one route's failure replays alone. */
function seedOf(name: string): number {
  let h = SEED | 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

const callers = [
  ['admin', admin],
  ['tenant', tenant],
] as const;

describe.each(callers)('fuzzing every route as %s', (callerName, token) => {
  it('finds the routes of the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.some((r) => r.path === '/query/run' && r.body)).toBe(true);
    expect(hints.ids.length).toBeGreaterThan(3);
  });

  const cases = routes.map((r) => [`${r.method} ${r.path}`, r] as const);
  const known = (name: string) => `${callerName} ${name}` in KNOWN_5XX;
  const title = '%s: malformed input gets a 4xx with a message, never a 5xx, and writes nothing';
  const fuzz = async (name: string, route: ApiRoute) => {
    const before = await storeChecksum(server.services.db);
    const seed = seedOf(`${callerName} ${name}`);
    await fc.assert(
      fc.asyncProperty(malformedRequests(route, hints), async (req) => {
        const res = await send(route, req, token);
        const what = `${name} as ${callerName} (${req.how}) → ${res.status} ${res.text.slice(0, 300)}`;
        expect(res.status, what).toBeLessThan(500);
        expect(res.requestId, what).toBeTruthy();
        if (req.expect === 'refused') {
          expect(res.status, what).toBeGreaterThanOrEqual(400);
          const answer = errorAnswerSchema.safeParse(JSON.parse(res.text));
          expect(answer.success, what).toBe(true);
          expect(answer.data?.error.message.length, what).toBeGreaterThan(0);
        }
      }),
      { seed, numRuns: RUNS, endOnFailure: true },
    );
    const after = await storeChecksum(server.services.db);
    expect(changedTables(before, after), `${name} as ${callerName} wrote`).toEqual([]);
  };
  it.each(cases.filter(([name]) => !known(name)))(title, fuzz, 120_000);
  const pending = cases.filter(([name]) => known(name));
  // With the default seed a known case fails for sure; another seed may miss it, so it is skipped.
  const pendingTest = process.env.CHARTROOM_FUZZ_SEED ? it.skip : it.fails;
  if (pending.length > 0) pendingTest.each(pending)(`KNOWN 5XX ${title}`, fuzz, 120_000);
});
