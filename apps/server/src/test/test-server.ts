import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { startServer, type RunningServer } from '../main';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'correct horse battery';

export interface TestServer extends RunningServer {
  dataDir: string;
  api<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; headers: Headers; json: T }>;
  stop(): Promise<void>;
}

/** A real server on a random port with a small demo warehouse in a temporary DATA_DIR. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chartroom-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CHARTROOM_ADMIN_EMAIL: ADMIN_EMAIL,
    CHARTROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
    CHARTROOM_DEMO_ROWS: '20000',
    CHARTROOM_HUB_DIST: join(dataDir, 'no-hub'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const server = await startServer(config, () => {});
  const api = async <T>(method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers,
      ...(body !== undefined
        ? { body: typeof body === 'string' ? body : JSON.stringify(body) }
        : {}),
    });
    return { status: res.status, headers: res.headers, json: (await res.json()) as T };
  };
  return {
    ...server,
    dataDir,
    api,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
