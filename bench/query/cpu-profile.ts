// Summarises the server's V8 CPU profile (`node --cpu-prof`, BENCH_CPU_PROF=1): self time by
// function and by module, over the measured window only (V8's profile clock and
// process.hrtime are both the system's monotonic clock).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Now on the profile's clock (µs). */
export function profileClock(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

export function summariseCpuProfile(
  dir: string,
  window?: { from: number; to: number },
  requests = 0,
  top = 15,
): string[] {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return ['no CPU profile was written'];
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n] as const));
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  let idle = 0;
  let busy = 0;
  let t = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (window && (t < window.from || t > window.to)) continue;
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    if (frame.functionName === '(idle)') {
      idle += delta;
      continue;
    }
    busy += delta;
    const where = shortUrl(frame.url);
    const name = `${frame.functionName || '(anonymous)'} ${where}${where ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    const module = moduleOf(frame.url, frame.functionName);
    byModule.set(module, (byModule.get(module) ?? 0) + delta);
  }
  const pct = (x: number) => `${((100 * x) / Math.max(1, busy)).toFixed(1)}%`;
  const each = (x: number) =>
    requests ? `${(x / 1000 / requests).toFixed(2).padStart(6)} ms/req` : '';
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return [
    `main thread busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms` +
      (requests ? ` over ${requests} requests: ${each(busy).trim()} busy` : '') +
      ' (DuckDB runs on its own threads: busy time is JavaScript, GC and native calls)',
    'by module:',
    ...sorted(byModule)
      .slice(0, 10)
      .map(
        ([k, v]) =>
          `  ${(v / 1000).toFixed(0).padStart(6)} ms ${pct(v).padStart(6)} ${each(v)}  ${k}`,
      ),
    'by function (self time):',
    ...sorted(byFunction)
      .slice(0, top)
      .map(
        ([k, v]) =>
          `  ${(v / 1000).toFixed(0).padStart(6)} ms ${pct(v).padStart(6)} ${each(v)}  ${k}`,
      ),
  ];
}

function shortUrl(url: string): string {
  if (!url) return '';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  const m = /\/(apps|packages)\/(.*)$/.exec(url);
  return m ? `${m[1]}/${m[2]}` : url.replace(/^file:\/\//, '');
}

function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  if (url.startsWith('wasm://')) return 'wasm (PGlite store; libpg-query for PostgreSQL SQL)';
  const m = /\/(apps\/[^/]+|packages\/[^/]+)\/src\/([^/]+)/.exec(url);
  return m ? `${m[1]}/${m[2]}` : url;
}
