import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createClient } from './index';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  csrf: string | string[] | undefined;
  contentType: string | undefined;
  body: unknown;
}

type Handler = (seen: Seen, res: ServerResponse) => void;

let server: Server;
let baseUrl = '';
let seen: Seen[] = [];
let handler: Handler = (_s, res) => send(res, 200, { data: null });

function send(res: ServerResponse, status: number, body: unknown, raw?: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(raw ?? JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        csrf: req.headers['x-csrf-token'],
        contentType: req.headers['content-type'],
        body,
      };
      seen.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  handler = (_s, res) => send(res, 200, { data: null });
});

describe('createClient', () => {
  it('posts JSON with the bearer token and unwraps data', async () => {
    handler = (_s, res) => send(res, 200, { data: { token: 'abc' } });
    const client = createClient({ baseUrl: `${baseUrl}/`, token: 'session-1' });
    const answer = await client.signIn({ email: 'a@b.co', password: 'secret123' });
    expect(answer).toEqual({ token: 'abc' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/auth/sign-in',
      authorization: 'Bearer session-1',
      contentType: 'application/json',
      body: { email: 'a@b.co', password: 'secret123' },
    });
  });

  it('uses the spec paths and methods for every call', async () => {
    const client = createClient({ baseUrl });
    await client.setupStatus();
    await client.setup({ organizationName: 'Acme', name: 'Ann', email: 'a@b.co', password: 'x' });
    await client.me();
    await client.listDashboards();
    await client.listCharts();
    await client.getDashboard({ dashboard: { id: 'd1' } });
    await client.getCharts({ charts: [{ id: 'c1', version: 2 }] });
    await client.getChartData({
      chart: { id: 'c1', version: 2 },
      dashboardId: 'd1',
      filterValues: [{ filterId: 'f1', value: ['a', 'b'] }],
    });
    await client.getFilterValues({ dashboardId: 'd1', filterId: 'f1' });
    await client.createTenantToken({ tenant: { id: 't1' } });
    await client.getAllConnections();
    await client.runQuery({ sqlQuery: 'select 1', connectionId: 'c' });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /setup/status',
      'POST /setup',
      'GET /auth/me',
      'GET /dashboard/list',
      'GET /chart/list',
      'POST /tenant/get-dashboard-v2',
      'POST /tenant/get-charts-v3',
      'POST /query/chart-data',
      'POST /query/filter-values',
      'POST /tenant/create-token',
      'POST /tenant/get-all-connections',
      'POST /query/run',
    ]);
    expect(seen[0]?.authorization).toBeUndefined();
    expect(seen[0]?.contentType).toBeUndefined();
    expect(seen[7]?.body).toEqual({
      chart: { id: 'c1', version: 2 },
      dashboardId: 'd1',
      filterValues: [{ filterId: 'f1', value: ['a', 'b'] }],
    });
  });

  it('sends the CSRF token from its getter and passes credentials to fetch', async () => {
    let csrf = 'csrf-1';
    const credentials: (RequestCredentials | undefined)[] = [];
    const client = createClient({
      baseUrl,
      credentials: 'same-origin',
      csrfToken: () => csrf,
      fetch: (input, init) => {
        credentials.push(init?.credentials);
        return fetch(input, init);
      },
    });
    await client.signOut();
    csrf = 'csrf-2';
    await client.changePassword({ currentPassword: 'old password', newPassword: 'new password' });
    expect(seen.map((s) => [s.method, s.url, s.csrf, s.authorization])).toEqual([
      ['POST', '/auth/sign-out', 'csrf-1', undefined],
      ['POST', '/auth/change-password', 'csrf-2', undefined],
    ]);
    expect(credentials).toEqual(['same-origin', 'same-origin']);
    expect(seen[1]?.body).toEqual({ currentPassword: 'old password', newPassword: 'new password' });
  });

  it('reads a token getter on every call and follows setToken', async () => {
    let token: string | null = 'one';
    const client = createClient({ baseUrl, token: () => token });
    await client.me();
    token = null;
    await client.me();
    client.setToken('two');
    await client.me();
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer one', undefined, 'Bearer two']);
  });

  it('throws ApiError with the server message and status', async () => {
    handler = (_s, res) => send(res, 404, { error: { message: 'Dashboard not found' } });
    const client = createClient({ baseUrl });
    const error = await client.getDashboard({ dashboard: { id: 'nope' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Dashboard not found', status: 404 });
  });

  it('treats an error field in a 200 answer as a failure', async () => {
    handler = (_s, res) => send(res, 200, { error: { message: 'Bad things' } });
    const client = createClient({ baseUrl });
    await expect(client.listCharts()).rejects.toMatchObject({ message: 'Bad things', status: 500 });
  });

  it('calls onUnauthorized on 401 before throwing', async () => {
    handler = (_s, res) => send(res, 401, { error: { message: 'Token expired' } });
    const calls: ApiError[] = [];
    const client = createClient({ baseUrl, token: 't', onUnauthorized: (e) => calls.push(e) });
    await expect(client.me()).rejects.toMatchObject({ status: 401, unauthorized: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.message).toBe('Token expired');
  });

  it('gives a readable error for non-JSON failures and missing data', async () => {
    handler = (_s, res) => send(res, 502, null, '<html>Bad gateway</html>');
    const client = createClient({ baseUrl });
    await expect(client.me()).rejects.toMatchObject({ status: 502 });
    handler = (_s, res) => send(res, 200, { ok: true });
    await expect(client.me()).rejects.toThrow('Malformed answer: missing data');
  });

  it('reports network failures with status 0', async () => {
    const client = createClient({ baseUrl: 'http://127.0.0.1:1' });
    await expect(client.health()).rejects.toMatchObject({ status: 0, name: 'ApiError' });
  });
});
