import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process';

/**
 * Builds the hub once, into a private folder so that runs side by side never read each other's
 * half-written build, and starts one server for all browser tests.
 */
export default async function setup(project: TestProject) {
  mkdirSync('e2e/artifacts', { recursive: true });
  const hubDist = mkdtempSync(join(tmpdir(), 'chartroom-e2e-hub-'));
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', '@chartroom/hub', '--', '--outDir', hubDist, '--emptyOutDir'],
    // Vitest sets NODE_ENV=test, which would build React's development code: build what ships.
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error('hub build failed');
  const server = await startServerProcess({ hubDist });
  project.provide('serverUrl', server.url);
  project.provide('hubDist', hubDist);
  return async () => {
    await server.stop();
    rmSync(hubDist, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    /** The built hub the server serves (bundle-weight.e2e.test.ts measures it). */
    hubDist: string;
  }
}
