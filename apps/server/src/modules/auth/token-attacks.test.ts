import { createHmac, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { hashPassword } from '../../crypto/password';
import { TestBrowser, bearer } from './session-test-client';

type Claims = Record<string, unknown>;
let server: TestServer;
let admin: string;
let org: string;
let embedSecret: string;
let dashboardId: string;
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Claims of a good tenant token of the demo organisation (acme, every published dashboard). */
function claims(overrides: Claims = {}): Claims {
  return {
    org,
    tenant: { id: 'acme', name: 'Acme', payload: { tenant_id: 'acme' } },
    permissions: { readOnly: true },
    dashboardIds: [],
    iss: 'chartroom',
    aud: 'chartroom:tenant',
    iat: now(),
    exp: now() + 600,
    ...overrides,
  };
}

/** A JWT put together by hand: any header, any payload, HMAC with any key and hash. */
function craft(
  header: Claims,
  payload: unknown,
  key: string | Uint8Array = embedSecret,
  hash: 'sha256' | 'sha512' = 'sha256',
): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac(hash, key).update(input).digest('base64url')}`;
}

const good = (overrides: Claims = {}) => craft({ alg: 'HS256', typ: 'JWT' }, claims(overrides));

/** Reads the demo dashboard with a token: the data call every attack aims at. */
function readDashboard(token: string, id = dashboardId) {
  return bearer<{ dashboard: { id: string } }>(server, 'POST', '/tenant/get-dashboard-v2', token, {
    dashboard: { id },
  });
}

async function expectRefused(token: string, message: string | RegExp, status = 401) {
  const res = await readDashboard(token);
  expect(res.status).toBe(status);
  expect(res.json.data).toBeUndefined();
  if (typeof message === 'string') expect(res.json.error?.message).toBe(message);
  else expect(res.json.error?.message).toMatch(message);
}

beforeAll(async () => {
  server = await startTestServer({ CHARTROOM_TENANT_TOKEN_MAX_SECONDS: '86400' });
  admin =
    (await new TestBrowser(server).signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).json.data?.token ?? '';
  const secret = await bearer<{ organizationId: string; secret: string }>(
    server,
    'GET',
    '/auth/embed-secret',
    admin,
  );
  org = secret.json.data?.organizationId ?? '';
  embedSecret = secret.json.data?.secret ?? '';
  const list = await bearer<{ dashboards: { id: string }[] }>(
    server,
    'GET',
    '/dashboard/list',
    admin,
  );
  dashboardId = list.json.data?.dashboards[0]?.id ?? '';
});
afterAll(async () => server?.stop());

describe('token attacks against a real server', () => {
  it('accepts a good host-signed token (the control every refusal below differs from)', async () => {
    const res = await readDashboard(good());
    expect(res.status).toBe(200);
    expect(res.json.data?.dashboard.id).toBe(dashboardId);
    // iat a little ahead (a host clock 30 s fast) is within the allowed skew.
    expect((await readDashboard(good({ iat: now() + 30 }))).status).toBe(200);
  });

  describe('algorithm confusion', () => {
    it('refuses alg "none"', async () => {
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`;
      await expectRefused(none, 'Tenant token algorithm not allowed');
    });

    it('refuses HS512, even signed with the right secret', async () => {
      const hs512 = craft({ alg: 'HS512', typ: 'JWT' }, claims(), embedSecret, 'sha512');
      await expectRefused(hs512, 'Tenant token algorithm not allowed');
    });

    it('refuses an RS256 header, with an RSA signature or an HMAC of the secret', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const rs256 = await new SignJWT(claims())
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .sign(privateKey);
      await expectRefused(rs256, 'Tenant token algorithm not allowed');
      const confused = craft({ alg: 'RS256', typ: 'JWT' }, claims());
      await expectRefused(confused, 'Tenant token algorithm not allowed');
    });
  });

  describe('tampering', () => {
    it('refuses a payload changed after signing (another tenant, more permissions)', async () => {
      const [header, , signature] = good().split('.');
      const otherTenant = claims({ tenant: { id: 'globex', payload: { tenant_id: 'globex' } } });
      await expectRefused(`${header}.${b64(otherTenant)}.${signature}`, 'Tenant token is invalid');
      const moreRights = claims({ permissions: { createChartSQL: true } });
      await expectRefused(`${header}.${b64(moreRights)}.${signature}`, 'Tenant token is invalid');
    });

    it('refuses a changed signature and a signature by another key', async () => {
      const token = good();
      const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
      await expectRefused(flipped, 'Tenant token is invalid');
      await expectRefused(
        craft({ alg: 'HS256' }, claims(), 'guessed-secret-guessed-secret-000'),
        'Tenant token is invalid',
      );
    });
  });

  describe('time claims', () => {
    it('refuses an expired token', async () => {
      await expectRefused(good({ iat: now() - 600, exp: now() - 10 }), 'Tenant token expired');
    });

    it('refuses a token whose nbf is in the future', async () => {
      await expectRefused(good({ nbf: now() + 600 }), 'Tenant token is not valid yet ("nbf")');
    });

    it('refuses a token without iat', async () => {
      const noIat = claims();
      delete noIat.iat;
      await expectRefused(
        craft({ alg: 'HS256' }, noIat),
        'Tenant token has no "iat" (issued at) claim',
      );
    });

    it('refuses iat in the future (beyond 60 s of clock skew) and iat of the wrong type', async () => {
      await expectRefused(
        good({ iat: now() + 3600, exp: now() + 7200 }),
        'Tenant token is issued in the future ("iat")',
      );
      await expectRefused(good({ iat: String(now()) }), 'Tenant token is invalid');
    });

    it('refuses a lifetime above the maximum, an exp years ahead included', async () => {
      const tooLong = 'Tenant token lives too long: "exp" - "iat" must be at most 86400 s';
      await expectRefused(good({ exp: now() + 86_400 + 60 }), tooLong);
      await expectRefused(good({ exp: 95_617_584_000_000 }), tooLong); // the year 3 billion
      expect((await readDashboard(good({ exp: now() + 86_400 }))).status).toBe(200);
    });

    it('caps create-token expiresInSeconds at the same maximum (400)', async () => {
      const body = { tenant: { id: 'acme', payload: { tenant_id: 'acme' } } };
      const over = await bearer(server, 'POST', '/tenant/create-token', admin, {
        ...body,
        expiresInSeconds: 86_401,
      });
      expect(over.status).toBe(400);
      expect(over.json.error?.message).toBe(
        "expiresInSeconds must be at most 86400: the server's maximum tenant token lifetime (CHARTROOM_TENANT_TOKEN_MAX_SECONDS)",
      );
      expect(over.json.data).toBeUndefined();
      const ok = await bearer<{ token: string }>(server, 'POST', '/tenant/create-token', admin, {
        ...body,
        expiresInSeconds: 86_400,
      });
      expect(ok.status).toBe(200);
      expect((await readDashboard(ok.json.data?.token ?? '')).status).toBe(200);
    });
  });

  describe('issuer and audience', () => {
    it('refuses a wrong issuer', async () => {
      await expectRefused(good({ iss: 'someone-else' }), 'Tenant token has the wrong issuer');
    });

    it('refuses the admin audience signed with the embed secret', async () => {
      await expectRefused(
        good({ aud: 'chartroom:admin', sub: 'x', sid: 'x' }),
        'Session is invalid',
      );
    });

    it('refuses the tenant audience signed with the session key', async () => {
      const withSessionKey = craft({ alg: 'HS256' }, claims(), server.services.box.sessionKey);
      await expectRefused(withSessionKey, 'Tenant token is invalid');
    });

    it('refuses an unknown audience', async () => {
      await expectRefused(good({ aud: 'something' }), 'Invalid token');
    });
  });

  describe('claim types', () => {
    it('refuses a tenant id that is a number', async () => {
      await expectRefused(
        good({ tenant: { id: 42, payload: { tenant_id: 'acme' } } }),
        /^Tenant token claims are invalid: tenant\.id: /,
      );
    });

    it('refuses a tenant payload that is not an object', async () => {
      await expectRefused(
        good({ tenant: { id: 'acme', payload: 'tenant_id=acme' } }),
        /^Tenant token claims are invalid: tenant\.payload: /,
      );
    });

    it('refuses permissions of the wrong types', async () => {
      await expectRefused(
        good({ permissions: { readOnly: 'no', createChartSQL: 1 } }),
        /^Tenant token claims are invalid: permissions\./,
      );
      await expectRefused(
        good({ permissions: ['createChartSQL'] }),
        /^Tenant token claims are invalid/,
      );
    });

    it('refuses dashboardIds that are not strings', async () => {
      await expectRefused(
        good({ dashboardIds: [1, 2] }),
        /^Tenant token claims are invalid: dashboardIds\.0: /,
      );
      await expectRefused(good({ dashboardIds: dashboardId }), /^Tenant token claims are invalid/);
    });

    it('refuses a JWT payload that is not an object, and an org that is not a string', async () => {
      await expectRefused(craft({ alg: 'HS256' }, ['org', org]), 'Invalid token');
      await expectRefused(good({ org: 7 }), 'Tenant token has no organisation');
    });
  });

  describe('oversized tokens', () => {
    it('answers a 1 MB token with a 4xx, not a 500 and not a hang', async () => {
      const huge = craft({ alg: 'HS256', pad: 'x'.repeat(1024 * 1024) }, claims());
      const status = await fetch(`${server.url}/tenant/get-dashboard-v2`, {
        method: 'POST',
        headers: { authorization: `Bearer ${huge}`, 'content-type': 'application/json' },
        body: JSON.stringify({ dashboard: { id: dashboardId } }),
        signal: AbortSignal.timeout(10_000),
      }).then(
        (res) => res.status,
        () => 'connection closed',
      );
      // Node refuses headers over 16 KB before Fastify sees them: 431, or a closed connection.
      if (typeof status === 'number') expect(status).toBe(431);
      else expect(status).toBe('connection closed');
      expect((await readDashboard(good())).status).toBe(200); // and the server is still up
    });

    it('refuses an 8 KB forged token that fits in the headers with a 401', async () => {
      const big = craft({ alg: 'HS256', pad: 'x'.repeat(8 * 1024) }, claims(), 'not-the-secret');
      await expectRefused(big, 'Tenant token is invalid');
    });
  });

  describe('organisations and admin sessions', () => {
    it("refuses another organisation's token for this organisation's dashboard", async () => {
      const other = await server.services.authRepo.createOrganizationWithAdmin({
        organizationName: 'Globex',
        name: 'G',
        email: 'g@globex.test',
        passwordHash: await hashPassword('long enough'),
      });
      const otherSecret = (await server.services.authRepo.embedSecret(other.organization.id)) ?? '';
      // Signed by the other organisation for itself: a valid token, but not for this dashboard.
      const theirs = craft({ alg: 'HS256' }, claims({ org: other.organization.id }), otherSecret);
      await expectRefused(theirs, /not found|does not exist/i, 404);
      // Claiming this organisation with the other organisation's secret: a forgery.
      await expectRefused(
        craft({ alg: 'HS256' }, claims(), otherSecret),
        'Tenant token is invalid',
      );
    });

    it('refuses an admin token after sign-out and after a password change', async () => {
      const signedOut =
        (await new TestBrowser(server).signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).json.data?.token ?? '';
      expect((await readDashboard(signedOut)).status).toBe(200);
      await bearer(server, 'POST', '/auth/sign-out', signedOut);
      await expectRefused(signedOut, 'Session ended: sign in again');

      const revoked =
        (await new TestBrowser(server).signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).json.data?.token ?? '';
      const changer = new TestBrowser(server);
      await changer.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      const changed = await changer.send<{ token: string }>('POST', '/auth/change-password', {
        currentPassword: ADMIN_PASSWORD,
        newPassword: 'another long password',
      });
      expect(changed.status).toBe(200);
      await expectRefused(revoked, 'Session ended: sign in again');
      await expectRefused(admin, 'Session ended: sign in again');
      admin = changed.json.data?.token ?? '';
      expect((await readDashboard(admin)).status).toBe(200);
    });
  });
});
