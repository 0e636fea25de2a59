// Writes brotli (`.br`, max quality) and gzip (`.gz`, level 9) files beside every compressible
// file of a built folder, for the server's `@fastify/static` `preCompressed` mode to send as they
// are. Used by the hub's Vite plugin (apps/hub/vite-precompress.ts) after each build, and on its
// own: `node scripts/precompress.mjs <dist>`.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions worth compressing (text); source maps are left out on purpose. */
export const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|svg|json|txt|webmanifest|xml)$/i;
/** Smaller files are sent as they are: a compressed copy saves less than a packet. */
export const MIN_BYTES = 1024;
const VARIANTS = ['.br', '.gz'];

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter(
      (path) =>
        !relative(dir, path)
          .split(sep)
          .some((part) => part.startsWith('.')),
    )
    .sort();
}

async function compressOne(path, size) {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  // A copy that is not smaller is not written (the server then sends the file itself).
  const written = { br: 0, gz: 0 };
  for (const [ext, bytes, key] of [
    ['.br', br, 'br'],
    ['.gz', gz, 'gz'],
  ]) {
    if (bytes.length < size) {
      await writeFile(path + ext, bytes);
      written[key] = bytes.length;
    } else {
      await rm(path + ext, { force: true });
    }
  }
  return written;
}

/**
 * Compresses every compressible file of `dir` (≥ MIN_BYTES, not `*.map`, not in a dot folder
 * such as Vite's `.vite/`, which the server does not serve) into `<file>.br` and
 * `<file>.gz`, and removes stale copies (of files now too small or gone).
 * Returns the totals: files compressed, their bytes, and the bytes of their copies.
 */
export async function precompressDir(dir) {
  const root = resolve(dir);
  const files = await listFiles(root);
  const present = new Set(files);
  const pending = [];
  const stale = [];
  for (const path of files) {
    const variant = VARIANTS.find((ext) => path.endsWith(ext));
    if (variant) {
      const source = path.slice(0, -variant.length);
      // our copy of a file that is gone is stale (other .br/.gz files are left alone)
      if (COMPRESSIBLE.test(source) && !present.has(source)) stale.push(path);
      continue;
    }
    if (!COMPRESSIBLE.test(path)) continue;
    const { size } = await stat(path);
    if (size >= MIN_BYTES) pending.push({ path, size });
    else for (const ext of VARIANTS) if (present.has(path + ext)) stale.push(path + ext);
  }
  await Promise.all(stale.map((path) => rm(path, { force: true })));

  const totals = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  const largestFirst = [...pending].sort((a, b) => b.size - a.size);
  const worker = async () => {
    for (let job = largestFirst.shift(); job; job = largestFirst.shift()) {
      const written = await compressOne(job.path, job.size);
      totals.files += 1;
      totals.bytes += job.size;
      totals.brBytes += written.br || job.size;
      totals.gzBytes += written.gz || job.size;
    }
  };
  const workers = Math.max(1, Math.min(availableParallelism(), 4));
  await Promise.all(Array.from({ length: workers }, worker));
  return { ...totals, removed: stale.map((p) => relative(root, p)) };
}

/** One line for build logs, e.g. `precompressed 12 files: 2.1 MB → br 520 kB, gz 610 kB`. */
export function describeTotals(totals) {
  const kb = (n) => (n >= 1e6 ? `${(n / 1e6).toFixed(2)} MB` : `${(n / 1e3).toFixed(1)} kB`);
  return `precompressed ${totals.files} files: ${kb(totals.bytes)} → br ${kb(totals.brBytes)}, gz ${kb(totals.gzBytes)}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/precompress.mjs <dist>');
    process.exit(2);
  }
  const totals = await precompressDir(dir);
  console.log(describeTotals(totals));
}
