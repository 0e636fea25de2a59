import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { DYNAMIC_BROTLI_QUALITY } from '../../plugins/compression';

export type LineEncoding = 'br' | 'gzip' | null;

/** The encoding of a streamed answer: br, then gzip, when the client accepts it (q > 0). */
export function lineEncoding(acceptEncoding: string | undefined): LineEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export interface LineStream {
  /** What to send as the answer body. */
  body: Transform;
  encoding: LineEncoding;
  /** Writes one line (a newline is added) and pushes it to the client at once. */
  writeLine(text: string): void;
  end(): void;
}

/**
 * An answer body of lines, each sent as soon as it is written. Compressed when the client
 * accepts it, flushed after every line (`Z_SYNC_FLUSH` / brotli's flush): a compressor would
 * otherwise hold lines back until its block fills, while flushing keeps the dictionary, so later
 * lines still compress against earlier ones. (The app's compression plugin leaves NDJSON alone.)
 */
export function lineStream(acceptEncoding: string | undefined): LineStream {
  const encoding = lineEncoding(acceptEncoding);
  const body: Transform =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : encoding === 'gzip'
        ? createGzip({ level: 6 })
        : new PassThrough();
  const open = () => !body.destroyed && !body.writableEnded;
  return {
    body,
    encoding,
    writeLine(text) {
      if (!open()) return;
      body.write(`${text}\n`);
      if (encoding === 'br') (body as ReturnType<typeof createBrotliCompress>).flush();
      else if (encoding === 'gzip')
        (body as ReturnType<typeof createGzip>).flush(constants.Z_SYNC_FLUSH);
    },
    end() {
      if (open()) body.end();
    },
  };
}
