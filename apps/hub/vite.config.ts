import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './vite-precompress';

/** Where `vite` (dev) sends API calls; the Chartroom server on port 3000 by default. */
const target = process.env.CHARTROOM_API_URL ?? 'http://localhost:3000';

/**
 * API paths are singular (`/dashboard/…`, `/chart/…`, `/tenant/…`), the hub's pages plural
 * (`/dashboards`, `/charts`, `/tenants`), so each rule ends at a slash. `/setup` is both: the
 * API takes POST, the browser GETs the page.
 */
const api: ProxyOptions = { target, changeOrigin: true };
const proxy: Record<string, ProxyOptions> = {
  '^/(auth|dashboard|chart|tenant|query|filters|dashboard-filters|connection|ai|theme|analytics)/':
    api,
  '^/(health|docs)': api,
  // PATCH /connection and DELETE /connection?id=… have no trailing slash.
  '^/connection(\\?|$)': api,
  '^/setup(/status)?$': {
    ...api,
    bypass: (req) => (req.method === 'GET' && req.url === '/setup' ? '/index.html' : undefined),
  },
};

export default defineConfig({
  // precompress: .br and .gz beside every built file, served as they are (plugins/hub-static.ts).
  plugins: [react(), precompress()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are built for debugging but not referenced from the scripts (and not served).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the chunk graph bench/render/initial-js.ts measures routes with.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
