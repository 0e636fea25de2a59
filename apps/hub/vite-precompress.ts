import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { describeTotals, precompressDir } from '../../scripts/precompress.mjs';

/**
 * After `vite build` has written everything (public files included), writes `.br` and `.gz`
 * copies beside each compressible file of the build's actual outDir — also when a caller
 * overrides it (`vite build --outDir X`, as the e2e setup does). The server sends them with
 * `@fastify/static`'s `preCompressed` (apps/server/src/plugins/hub-static.ts).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  let written = false;
  return {
    name: 'chartroom:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // only after a build that wrote its files (not after a failed one)
      if (!config || !written) return;
      const outDir = resolve(config.root, config.build.outDir);
      const totals = await precompressDir(outDir);
      config.logger.info(describeTotals(totals));
    },
  };
}
