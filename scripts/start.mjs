// `npm start`: builds the hub once (when its build is missing or older than its sources), then
// runs the server with embedded defaults (PGlite + DuckDB demo under DATA_DIR, default .data).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'apps/hub/dist/index.html';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['apps/hub', 'packages/ui/src', 'packages/client/src', 'packages/core/src'];
const stale =
  !existsSync(built) || sources.some((dir) => newestMtime(dir) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the hub…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@chartroom/hub'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
