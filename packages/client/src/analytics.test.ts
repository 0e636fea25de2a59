import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from './index';
import { sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
});

describe('analytics methods', () => {
  it('send an event to the contract path with the bearer token', async () => {
    server.handle((_s, res) => sendJson(res, 200, { data: { received: true } }));
    const client = createClient({ baseUrl: server.baseUrl, token: 'tenant-1' });
    const event = {
      eventType: 'dashboard',
      eventName: 'Dashboard Viewed',
      dashboardId: 'd1',
    } as const;
    expect(await client.sendEvent(event)).toEqual({ received: true });
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      url: '/analytics/send-event',
      json: event,
    });
    expect(server.seen[0]?.headers.authorization).toBe('Bearer tenant-1');
  });

  it('read usage for a period, 30 days by default, and surface errors', async () => {
    server.handle((_s, res) => sendJson(res, 200, { data: { days: 7 } }));
    const client = createClient({ baseUrl: server.baseUrl });
    expect(await client.getUsage({ days: 7 })).toEqual({ days: 7 });
    await client.getUsage();
    expect(server.seen.map((s) => s.url)).toEqual([
      '/analytics/usage?days=7',
      '/analytics/usage?days=30',
    ]);
    server.handle((_s, res) =>
      sendJson(res, 403, { error: { message: 'This call needs an admin session or API key' } }),
    );
    await expect(client.getUsage()).rejects.toMatchObject({ status: 403 });
  });
});
