import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process';

/** Builds the hub once and starts one server for all browser tests. */
export default async function setup(project: TestProject) {
  mkdirSync('e2e/artifacts', { recursive: true });
  const build = spawnSync('npm', ['run', 'build', '-w', '@chartroom/hub'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('hub build failed');
  const server = await startServerProcess();
  project.provide('serverUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
  }
}
