import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startTestServer, type TestServer } from '../../test/test-server';

type Json = { data?: Record<string, unknown>; error?: { message: string } };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ CHARTROOM_DEMO: '0' });
});
afterAll(async () => server?.stop());

describe('first start without the demo (CHARTROOM_DEMO=0)', () => {
  it('asks for setup, creates the organisation and its admin once, and signs in', async () => {
    expect((await server.api<Json>('GET', '/setup/status')).json.data).toEqual({
      needsSetup: true,
    });
    const bad = await server.api<Json>('POST', '/setup', {
      organizationName: 'Acme',
      name: 'Ann',
      email: 'not-an-email',
      password: 'long enough',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toContain('Please enter a valid email address.');
    const short = await server.api<Json>('POST', '/setup', {
      organizationName: 'Acme',
      name: 'Ann',
      email: 'ann@acme.test',
      password: 'short',
    });
    expect(short.json.error?.message).toContain('at least 8 characters');
    expect((await server.api<Json>('GET', '/setup/status')).json.data).toEqual({
      needsSetup: true,
    });

    const ok = await server.api<Json>('POST', '/setup', {
      organizationName: 'Acme',
      name: 'Ann',
      email: 'ann@acme.test',
      password: 'long enough',
    });
    expect(ok.status).toBe(200);
    const token = ok.json.data?.token as string;
    const me = await server.api<Json>('GET', '/auth/me', undefined, token);
    expect(me.json.data).toEqual({
      user: expect.objectContaining({ email: 'ann@acme.test', name: 'Ann' }),
      organization: expect.objectContaining({ name: 'Acme' }),
    });
    expect((await server.api<Json>('GET', '/dashboard/list', undefined, token)).json.data).toEqual({
      dashboards: [],
    });
    expect(
      (
        await server.api<Json>('POST', '/setup', {
          organizationName: 'B',
          name: 'B',
          email: 'b@acme.test',
          password: 'long enough',
        })
      ).status,
    ).toBe(409);
    const signIn = await server.api<Json>('POST', '/auth/sign-in', {
      email: 'ANN@acme.test',
      password: 'long enough',
    });
    expect(signIn.status).toBe(200);
  });

  it('lets a host backend sign tenant tokens with the embed secret', async () => {
    const { json } = await server.api<Json>('POST', '/auth/sign-in', {
      email: 'ann@acme.test',
      password: 'long enough',
    });
    const admin = json.data?.token as string;
    const secret = (await server.api<Json>('GET', '/auth/embed-secret', undefined, admin)).json
      .data as { organizationId: string; secret: string };
    const hostSigned = await new SignJWT({
      org: secret.organizationId,
      tenant: { id: 't1', payload: { tenant_id: 't1' } },
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('chartroom')
      .setAudience('chartroom:tenant')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(secret.secret));
    const asTenant = await server.api<Json>('POST', '/tenant/get-all-connections', {}, hostSigned);
    expect(asTenant.status).toBe(200);
    const expired = await new SignJWT({ org: secret.organizationId, tenant: { id: 't1' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('chartroom')
      .setAudience('chartroom:tenant')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 100)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(secret.secret));
    const res = await server.api<Json>('POST', '/tenant/get-all-connections', {}, expired);
    expect(res.status).toBe(401);
    expect(res.json.error?.message).toBe('Tenant token expired');
    const viaTenant = await server.api<Json>('GET', '/auth/embed-secret', undefined, hostSigned);
    expect(viaTenant.status).toBe(403);
  });
});
