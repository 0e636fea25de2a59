import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/raw-http';
import { startTestServer, type TestServer } from '../test/test-server';
import { IMMUTABLE, REVALIDATE, SHORT, cacheControlFor } from './hub-static';

/** A built hub as Vite and the precompress step leave it, written by the test. */
function writeHub(dir: string) {
  const entry = Array.from({ length: 800 }, (_, i) => `export const v${i} = "chart ${i}";`).join(
    '\n',
  );
  const index = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<!-- hub -->'.repeat(200)}<div id="root"></div></body></html>`;
  const files: Record<string, string> = {
    'index.html': index,
    'assets/index-abc123.js': entry,
    'assets/index-abc123.js.map': JSON.stringify({ version: 3, mappings: 'AAAA' }),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.vite/manifest.json': JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js' } }),
  };
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '.vite'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  for (const name of ['index.html', 'assets/index-abc123.js']) {
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(files[name]!));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(files[name]!, { level: 9 }));
  }
  return { entry, index };
}

const hubs: string[] = [];
function tempHub() {
  const dir = mkdtempSync(join(tmpdir(), 'chartroom-hub-'));
  hubs.push(dir);
  return { dir, ...writeHub(dir) };
}

afterAll(() => {
  for (const dir of hubs) rmSync(dir, { recursive: true, force: true });
});

describe('the built hub: precompressed, cached, no public source maps', () => {
  let server: TestServer;
  let hub: ReturnType<typeof tempHub>;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(`${server.url}${path}`, { method, headers });

  beforeAll(async () => {
    hub = tempHub();
    server = await startTestServer({ CHARTROOM_HUB_DIST: hub.dir, CHARTROOM_DEMO: '0' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends the brotli copy of a script to a client that accepts br', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(hub.entry.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(hub.entry);
  });

  it('sends gzip to a gzip-only client and the file itself to a client without encodings', async () => {
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(hub.entry);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(hub.entry);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers HEAD with the headers of the compressed copy and no body, and 304 on a match', async () => {
    const head = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
    const full = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(Number(head.headers['content-length'])).toBe(full.body.length);

    const again = await get('/assets/index-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(full.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html and the hub routes (no-cache), precompressed too', async () => {
    for (const path of ['/', '/index.html', '/dashboards/abc', '/share/xyz?tab=2']) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe(REVALIDATE);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(res.body).toString(), path).toBe(hub.index);
    }
    const plain = await get('/dashboards/abc');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(hub.index);
  });

  it('caches other public files briefly and sends small ones as they are', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(SHORT);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for source maps, dot folders and missing files (never index.html)', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.map?x=1',
      '/assets/gone-123.js',
      '/missing.css',
    ]) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(res.body.toString(), path).not.toContain('<html');
    }
  });

  it('keeps the API its own: an unknown API route is a JSON 404, a POST to a page too', async () => {
    const api = await get('/dashboard/no-such-route');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toEqual({
      error: { message: 'Route GET /dashboard/no-such-route not found' },
    });
    const post = await rawRequest(`${server.url}/dashboards`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});

describe('CHARTROOM_PUBLIC_SOURCEMAPS=1', () => {
  it('serves the source maps', async () => {
    const hub = tempHub();
    const server = await startTestServer({
      CHARTROOM_HUB_DIST: hub.dir,
      CHARTROOM_DEMO: '0',
      CHARTROOM_PUBLIC_SOURCEMAPS: '1',
    });
    try {
      const res = await rawRequest(`${server.url}/assets/index-abc123.js.map`);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body.toString())).toEqual({ version: 3, mappings: 'AAAA' });
    } finally {
      await server.stop();
    }
  });
});

describe('request limits', () => {
  it('count API calls, not the hub files a page loads', async () => {
    const hub = tempHub();
    const server = await startTestServer({
      CHARTROOM_HUB_DIST: hub.dir,
      CHARTROOM_DEMO: '0',
      CHARTROOM_RATE_LIMIT_TOKEN: '3',
    });
    try {
      // A page of the split hub loads dozens of chunks: none of them spends the budget.
      for (let i = 0; i < 10; i++) {
        const res = await rawRequest(`${server.url}/assets/index-abc123.js`);
        expect(res.status).toBe(200);
      }
      const me = () => rawRequest(`${server.url}/auth/me`);
      for (let i = 0; i < 3; i++) expect((await me()).status).toBe(401);
      expect((await me()).status).toBe(429);
    } finally {
      await server.stop();
    }
  });
});

describe('cacheControlFor', () => {
  it('is immutable for hashed assets, no-cache for pages, short for the rest', () => {
    expect(cacheControlFor('assets/index-abc123.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/fonts/inter-xyz.woff2')).toBe(IMMUTABLE);
    expect(cacheControlFor('index.html')).toBe(REVALIDATE);
    expect(cacheControlFor('')).toBe(REVALIDATE);
    expect(cacheControlFor('favicon.svg')).toBe(SHORT);
  });
});
