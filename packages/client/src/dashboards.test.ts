import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createClient } from './index';
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
  server.handle((_s, res) => sendJson(res, 200, { data: { versions: [1, 2] } }));
});

describe('dashboard methods', () => {
  it('use the contract paths, methods and bodies', async () => {
    const client = createClient({ baseUrl: server.baseUrl, token: 'admin-1' });
    const config = {
      charts: { c1: { version: 1, layout: { i: 'c1', x: 0, y: 0, w: 4, h: 8 } } },
    };
    await client.saveDashboard({ dashboardId: 'd1', name: 'Sales', config, dashboardVersion: 3 });
    const answer = await client.getDashboardVersions({ dashboard: { id: 'd1' } });
    await client.deleteChart({ chartId: 'ch1' });
    expect(answer.versions).toEqual([1, 2]);
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /dashboard/v3/save',
      'POST /dashboard/get-version-values',
      'POST /chart/delete-chart',
    ]);
    expect(server.seen.map((s) => s.json)).toEqual([
      { dashboardId: 'd1', name: 'Sales', config, dashboardVersion: 3 },
      { dashboard: { id: 'd1' } },
      { chartId: 'ch1' },
    ]);
    expect(server.seen[0]?.headers.authorization).toBe('Bearer admin-1');
  });

  it('throws the server message of a refused delete', async () => {
    server.handle((_s, res) =>
      sendJson(res, 400, { error: { message: 'Only draft charts can be deleted' } }),
    );
    const client = createClient({ baseUrl: server.baseUrl });
    const error = await client.deleteChart({ chartId: 'ch1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Only draft charts can be deleted');
    expect((error as ApiError).status).toBe(400);
  });
});
