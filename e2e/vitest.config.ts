import { defineConfig } from 'vitest/config';

// Browser tests: a real server (child process) and Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    pool: 'forks',
    // A page settles in well under a second on a quiet machine; CI shares 2 cores with the
    // server, DuckDB and Chromium, so a poll waits up to 15 s before it fails.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
