import { request as httpRequest } from 'node:http';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { rawRequest } from '../test/raw-http';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/test-server';
import { COMPRESS_THRESHOLD_BYTES, isCompressibleType } from './compression';

describe('compressed JSON answers', () => {
  let server: TestServer;
  let admin: string;
  let connectionId: string;

  beforeAll(async () => {
    server = await startTestServer({
      CHARTROOM_RATE_LIMIT_TOKEN: '0',
      CHARTROOM_RATE_LIMIT_ORG: '0',
    });
    const signIn = await server.api<{ data: { token: string } }>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    admin = signIn.json.data.token;
    const list = await server.api<{ data: { connections: Array<{ id: string }> } }>(
      'GET',
      '/connection/list',
      undefined,
      admin,
    );
    connectionId = list.json.data.connections[0]!.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const run = (sqlQuery: string, acceptEncoding?: string) =>
    rawRequest(`${server.url}/query/run`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      body: JSON.stringify({ sqlQuery, connectionId }),
    });
  const manyRows = 'SELECT * FROM orders ORDER BY 1 LIMIT 2000';

  it('compresses a large /query/run answer with br (preferred), keeping its headers', async () => {
    const plain = await run(manyRows);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString()) as { data: unknown[] };
    expect(json.data).toHaveLength(2000);

    const br = await run(manyRows, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['server-timing']).toMatch(/db;dur=/);
    expect(br.headers['x-request-id']).toBeTruthy();
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json);

    const gz = await run(manyRows, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(json);
  });

  it('compresses the API description; HEAD answers its headers without a body', async () => {
    const get = await rawRequest(`${server.url}/docs/json`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(get.status).toBe(200);
    expect(get.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(get.body).toString();
    expect((JSON.parse(text) as { openapi: string }).openapi).toMatch(/^3\./);

    // Fastify's HEAD routes drop the body before compression: the headers describe the
    // uncompressed answer, consistently (length of the identity body, no content-encoding).
    const head = await rawRequest(`${server.url}/docs/json`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(text));
  });

  it('sends small answers (/health, errors) as they are', async () => {
    const health = await rawRequest(`${server.url}/health`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ data: { status: 'ok' } });

    const small = await run('SELECT 1 AS one', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();

    const refused = await rawRequest(`${server.url}/query/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ sqlQuery: manyRows, connectionId }),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString()).error.message).toBeTruthy();
  });

  // The plugin leaves NDJSON alone; the batch route compresses its lines itself, flushing after
  // each (apps/server/src/modules/query/line-stream.ts), so they still arrive one by one.
  it("sends the dashboard's batched chart data (NDJSON) compressed by its route, not the plugin", async () => {
    const get = <T>(path: string, body?: unknown) =>
      server.api<{ data: T }>(body ? 'POST' : 'GET', path, body, admin);
    const dashboardId = (await get<{ dashboards: Array<{ id: string }> }>('/dashboard/list')).json
      .data.dashboards[0]!.id;
    const dashboard = await get<{
      dashboard: { config: { charts: Record<string, { version: number }> } };
    }>('/tenant/get-dashboard-v2', { dashboard: { id: dashboardId } });
    const charts = Object.entries(dashboard.json.data.dashboard.config.charts).map(([id, c]) => ({
      id,
      version: c.version,
    }));
    const res = await rawRequest(`${server.url}/query/chart-data/batch`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
      },
      body: JSON.stringify({ dashboardId, filterValues: [], charts }),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(res.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(res.body).toString();
    expect(text.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(charts.length);
    expect(lines.every((l) => 'data' in (JSON.parse(l) as object))).toBe(true);
  });

  describe('streamed lines (application/x-ndjson)', () => {
    let app: FastifyInstance;
    let url: string;
    let release: () => void = () => {};

    beforeAll(async () => {
      // The app as built for production, plus two streamed routes of the test's own.
      app = await buildApp(server.services, { logLevel: 'silent' });
      const line = JSON.stringify({ index: 0, data: { rows: 'x'.repeat(4000) } });
      app.get('/test/lines', (_request, reply) => {
        const out = new PassThrough();
        out.write(`${line}\n`);
        release = () => out.end(`${line}\n`);
        void reply.type('application/x-ndjson').send(out);
      });
      app.get('/test/json-stream', (_request, reply) => {
        const out = new PassThrough();
        out.end(JSON.stringify({ data: 'y'.repeat(4000) }));
        void reply.type('application/json').send(out);
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(async () => {
      release(); // a stream left open (were the lines held back) would keep close() waiting
      await app?.close();
    });

    it('passes each line on uncompressed, as soon as it is written', async () => {
      const lines = await new Promise<{ headers: Record<string, unknown>; text: string }>(
        (resolve, reject) => {
          const req = httpRequest(
            `${url}/test/lines`,
            { headers: { 'accept-encoding': 'br, gzip' } },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => {
                text += chunk;
                // The first line arrived while the stream is still open: let it finish.
                if (text.includes('\n')) release();
              });
              res.on('end', () => resolve({ headers: res.headers, text }));
              res.on('error', reject);
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
      expect(lines.headers['content-encoding']).toBeUndefined();
      expect(lines.headers['content-type']).toMatch(/^application\/x-ndjson/);
      const parsed = lines.text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { index: number });
      expect(parsed).toHaveLength(2);
    });

    it('still compresses other streamed JSON', async () => {
      const res = await rawRequest(`${url}/test/json-stream`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(res.body).toString())).toEqual({
        data: 'y'.repeat(4000),
      });
    });
  });
});

describe('isCompressibleType', () => {
  it('takes JSON, text and JavaScript, never streamed lines or events', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/html; charset=utf-8',
      'application/javascript',
      'image/svg+xml',
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
    for (const type of [
      'application/x-ndjson',
      'application/x-ndjson; charset=utf-8',
      'text/event-stream',
      'application/octet-stream',
      'image/png',
    ]) {
      expect(isCompressibleType(type), type).toBe(false);
    }
  });
});
