import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { TestBrowser, bearer } from './session-test-client';

const EMAIL = 'ann@acme.test';
const PASSWORD = 'long enough';
let server: TestServer;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  server = await startTestServer({ CHARTROOM_DEMO: '0', CHARTROOM_SESSION_IDLE_SECONDS: '2' });
  await new TestBrowser(server).call('POST', '/setup', {
    organizationName: 'Acme',
    name: 'Ann',
    email: EMAIL,
    password: PASSWORD,
  });
});
afterAll(async () => server?.stop());

describe('the idle timeout (CHARTROOM_SESSION_IDLE_SECONDS=2)', () => {
  it('keeps a used session alive past the timeout and ends one left idle, cookie and bearer', async () => {
    const browser = new TestBrowser(server);
    const token = (await browser.signIn(EMAIL, PASSWORD)).json.data?.token ?? '';
    // Used every second: alive after 3 s, more than the 2 s idle timeout.
    for (let i = 0; i < 3; i++) {
      await sleep(1000);
      expect((await browser.call('GET', '/auth/me')).status).toBe(200);
    }
    await sleep(2600);
    const idle = await browser.call('GET', '/auth/me');
    expect(idle.status).toBe(401);
    expect(idle.json.error?.message).toBe(
      'Session timed out after 2 seconds without activity: sign in again',
    );
    expect(idle.json.data).toBeUndefined();
    const asBearer = await bearer(server, 'GET', '/dashboard/list', token);
    expect(asBearer.status).toBe(401);
    expect(asBearer.json.data).toBeUndefined();
  });
});
