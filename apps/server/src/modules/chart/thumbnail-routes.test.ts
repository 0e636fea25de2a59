import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let connectionId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);
const PICTURE = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const store = (body: unknown, token = admin) => api('POST', '/chart/thumbnail', body, token);
const thumbnailOf = async (chartId: string, version: number) =>
  (await api('POST', '/tenant/get-chart-v2', { chart: { id: chartId, version } })).json.data.chart
    .thumbnail as string | null | undefined;

async function newChart(): Promise<string> {
  const created = await api('POST', '/chart/v3/create-chart', {
    starterTable: 'orders',
    starterConnection: connectionId,
  });
  return created.json.data.chartId as string;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  connectionId = (await api('GET', '/connection/list')).json.data.connections[0].id;
});
afterAll(async () => server?.stop());

describe('POST /chart/thumbnail', () => {
  it('gives a version without a thumbnail one, with no new version', async () => {
    const chartId = await newChart();
    expect(await thumbnailOf(chartId, 1)).toBeFalsy();
    const res = await store({ chartId, version: 1, thumbnail: PICTURE });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ chartId, version: 1, stored: true });
    expect(await thumbnailOf(chartId, 1)).toBe(PICTURE);
    const listed = (await api('GET', '/chart/list')).json.data.charts as Array<{
      id: string;
      version: number;
    }>;
    expect(listed.find((c) => c.id === chartId)?.version).toBe(1);
  });

  it('keeps the thumbnail a version has', async () => {
    const chartId = await newChart();
    await store({ chartId, version: 1, thumbnail: PICTURE });
    const other = 'data:image/png;base64,iVBORw0KGgo=';
    const res = await store({ chartId, version: 1, thumbnail: other });
    expect(res.status).toBe(200);
    expect(res.json.data.stored).toBe(false);
    expect(await thumbnailOf(chartId, 1)).toBe(PICTURE);
  });

  it('answers 404 for an unknown chart or version', async () => {
    const chartId = await newChart();
    expect((await store({ chartId, version: 7, thumbnail: PICTURE })).status).toBe(404);
    const unknown = await store({ chartId: 'no-such-chart', version: 1, thumbnail: PICTURE });
    expect(unknown.status).toBe(404);
  });

  it('refuses what is not an image data URL with 400 and a clear message', async () => {
    const chartId = await newChart();
    for (const thumbnail of [
      'https://example.com/x.png',
      'data:text/html;base64,PGI+',
      'data:image/png;base64,<script>',
    ]) {
      const res = await store({ chartId, version: 1, thumbnail });
      expect(res.status).toBe(400);
      expect(res.json.error?.message).toContain('thumbnail must be a base64 JPEG, PNG or WebP');
    }
    const missing = await store({ chartId, version: 1 });
    expect(missing.status).toBe(400);
    expect(await thumbnailOf(chartId, 1)).toBeFalsy();
  });
});
