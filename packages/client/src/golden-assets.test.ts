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
  server.handle((_s, res) => sendJson(res, 200, { data: { id: 'g1' } }));
});

const config = { dataPrep: { query: 'select * from orders' }, goldenTable: 'orders' };

describe('golden-asset methods', () => {
  it('use the contract paths and bodies and answer the stored id', async () => {
    const client = createClient({ baseUrl: server.baseUrl, token: 'admin-1' });
    const answers = [
      await client.saveGoldenChart({ chart_id: 'ch1', chartVersion: 2, prompt: 'p', config }),
      await client.storeGoldenCharts({ chart_id: 'ch1', prompt: 'p', config, session_id: 's' }),
      await client.storeChatGoldenChart({ session_id: 's', prompt: 'p', config }),
      await client.storeGoldenFilters({ prompt: 'p', filters: [] }),
      await client.storeGoldenAsset({ chartId: 'ch1', name: 'Orders', config, prompt: 'p' }),
    ];
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ id: 'g1' })));
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /ai-golden-charts/save',
      'POST /ai-golden-charts/store',
      'POST /ai-chat-history/store-golden-chart',
      'POST /store-golden-filters',
      'POST /store-golden-asset',
    ]);
    expect(server.seen.every((s) => s.headers.authorization === 'Bearer admin-1')).toBe(true);
    expect(server.seen[0]?.json).toEqual({ chart_id: 'ch1', chartVersion: 2, prompt: 'p', config });
    expect(server.seen[4]?.json).toEqual({ chartId: 'ch1', name: 'Orders', config, prompt: 'p' });
  });

  it('throws the server message', async () => {
    const client = createClient({ baseUrl: server.baseUrl });
    server.handle((_s, res) =>
      sendJson(res, 400, { error: { message: 'Invalid body at prompt: Prompt cannot be blank' } }),
    );
    await expect(
      client.saveGoldenChart({ chart_id: 'ch1', prompt: ' ', config }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Invalid body at prompt: Prompt cannot be blank',
    });
  });
});
