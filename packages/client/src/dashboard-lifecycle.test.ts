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
});

describe('dashboard lifecycle methods', () => {
  it('delete a dashboard with DELETE /dashboard?id and answer its id', async () => {
    server.handle((_s, res) => sendJson(res, 200, { data: { id: 'd 1' } }));
    const client = createClient({ baseUrl: server.baseUrl, token: 'admin-1' });
    expect(await client.deleteDashboard('d 1')).toEqual({ id: 'd 1' });
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['DELETE /dashboard?id=d+1']);
  });

  it('create a dashboard by saving it based on version 0', async () => {
    server.handle((_s, res) => sendJson(res, 200, { data: { dashboard: { id: 'd2' } } }));
    const client = createClient({ baseUrl: server.baseUrl });
    await client.saveDashboard({ dashboardId: 'd2', name: 'New', config: {}, dashboardVersion: 0 });
    expect(server.seen[0]?.json).toEqual({
      dashboardId: 'd2',
      name: 'New',
      config: {},
      dashboardVersion: 0,
    });
  });

  it('throw the server message of a refused delete', async () => {
    server.handle((_s, res) =>
      sendJson(res, 403, { error: { message: 'Only admins can delete organisation dashboards' } }),
    );
    const client = createClient({ baseUrl: server.baseUrl });
    const error = await client.deleteDashboard('d1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      message: 'Only admins can delete organisation dashboards',
    });
  });
});
