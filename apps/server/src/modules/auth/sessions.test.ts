import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startTestServer, type TestServer } from '../../test/test-server';
import { TestBrowser, bearer } from './session-test-client';

const EMAIL = 'ann@acme.test';
const PASSWORD = 'long enough';
let server: TestServer;

beforeAll(async () => {
  // The test runs on 127.0.0.1, which it declares a trusted proxy (X-Forwarded-Proto honoured).
  server = await startTestServer({ CHARTROOM_DEMO: '0', CHARTROOM_TRUST_PROXY: 'loopback' });
  const setup = await new TestBrowser(server).call('POST', '/setup', {
    organizationName: 'Acme',
    name: 'Ann',
    email: EMAIL,
    password: PASSWORD,
  });
  expect(setup.status).toBe(200);
  expect(setup.cookies.has('chartroom_session')).toBe(true);
});
afterAll(async () => server?.stop());

async function apiKeyNames(token: string): Promise<string[]> {
  const list = await bearer<{ apiKeys: { name: string }[] }>(
    server,
    'GET',
    '/auth/api-keys',
    token,
  );
  return (list.json.data?.apiKeys ?? []).map((k) => k.name);
}

describe('admin sessions in cookies', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and a readable CSRF cookie, Secure over HTTPS', async () => {
    const browser = new TestBrowser(server);
    const res = await browser.signIn(EMAIL, PASSWORD);
    expect(res.status).toBe(200);
    const session = res.cookies.get('chartroom_session');
    const csrf = res.cookies.get('chartroom_csrf');
    expect(session?.value).toBe(res.json.data?.token);
    expect(session?.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=43200']),
    );
    expect(session?.attributes).not.toContain('Secure');
    expect(csrf?.value).toMatch(/^[\w-]{43}$/);
    expect(csrf?.attributes).toEqual(expect.arrayContaining(['SameSite=Lax', 'Path=/']));
    expect(csrf?.attributes).not.toContain('HttpOnly');

    const me = await browser.call<{ user: { email: string } }>('GET', '/auth/me');
    expect(me.status).toBe(200);
    expect(me.json.data?.user.email).toBe(EMAIL);

    const overHttps = await new TestBrowser(server, { 'x-forwarded-proto': 'https' }).signIn(
      EMAIL,
      PASSWORD,
    );
    expect(overHttps.cookies.get('chartroom_session')?.attributes).toContain('Secure');
    expect(overHttps.cookies.get('chartroom_csrf')?.attributes).toContain('Secure');
  });

  it('refuses a cookie-authenticated change without the right CSRF token and accepts it with it', async () => {
    const browser = new TestBrowser(server);
    const other = new TestBrowser(server);
    const token = (await browser.signIn(EMAIL, PASSWORD)).json.data?.token ?? '';
    await other.signIn(EMAIL, PASSWORD);

    const missing = await browser.call('POST', '/auth/api-keys', { name: 'no csrf' });
    expect(missing.status).toBe(403);
    expect(missing.json.error?.message).toBe(
      'Missing or wrong CSRF token: a signed-in browser call that changes something must send the x-csrf-token header with the value of the chartroom_csrf cookie',
    );
    expect(missing.json.data).toBeUndefined();
    const wrong = await browser.call(
      'POST',
      '/auth/api-keys',
      { name: 'wrong csrf' },
      {
        'x-csrf-token': 'x'.repeat(43),
      },
    );
    expect(wrong.status).toBe(403);
    const anotherSessions = await browser.call('DELETE', '/auth/api-keys?id=nope', undefined, {
      'x-csrf-token': other.csrfToken ?? '',
    });
    expect(anotherSessions.status).toBe(403);
    expect(await apiKeyNames(token)).toEqual([]);

    expect((await browser.call('GET', '/auth/api-keys')).status).toBe(200);
    const ok = await browser.send('POST', '/auth/api-keys', { name: 'with csrf' });
    expect(ok.status).toBe(200);
    // A bearer call needs no CSRF token: no browser attaches one by itself.
    expect((await bearer(server, 'POST', '/auth/api-keys', token, { name: 'script' })).status).toBe(
      200,
    );
    expect(await apiKeyNames(token)).toEqual(['with csrf', 'script']);
  });

  it('sign-out ends the session, for the cookie and the bearer token alike', async () => {
    const browser = new TestBrowser(server);
    const token = (await browser.signIn(EMAIL, PASSWORD)).json.data?.token ?? '';
    expect((await bearer(server, 'GET', '/auth/me', token)).status).toBe(200);

    expect((await browser.call('POST', '/auth/sign-out')).status).toBe(403); // no CSRF token
    const out = await browser.send<{ signedOut: boolean }>('POST', '/auth/sign-out');
    expect(out.status).toBe(200);
    expect(out.json.data).toEqual({ signedOut: true });
    expect(out.cookies.get('chartroom_session')?.attributes).toContain('Max-Age=0');
    expect(out.cookies.get('chartroom_csrf')?.attributes).toContain('Max-Age=0');

    const stolen = new TestBrowser(server);
    stolen.jar.set('chartroom_session', token);
    const afterCookie = await stolen.call('GET', '/auth/me');
    expect(afterCookie.status).toBe(401);
    expect(afterCookie.json.error?.message).toBe('Session ended: sign in again');
    expect(afterCookie.json.data).toBeUndefined();
    const afterBearer = await bearer(server, 'GET', '/dashboard/list', token);
    expect(afterBearer.status).toBe(401);
    expect(afterBearer.json.data).toBeUndefined();

    const script = (await new TestBrowser(server).signIn(EMAIL, PASSWORD)).json.data?.token ?? '';
    const scriptOut = await bearer(server, 'POST', '/auth/sign-out', script);
    expect(scriptOut.json.data).toEqual({ signedOut: true });
    expect((await bearer(server, 'GET', '/auth/me', script)).status).toBe(401);
    expect((await bearer(server, 'POST', '/auth/sign-out', script)).json.data).toEqual({
      signedOut: false,
    });
  });

  it('a password change ends every session of the admin and starts a new one for the caller', async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(EMAIL, PASSWORD);
    const elsewhere = new TestBrowser(server);
    await elsewhere.signIn(EMAIL, PASSWORD);
    const script = (await new TestBrowser(server).signIn(EMAIL, PASSWORD)).json.data?.token ?? '';
    const oldCookie = browser.sessionCookie ?? '';

    const wrong = await browser.send('POST', '/auth/change-password', {
      currentPassword: 'not it',
      newPassword: 'a new password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.message).toBe('The current password is wrong');
    const short = await browser.send('POST', '/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.json.error?.message).toContain('at least 8 characters');
    expect((await elsewhere.call('GET', '/auth/me')).status).toBe(200);

    const changed = await browser.send<{ token: string }>('POST', '/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a new password',
    });
    expect(changed.status).toBe(200);
    expect(browser.sessionCookie).toBe(changed.json.data?.token);
    expect(browser.sessionCookie).not.toBe(oldCookie);
    expect((await browser.call('GET', '/auth/me')).status).toBe(200);

    expect((await elsewhere.call('GET', '/auth/me')).status).toBe(401);
    expect((await bearer(server, 'GET', '/auth/me', script)).status).toBe(401);
    const replay = new TestBrowser(server);
    replay.jar.set('chartroom_session', oldCookie);
    expect((await replay.call('GET', '/auth/me')).status).toBe(401);
    expect((await new TestBrowser(server).signIn(EMAIL, PASSWORD)).status).toBe(401);

    // Back to the first password, for the other tests.
    const back = await browser.send('POST', '/auth/change-password', {
      currentPassword: 'a new password',
      newPassword: PASSWORD,
    });
    expect(back.status).toBe(200);
  });

  it('refuses an admin token that names no server-side session (signed before sessions)', async () => {
    const me = (await new TestBrowser(server).signIn(EMAIL, PASSWORD)).json.data?.token ?? '';
    const claims = JSON.parse(Buffer.from(me.split('.')[1] ?? '', 'base64url').toString()) as {
      org: string;
      sub: string;
    };
    const legacy = await new SignJWT({ org: claims.org })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer('chartroom')
      .setAudience('chartroom:admin')
      .setIssuedAt()
      .setExpirationTime('12h')
      .sign(server.services.box.sessionKey);
    const res = await bearer(server, 'GET', '/dashboard/list', legacy);
    expect(res.status).toBe(401);
    expect(res.json.error?.message).toBe('Session ended: sign in again');
  });

  it('answers 401 without any credentials, naming both ways to send them', async () => {
    const res = await new TestBrowser(server).call('GET', '/auth/me');
    expect(res.status).toBe(401);
    expect(res.json.error?.message).toBe(
      'Sign in first: no session cookie or Authorization: Bearer token',
    );
  });
});
