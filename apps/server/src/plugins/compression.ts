import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are (a compressed copy saves less than a packet). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli quality of on-the-fly compression: fast (11 is for the precompressed hub files). */
export const DYNAMIC_BROTLI_QUALITY = 5;

/** Text-like types: JSON (`+json` too), `text/*`, XML, SVG, JavaScript (the API docs' assets). */
const TEXT_LIKE =
  /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|xml)\b|application\/(?:javascript|ecmascript)\b|image\/svg\+xml\b)/i;

/**
 * Whether an answer of this content type is compressed on the fly. Never for streamed lines
 * (`application/x-ndjson`, e.g. the dashboard's batched chart data) nor server-sent events:
 * a compressor holds bytes back until its block fills, so each line would reach the browser
 * only when the whole stream ends, not as soon as it is written.
 */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.toLowerCase();
  if (type.startsWith('application/x-ndjson') || type.startsWith('text/event-stream')) return false;
  return TEXT_LIKE.test(type);
}

/**
 * Compresses dynamic answers (br preferred, then gzip) of at least COMPRESS_THRESHOLD_BYTES
 * with a text-like type. Register before the routes: it hooks every route added after it.
 * The hub's files opt out (`compress: false` on their route): they are precompressed at build
 * time. Request bodies are not decompressed (as before).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: isCompressibleType,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
  });
}
