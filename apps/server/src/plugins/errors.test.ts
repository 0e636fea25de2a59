import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { requestIdOptions } from './request-id';

let app: FastifyInstance | null = null;
afterEach(async () => app?.close());

/** A real Fastify app with our error handling, a route that fails and its log lines. */
async function failingApp() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  app = Fastify({ logger: { level: 'error', stream }, ...requestIdOptions });
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw new Error('secret internals');
  });
  app.get('/fine', async () => ({ data: 1 }));
  await app.ready();
  return { app, lines };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('error answers and request ids', () => {
  it('answers a 500 without internals, with the request id that its log line carries', async () => {
    const { app, lines } = await failingApp();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json<{ error: { message: string; requestId: string } }>();
    expect(body.error.message).toBe('Internal server error');
    expect(body.error.requestId).toMatch(UUID);
    expect(res.headers['x-request-id']).toBe(body.error.requestId);
    expect(res.body).not.toContain('secret internals');
    const logged = lines.find((l) => l.msg === 'request failed');
    expect(logged?.requestId).toBe(body.error.requestId);
    expect(logged?.reqId).toBe(body.error.requestId);
    expect(JSON.stringify(logged?.err)).toContain('secret internals');
  });

  it('keeps a short printable incoming x-request-id and replaces any other', async () => {
    const { app } = await failingApp();
    const kept = await app.inject({
      method: 'GET',
      url: '/boom',
      headers: { 'x-request-id': 'lb-7f3a:42' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:42');
    expect(kept.json<{ error: { requestId: string } }>().error.requestId).toBe('lb-7f3a:42');
    for (const bad of ['has space', 'x'.repeat(129), 'tab\there', 'ünïcode']) {
      const res = await app.inject({
        method: 'GET',
        url: '/fine',
        headers: { 'x-request-id': bad },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('puts x-request-id on successes, 400s and 404s, a new one per request', async () => {
    const { app } = await failingApp();
    const ok = await app.inject({ method: 'GET', url: '/fine' });
    const again = await app.inject({ method: 'GET', url: '/fine' });
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    expect(again.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(UUID);
    expect(missing.json<{ error: { requestId?: string } }>().error.requestId).toBeUndefined();
  });
});
