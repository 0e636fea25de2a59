import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { hashPassword } from '../../crypto/password';
import { TestBrowser } from './session-test-client';

const PASSWORD = 'long enough';

/** A client address never used before (Redis keeps counts across runs for 15 minutes). */
function address(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'in process', env: {} },
  { store: 'Redis', env: { REDIS_URL: 'redis://127.0.0.1:6379' } },
];

describe.each(stores)('sign-in attempt limits ($store)', ({ env }) => {
  let server: TestServer;

  /** A new admin (own organisation) with a unique email. */
  async function admin(): Promise<string> {
    const email = `admin-${randomUUID()}@acme.test`;
    await server.services.authRepo.createOrganizationWithAdmin({
      organizationName: 'Acme',
      name: 'Admin',
      email,
      passwordHash: await hashPassword(PASSWORD),
    });
    return email;
  }

  beforeAll(async () => {
    server = await startTestServer({
      CHARTROOM_DEMO: '0',
      CHARTROOM_TRUST_PROXY: 'loopback',
      CHARTROOM_SIGNIN_MAX_PER_ACCOUNT: '3',
      CHARTROOM_SIGNIN_MAX_PER_ADDRESS: '5',
      ...env,
    });
  });
  afterAll(async () => server?.stop());

  it('locks an account after 3 failures, from every address, with a clear 429 and Retry-After', async () => {
    const email = await admin();
    const browser = new TestBrowser(server, { 'x-forwarded-for': address() });
    for (let i = 0; i < 3; i++) {
      const res = await browser.signIn(email, 'wrong password');
      expect(res.status).toBe(401);
      expect(res.json.error?.message).toBe('Wrong email or password');
    }
    const locked = await browser.signIn(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json.error?.message).toBe(
      'Too many sign-in attempts for this account: try again in 15 minutes',
    );
    expect(locked.json.data).toBeUndefined();
    expect(locked.cookies.size).toBe(0);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    const elsewhere = await new TestBrowser(server, { 'x-forwarded-for': address() }).signIn(
      email,
      PASSWORD,
    );
    expect(elsewhere.status).toBe(429);
    // Another account is not affected.
    expect((await new TestBrowser(server).signIn(await admin(), PASSWORD)).status).toBe(200);
  });

  it("a successful sign-in resets the account's count", async () => {
    const email = await admin();
    const browser = new TestBrowser(server, { 'x-forwarded-for': address() });
    for (let i = 0; i < 2; i++) expect((await browser.signIn(email, 'nope')).status).toBe(401);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    const again = new TestBrowser(server, { 'x-forwarded-for': address() });
    for (let i = 0; i < 3; i++) expect((await again.signIn(email, 'nope')).status).toBe(401);
    expect((await again.signIn(email, PASSWORD)).status).toBe(429);
  });

  it('limits one address to 5 failures across accounts', async () => {
    const from = address();
    const browser = new TestBrowser(server, { 'x-forwarded-for': from });
    for (let i = 0; i < 5; i++) {
      expect((await browser.signIn(`nobody-${randomUUID()}@acme.test`, 'x')).status).toBe(401);
    }
    const email = await admin();
    const refused = await browser.signIn(email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.json.error?.message).toBe(
      'Too many sign-in attempts from this address: try again in 15 minutes',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(
      (await new TestBrowser(server, { 'x-forwarded-for': address() }).signIn(email, PASSWORD))
        .status,
    ).toBe(200);
  });
});
