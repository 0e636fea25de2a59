import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

type Json = { data?: Record<string, unknown>; error?: { message: string } };
let server: TestServer;
let admin: string;

/** A tenant token as a host app's backend signs it with the embed secret. */
function hostToken(organizationId: string, secret: string): Promise<string> {
  return new SignJWT({
    org: organizationId,
    tenant: { id: 'acme', payload: { tenant_id: 'acme' } },
    permissions: { readOnly: true },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('chartroom')
    .setAudience('chartroom:tenant')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(secret));
}

beforeAll(async () => {
  server = await startTestServer();
  const signIn = await server.api<Json>('POST', '/auth/sign-in', {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  admin = String(signIn.json.data?.token);
});
afterAll(async () => server?.stop());

describe('POST /auth/embed-secret/rotate', () => {
  it('replaces the secret: a token signed with the old one is refused, the new one works', async () => {
    const before = await server.api<Json>('GET', '/auth/embed-secret', undefined, admin);
    const { organizationId, secret: oldSecret } = before.json.data as {
      organizationId: string;
      secret: string;
    };
    const oldToken = await hostToken(organizationId, oldSecret);
    const minted = await server.api<Json>(
      'POST',
      '/tenant/create-token',
      { tenant: { id: 'acme', payload: { tenant_id: 'acme' } }, expiresInSeconds: 600 },
      admin,
    );
    const mintedToken = String(minted.json.data?.token);
    // Both work, and are remembered as verified.
    expect((await server.api('POST', '/tenant/get-all-connections', {}, oldToken)).status).toBe(
      200,
    );
    expect((await server.api('POST', '/tenant/get-all-connections', {}, mintedToken)).status).toBe(
      200,
    );

    const rotated = await server.api<Json>(
      'POST',
      '/auth/embed-secret/rotate',
      { confirm: true },
      admin,
    );
    expect(rotated.status).toBe(200);
    const newSecret = String(rotated.json.data?.secret);
    expect(newSecret).not.toBe(oldSecret);
    expect(newSecret.length).toBeGreaterThanOrEqual(40);
    const read = await server.api<Json>('GET', '/auth/embed-secret', undefined, admin);
    expect(read.json.data?.secret).toBe(newSecret);

    for (const token of [oldToken, mintedToken, await hostToken(organizationId, oldSecret)]) {
      const refused = await server.api<Json>('POST', '/tenant/get-all-connections', {}, token);
      expect(refused.status).toBe(401);
    }
    const fresh = await hostToken(organizationId, newSecret);
    expect((await server.api('POST', '/tenant/get-all-connections', {}, fresh)).status).toBe(200);
  });

  it('needs a signed-in admin and confirm: true: an API key gets 403, a tenant 403, nobody 401, no confirmation 400', async () => {
    const before = await server.api<Json>('GET', '/auth/embed-secret', undefined, admin);
    const key = await server.api<Json>('POST', '/auth/api-keys', { name: 'rotator' }, admin);
    const apiKey = String(key.json.data?.key);
    expect(
      (await server.api('POST', '/auth/embed-secret/rotate', { confirm: true }, apiKey)).status,
    ).toBe(403);
    const minted = await server.api<Json>(
      'POST',
      '/tenant/create-token',
      { tenant: { id: 'acme', payload: { tenant_id: 'acme' } }, expiresInSeconds: 600 },
      admin,
    );
    const tenant = String(minted.json.data?.token);
    expect(
      (await server.api('POST', '/auth/embed-secret/rotate', { confirm: true }, tenant)).status,
    ).toBe(403);
    expect((await server.api('POST', '/auth/embed-secret/rotate', { confirm: true })).status).toBe(
      401,
    );
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const refused = await server.api<Json>('POST', '/auth/embed-secret/rotate', body, admin);
      expect(refused.status).toBe(400);
      expect(refused.json.error?.message).toContain('confirm must be true');
    }
    const after = await server.api<Json>('GET', '/auth/embed-secret', undefined, admin);
    expect(after.json.data).toEqual(before.json.data);
  });
});
