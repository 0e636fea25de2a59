import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/test-server';
import { redisReachable } from '../test/local-services';

const redisUp = await redisReachable();

type ErrorAnswer = { error?: { message?: string } };

const stores: { store: string; env: Record<string, string>; skip: boolean }[] = [
  { store: 'in process', env: {}, skip: false },
  {
    store: 'Redis 127.0.0.1:6379 (skipped when unreachable)',
    env: { REDIS_URL: 'redis://127.0.0.1:6379' },
    skip: !redisUp,
  },
];

for (const { store, env, skip } of stores) {
  // 5 requests a minute per token (or address), 9 per organisation.
  describe.skipIf(skip)(`request limits, counters ${store}`, () => {
    let server: TestServer;
    let admin: string;
    let tenantA: string;
    let tenantB: string;
    let organizationId: string;
    const cheap = (token: string) => server.api('POST', '/tenant/get-all-connections', {}, token);

    beforeAll(async () => {
      server = await startTestServer({
        ...env,
        CHARTROOM_RATE_LIMIT_TOKEN: '5',
        CHARTROOM_RATE_LIMIT_ORG: '9',
      });
      // Address: 1 request.
      const signIn = await server.api<{ data: { token: string } }>('POST', '/auth/sign-in', {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      expect(signIn.status).toBe(200);
      admin = signIn.json.data.token;
      const mint = async (id: string) => {
        const res = await server.api<{ data: { token: string } }>(
          'POST',
          '/tenant/create-token',
          { tenant: { id, payload: { tenant_id: id } } },
          admin,
        );
        expect(res.status).toBe(200);
        return res.json.data.token;
      };
      // Admin token: 2 requests; organisation: 2.
      tenantA = await mint('acme');
      tenantB = await mint('globex');
      organizationId = String(decodeJwt(tenantA).org);
    });

    afterAll(async () => {
      await server?.stop();
    });

    it('answers 429 with a clear message and Retry-After once a token used its budget; other tokens go on', async () => {
      for (let i = 0; i < 5; i++) expect((await cheap(tenantA)).status).toBe(200); // org: 7
      const limited = await cheap(tenantA);
      expect(limited.status).toBe(429);
      expect((limited.json as ErrorAnswer).error?.message).toMatch(
        /^Too many requests with this token: the limit is 5 per minute\. Try again in \d+ s\.$/,
      );
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await cheap(tenantB)).status).toBe(200); // org: 8
    });

    it('does not let forged tokens spend an organisation’s budget: they count against their address', async () => {
      const forged = await new SignJWT({
        org: organizationId,
        tenant: { id: 'acme', name: '', key: '', payload: { tenant_id: 'acme' } },
        permissions: { readOnly: true },
        dashboardIds: [],
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('chartroom')
        .setAudience('chartroom:tenant')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('not the organisation secret, but long enough'));
      // Address: sign-in + 4 forged = 5 requests, all refused by authentication, none counted
      // for the organisation.
      for (let i = 0; i < 4; i++) expect((await cheap(forged)).status).toBe(401);
      const limited = await cheap(forged);
      expect(limited.status).toBe(429);
      expect((limited.json as ErrorAnswer).error?.message).toMatch(
        /^Too many requests from this address: the limit is 5 per minute\./,
      );
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Without a token the same address is limited too.
      expect((await server.api('POST', '/tenant/get-all-connections', {})).status).toBe(429);
    });

    it('answers 429 for the whole organisation once its tokens together used its budget', async () => {
      expect((await cheap(tenantB)).status).toBe(200); // org: 9
      const limited = await cheap(tenantB); // token B: 3 of 5, organisation: 10 of 9
      expect(limited.status).toBe(429);
      expect((limited.json as ErrorAnswer).error?.message).toMatch(
        /^Too many requests for this organisation \(all its tokens together\): the limit is 9 per minute\. Try again in \d+ s\.$/,
      );
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // The admin's own token still has budget, the organisation has none.
      const adminLimited = await server.api('GET', '/dashboard/list', undefined, admin);
      expect(adminLimited.status).toBe(429);
      expect((adminLimited.json as ErrorAnswer).error?.message).toMatch(/for this organisation/);
      // The health check is never limited.
      expect((await server.api('GET', '/health')).status).toBe(200);
    });
  });
}

describe('request limits turned off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      CHARTROOM_DEMO: '0',
      CHARTROOM_RATE_LIMIT_TOKEN: '0',
      CHARTROOM_RATE_LIMIT_ORG: '0',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('never answers 429 with both limits at 0', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) {
      statuses.add((await server.api('POST', '/tenant/get-all-connections', {})).status);
    }
    expect([...statuses]).toEqual([401]);
  });
});
