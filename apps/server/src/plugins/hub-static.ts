import { relative, sep } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyError, FastifyInstance } from 'fastify';

export interface HubStaticOptions {
  /** The built hub (apps/hub/dist), with `.br`/`.gz` copies from the build's precompress step. */
  root: string;
  /** Serve `*.map` files (CHARTROOM_PUBLIC_SOURCEMAPS=1); otherwise they answer 404. */
  publicSourceMaps?: boolean;
}

/** API path prefixes; any other GET that accepts HTML gets the hub's index.html. */
const API_PREFIXES = [
  '/auth/',
  '/setup/status',
  '/dashboard/',
  '/chart/',
  '/tenant/',
  '/query/',
  '/docs',
  '/health',
  '/filters/',
  '/dashboard-filters/',
  '/connection/',
  '/ai/',
  '/theme/',
  '/analytics/',
  '/organization/',
];

/** Vite's hashed output: a new build writes new names, so these never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and the SPA fallback): revalidated on every load, so a new build shows at once. */
export const REVALIDATE = 'no-cache';
/** Other public files (favicon…): unhashed names, cached briefly. */
export const SHORT = 'public, max-age=3600';

/** Files the build precompresses (scripts/precompress.mjs): their answers vary by encoding. */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|svg|json|txt|webmanifest|xml)$/i;
/** Paths of files, not pages: a missing one is a 404, never index.html. */
const FILE_LIKE =
  /^\/assets\/|\.(?:js|mjs|cjs|css|map|json|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|txt|webmanifest|xml|wasm|br|gz)$/i;

const isSourceMap = (path: string) => /\.map$/i.test(path);
const isApi = (path: string) =>
  API_PREFIXES.some((p) => path.startsWith(p) || path === p.replace(/\/$/, ''));

/** Cache-Control of a hub file, by its path relative to the hub's root (`assets/x-hash.js`). */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  if (relativePath === '' || relativePath.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

/**
 * Serves the built hub at / with an index.html fallback for the hub's own routes:
 * the `.br`/`.gz` copy the client accepts (`preCompressed`), `Vary: Accept-Encoding`,
 * immutable caching of hashed assets, `no-cache` for index.html, and no source maps unless
 * `publicSourceMaps`. Files are looked up per request, so a rebuilt hub is served without a
 * restart. Register after the API routes; it also answers the API's unknown routes (404).
 */
export async function registerHubStatic(
  app: FastifyInstance,
  options: HubStaticOptions,
): Promise<void> {
  const { root, publicSourceMaps = false } = options;
  const setHeaders = (res: SetHeadersResponse, filePath: string) => {
    const served = relative(root, filePath).split(sep).join('/');
    const file = served.replace(/\.(?:br|gz)$/, '');
    res.setHeader('cache-control', cacheControlFor(file));
    if (COMPRESSIBLE.test(file)) res.setHeader('vary', 'Accept-Encoding');
  };
  await app.register(fastifyStatic, {
    root,
    serve: false, // our own route below, so that on-the-fly compression can skip it
    preCompressed: true,
    cacheControl: false, // set by setHeaders
    index: 'index.html',
    dotfiles: 'ignore', // e.g. the build's .vite/manifest.json: a 404
    setHeaders,
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    // Already compressed at build time: @fastify/compress would only spend CPU here.
    compress: false,
    // Files, not API calls: the request limits (plugins/rate-limit.ts) leave them alone.
    config: { requestLimit: false },
    schema: { hide: true },
    errorHandler(error: FastifyError, request, reply) {
      // the client went away mid-file: nothing to answer
      if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return void request.raw.destroy();
      return app.errorHandler(error, request, reply);
    },
    // Not `return reply…`: a returned reply is awaited through one more 'close' listener each.
    handler(request, reply) {
      const path = `/${(request.params as { '*': string })['*']}`;
      if (!publicSourceMaps && isSourceMap(path)) reply.callNotFound();
      else reply.sendFile(path);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const page = (request.method === 'GET' || request.method === 'HEAD') && !isApi(path);
    if (page && !FILE_LIKE.test(path)) reply.type('text/html').sendFile('index.html');
    else
      reply.status(404).send({ error: { message: `Route ${request.method} ${path} not found` } });
  });
}
