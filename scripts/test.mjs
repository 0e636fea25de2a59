// `npm test`: lint, type checks, unit + integration tests, then e2e in headless Chromium.
// Ends with the plain line `N passed, N failed` (lint and type checks count as one check each).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

mkdirSync('.data/test-results', { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;

function step(name, cmd, args) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return r.status === 0;
}

function check(name, cmd, args) {
  if (step(name, cmd, args)) passed++;
  else {
    failed++;
    console.log(`!!! ${name} failed`);
  }
}

function vitest(name, config, out) {
  if (existsSync(out)) rmSync(out);
  const ok = step(name, 'npx', [
    'vitest',
    'run',
    ...(config ? ['--config', config] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) {
    failed++;
    console.log(`!!! ${name} produced no results`);
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  // Suites that failed to load count as failures too.
  const broken = r.testResults.filter(
    (t) => t.status === 'failed' && t.assertionResults.length === 0,
  );
  failed += broken.length;
  if (!ok && r.numFailedTests === 0 && broken.length === 0) failed++;
}

check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
check('typecheck', 'node', ['scripts/typecheck.mjs']);
vitest('unit and integration', null, '.data/test-results/unit.json');
if (process.env.CHARTROOM_SKIP_E2E !== '1') {
  vitest('e2e', 'e2e/vitest.config.ts', '.data/test-results/e2e.json');
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
