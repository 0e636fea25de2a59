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
  server.handle((_s, res) =>
    sendJson(res, 200, { data: { enabled: true, aiFilterPath: '/ai/aXyZ' } }),
  );
});

describe('Dash methods', () => {
  it('use the contract paths, query strings and bodies, and answer data', async () => {
    const client = createClient({ baseUrl: server.baseUrl, token: 'tenant-1' });
    const enabled = await client.isDashEnabled({ connectionId: 'c1' });
    expect(enabled).toEqual({ enabled: true, aiFilterPath: '/ai/aXyZ' });
    await client.askDashStandaloneV2({ input: 'revenue by month' });
    await client.generateAiFilters(enabled.aiFilterPath!, { prompt: 'only Web' });
    await client.getChatMessages({ sessionId: 's 1' });
    await client.dashGenerateSql({ message: 'revenue', connectionId: 'c1' });
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /ai/is-dash-enabled?connectionId=c1',
      'POST /ai/ask-dash-standalone-v2',
      'POST /ai/aXyZ',
      'GET /ai-chat-history/get-messages?session_id=s+1',
      'POST /ai/dash/generate-sql',
    ]);
    expect(server.seen[1]?.json).toEqual({ input: 'revenue by month' });
    expect(server.seen.every((s) => s.headers.authorization === 'Bearer tenant-1')).toBe(true);
  });
});
