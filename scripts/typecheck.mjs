// Type-checks every workspace with its own tsconfig (strict), two at a time.
import { spawn } from 'node:child_process';

const projects = [
  'packages/core',
  'packages/connectors',
  'packages/client',
  'packages/dash',
  'packages/ui',
  'packages/react',
  'apps/server',
  'apps/hub',
  'e2e',
  'bench',
  'scripts',
];

function check(dir) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', `${dir}/tsconfig.json`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ dir, code, out }));
  });
}

const queue = [...projects];
const results = [];
async function worker() {
  for (let dir = queue.shift(); dir; dir = queue.shift()) results.push(await check(dir));
}
await Promise.all([worker(), worker()]);
let failed = 0;
for (const r of results) {
  if (r.code === 0) console.log(`typecheck ok   ${r.dir}`);
  else {
    failed++;
    console.log(`typecheck FAIL ${r.dir}\n${r.out}`);
  }
}
process.exit(failed ? 1 : 0);
