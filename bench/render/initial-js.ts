// Initial JavaScript per hub route, read from a built hub (`apps/hub/dist` or an e2e build).
//
// A route's initial JS is what the browser must fetch before the page can show itself: the
// entry script of index.html with every `modulepreload` beside it and every chunk they import
// statically, plus, for a lazy route, the route's own chunk and the chunks IT imports
// statically (Vite preloads those with it). Chunks loaded later on demand (ECharts, the map,
// the builders, the rich-text editor) are not counted. Chunk graph: Vite's manifest
// (`build.manifest: true` → `<dist>/.vite/manifest.json`).
//
// CLI: `node --import tsx bench/render/initial-js.ts <dist>` prints a table.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_ROUTES = ['sign-in', 'share', 'dashboard'] as const;
export type InitialJsRoute = (typeof INITIAL_JS_ROUTES)[number];

/** Budgets in gzipped bytes (issue 11). */
export const INITIAL_JS_BUDGETS: Record<InitialJsRoute, number> = {
  'sign-in': 200_000,
  share: 200_000,
  dashboard: 350_000,
};

/**
 * The page each route is measured on, and the source modules of the lazy route chunks the router
 * loads for it (apps/hub/src/router.tsx: the admin shell, then the page).
 */
export const INITIAL_JS_ROUTE_PAGES: Record<
  InitialJsRoute,
  { path: string; lazyModules: string[] }
> = {
  'sign-in': { path: '/sign-in', lazyModules: ['src/features/auth/SignInPage.tsx'] },
  share: { path: '/share/dashboard/:id', lazyModules: ['src/features/share/SharePage.tsx'] },
  dashboard: {
    path: '/dashboards/:id',
    lazyModules: ['src/features/shell/AppLayout.tsx', 'src/features/dashboards/DashboardPage.tsx'],
  },
};

export interface InitialJsFile {
  /** Path relative to the dist folder, e.g. `assets/index-abc.js`. */
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface InitialJs {
  route: InitialJsRoute;
  /** Sorted by path. */
  files: InitialJsFile[];
  rawBytes: number;
  gzipBytes: number;
  budgetGzipBytes: number;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(
      `${path} not found: build the hub with build.manifest: true (apps/hub/vite.config.ts)`,
    );
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Every `.js` that index.html loads itself: module scripts and modulepreload links. */
function indexHtmlScripts(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url && url.endsWith('.js')) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** Manifest keys and `file`s of every chunk reachable from `keys` by static imports. */
function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

function measure(dist: string, file: string, cache: Map<string, InitialJsFile>): InitialJsFile {
  const known = cache.get(file);
  if (known) return known;
  const bytes = readFileSync(join(dist, file));
  const measured = { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length };
  cache.set(file, measured);
  return measured;
}

/** Initial JS of the sign-in, share and dashboard routes of the hub built in `dist`. */
export function measureInitialJs(dist: string): Record<InitialJsRoute, InitialJs> {
  const manifest = readManifest(dist);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entryFiles = [...indexHtmlScripts(dist), ...staticClosure(manifest, entries)];
  const cache = new Map<string, InitialJsFile>();
  const result = {} as Record<InitialJsRoute, InitialJs>;
  for (const route of INITIAL_JS_ROUTES) {
    const lazyFiles = staticClosure(manifest, INITIAL_JS_ROUTE_PAGES[route].lazyModules);
    const names = [...new Set([...entryFiles, ...lazyFiles])].filter((f) => f.endsWith('.js'));
    const files = names.sort().map((file) => measure(dist, file, cache));
    result[route] = {
      route,
      files,
      rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      budgetGzipBytes: INITIAL_JS_BUDGETS[route],
    };
  }
  return result;
}

/** Source modules of the parts charts load on demand (ECharts, the rich-text editor, the map). */
export const LAZY_CHART_PARTS = {
  echarts: 'packages/ui/src/chart-renderer/echarts-core.ts',
  tiptap: 'packages/ui/src/text-chart/TiptapTextChart.tsx',
  maplibre: 'node_modules/maplibre-gl/dist/maplibre-gl.js',
} as const;

/** The chunk file (relative to `dist`) of each lazy chart part. */
export function lazyChartPartFiles(dist: string): Record<keyof typeof LAZY_CHART_PARTS, string> {
  const manifest = readManifest(dist);
  const fileOf = (src: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(src));
    if (!key) throw new Error(`manifest has no chunk for ${src}`);
    return manifest[key]!.file;
  };
  return {
    echarts: fileOf(LAZY_CHART_PARTS.echarts),
    tiptap: fileOf(LAZY_CHART_PARTS.tiptap),
    maplibre: fileOf(LAZY_CHART_PARTS.maplibre),
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** A printable table: one row per route (raw, gzip, budget, PASS/MISS). */
export function formatInitialJsTable(measured: Record<InitialJsRoute, InitialJs>): string {
  const rows = [['route', 'files', 'raw', 'gzip', 'budget (gzip)', '']];
  for (const route of INITIAL_JS_ROUTES) {
    const m = measured[route];
    rows.push([
      route,
      String(m.files.length),
      kb(m.rawBytes),
      kb(m.gzipBytes),
      kb(m.budgetGzipBytes),
      m.gzipBytes <= m.budgetGzipBytes ? 'PASS' : 'MISS',
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))))
    .map((r) => r.join('  ').trimEnd())
    .join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'apps/hub/dist';
  const measured = measureInitialJs(dist);
  console.log(formatInitialJsTable(measured));
  if (process.argv.includes('--files')) {
    for (const route of INITIAL_JS_ROUTES) {
      console.log(`\n${route}:`);
      for (const f of measured[route].files) {
        console.log(`  ${kb(f.gzipBytes).padStart(10)}  ${f.file}`);
      }
    }
  }
}
