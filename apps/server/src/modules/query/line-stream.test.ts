import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { lineEncoding, lineStream } from './line-stream';

describe('lineEncoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(lineEncoding('gzip, deflate, br')).toBe('br');
    expect(lineEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(lineEncoding('deflate')).toBeNull();
    expect(lineEncoding('identity')).toBeNull();
    expect(lineEncoding(undefined)).toBeNull();
    expect(lineEncoding('GZIP ; q=0.5')).toBe('gzip');
  });
});

describe('lineStream', () => {
  it.each(['gzip', 'br'] as const)(
    'emits each %s-compressed line at once, readable on its own before the stream ends',
    async (encoding) => {
      const out = lineStream(encoding);
      const chunks: Buffer[] = [];
      out.body.on('data', (c: Buffer) => chunks.push(c));
      const decode = (bytes: Buffer) =>
        (encoding === 'gzip'
          ? gunzipSync(bytes, { finishFlush: 2 /* Z_SYNC_FLUSH */ })
          : brotliDecompressSync(bytes, { finishFlush: 1 /* BROTLI_OPERATION_FLUSH */ })
        ).toString('utf8');
      const decoded = () => {
        try {
          return decode(Buffer.concat(chunks));
        } catch {
          return '';
        }
      };
      /** Until the compressor has emitted what was written (no end of stream, no timing). */
      const until = async (text: string) => {
        while (decoded() !== text) await new Promise((r) => setImmediate(r));
      };
      out.writeLine('{"index":1}');
      // The first line alone, without the end of the stream, decompresses to the line.
      await until('{"index":1}\n');
      out.writeLine('{"index":0}');
      await until('{"index":1}\n{"index":0}\n');
      const ended = new Promise((r) => out.body.once('end', r));
      out.end();
      await ended;
    },
  );
});
