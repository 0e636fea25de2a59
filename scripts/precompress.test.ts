import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../apps/hub/vite-precompress';
import { precompressDir } from './precompress.mjs';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chartroom-precompress-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Text that compresses well but is not trivial: a few KB of script-like lines. */
function script(lines: number): string {
  return Array.from(
    { length: lines },
    (_, i) => `export const v${i} = ${i * 7} + "row ${i}";`,
  ).join('\n');
}

function expectCopies(file: string): void {
  const original = readFileSync(file);
  const br = readFileSync(`${file}.br`);
  const gz = readFileSync(`${file}.gz`);
  expect(brotliDecompressSync(br).equals(original)).toBe(true);
  expect(gunzipSync(gz).equals(original)).toBe(true);
  expect(br.length).toBeLessThan(original.length);
  expect(gz.length).toBeLessThan(original.length);
  // gzip level 9 writes 2 (maximum compression) in the header's XFL byte
  expect(gz[8]).toBe(2);
}

describe('precompressDir', () => {
  it('writes .br and .gz beside compressible files, and nothing for maps, tiny or binary files', async () => {
    const dist = tempDir();
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    const files = {
      'index.html': `<!doctype html><html><body>${'<p>hello chartroom</p>'.repeat(100)}</body></html>`,
      'assets/index-abc123.js': script(400),
      'assets/index-abc123.css': '.a{color:red}\n'.repeat(200),
      'assets/index-abc123.js.map': JSON.stringify({ mappings: 'AAAA;'.repeat(2000) }),
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(300)}</svg>`,
      'manifest.webmanifest': JSON.stringify({
        name: 'Chartroom',
        icons: Array(60).fill({ src: '/i.png' }),
      }),
      'robots.txt': 'User-agent: *\n',
      '.vite/manifest.json': JSON.stringify({ files: Array(100).fill('assets/index-abc123.js') }),
      'logo.png': 'x'.repeat(4000),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);

    const totals = await precompressDir(dist);

    for (const name of [
      'index.html',
      'assets/index-abc123.js',
      'assets/index-abc123.css',
      'favicon.svg',
      'manifest.webmanifest',
    ]) {
      expectCopies(join(dist, name));
    }
    for (const name of [
      'assets/index-abc123.js.map',
      'robots.txt',
      'logo.png',
      '.vite/manifest.json',
    ]) {
      expect(existsSync(join(dist, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dist, `${name}.gz`)), name).toBe(false);
    }
    expect(totals.files).toBe(5);
    expect(totals.brBytes).toBeLessThan(totals.bytes / 4);
  });

  it('removes stale copies of files that are gone or became too small, and is idempotent', async () => {
    const dist = tempDir();
    writeFileSync(join(dist, 'app.js'), script(200));
    writeFileSync(join(dist, 'small.js'), script(200));
    await precompressDir(dist);
    expect(existsSync(join(dist, 'small.js.br'))).toBe(true);

    rmSync(join(dist, 'app.js'));
    writeFileSync(join(dist, 'small.js'), 'export {};');
    writeFileSync(join(dist, 'data.csv.gz'), 'not ours');
    const totals = await precompressDir(dist);

    expect(totals.files).toBe(0);
    expect(totals.removed.sort()).toEqual(['app.js.br', 'app.js.gz', 'small.js.br', 'small.js.gz']);
    expect(existsSync(join(dist, 'data.csv.gz'))).toBe(true);
  });

  it('runs from the command line: node scripts/precompress.mjs <dist>', () => {
    const dist = tempDir();
    writeFileSync(join(dist, 'app.js'), script(300));
    const run = spawnSync(process.execPath, ['scripts/precompress.mjs', dist], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^precompressed 1 files: /);
    expectCopies(join(dist, 'app.js'));
  });
});

describe('the hub build plugin', () => {
  it('precompresses the outDir the build actually wrote (an --outDir override included)', async () => {
    const root = tempDir();
    const outDir = tempDir();
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(join(root, 'main.js'), `${script(300)}\nconsole.log(v1, v299);`);
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompress()],
      build: { outDir, emptyOutDir: true, minify: false, sourcemap: 'hidden' },
    });
    const assets = readdirSync(join(outDir, 'assets'));
    const entry = assets.find((n) => /^index-.*\.js$/.test(n));
    expect(entry).toBeDefined();
    expectCopies(join(outDir, 'assets', entry!));
    expect(assets).toContain(`${entry}.map`);
    expect(assets).not.toContain(`${entry}.map.br`);
    // index.html is below 1 KB here: sent as it is
    expect(existsSync(join(outDir, 'index.html.br'))).toBe(false);
  });
});
