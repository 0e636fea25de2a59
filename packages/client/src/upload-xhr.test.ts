// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadProgress } from './connection-types';
import { createClient } from './index';
import { sendJson, startTestServer, type TestServer } from './test-server';

// jsdom's XMLHttpRequest sends real HTTP, so the browser path (upload.onprogress) is tested
// against a real node:http server too.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('uploadFile with XMLHttpRequest', () => {
  it('reports upload progress up to the whole file, then resolves to the answer data', async () => {
    server.handle((_s, res) =>
      sendJson(res, 200, { data: { connectionId: 'up', table: 'big', rows: 50_000 } }),
    );
    const client = createClient({ baseUrl: server.baseUrl, token: 'xhr-token' });
    const body = 'id,amount\n' + '1,10\n'.repeat(200_000);
    const progress: UploadProgress[] = [];
    const answer = await client.uploadFile({
      file: new File([body], 'big.csv'),
      tableName: 'big',
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toEqual({ connectionId: 'up', table: 'big', rows: 50_000 });
    expect(progress[0]?.fraction).toBe(0);
    expect(progress.at(-1)?.fraction).toBe(1);
    expect(progress.every((p) => p.total === body.length)).toBe(true);
    const fractions = progress.map((p) => p.fraction);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
    const seen = server.seen.at(-1);
    expect(`${seen?.method} ${seen?.url}`).toBe('POST /connection/upload');
    expect(seen?.headers.authorization).toBe('Bearer xhr-token');
    expect(seen?.raw.toString('utf8')).toContain('filename="big.csv"');
    expect(seen?.raw.length).toBeGreaterThan(body.length);
  });

  it('throws ApiError with the server message and calls onUnauthorized on 401', async () => {
    server.handle((_s, res) => sendJson(res, 401, { error: { message: 'Token expired' } }));
    const unauthorized: string[] = [];
    const client = createClient({
      baseUrl: server.baseUrl,
      token: 'old',
      onUnauthorized: (e) => unauthorized.push(e.message),
    });
    await expect(
      client.uploadFile({ file: new File(['a'], 'a.csv'), tableName: 'a' }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 401, message: 'Token expired' });
    expect(unauthorized).toEqual(['Token expired']);
  });

  it('cancels with the abort signal', async () => {
    server.handle(() => undefined); // never answers
    const client = createClient({ baseUrl: server.baseUrl });
    const controller = new AbortController();
    const pending = client.uploadFile({
      file: new File(['a'], 'a.csv'),
      tableName: 'a',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ status: 0, message: 'Upload cancelled' });
  });
});
